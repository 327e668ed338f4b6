// Number formats and plain-text tables for the bench's console report.

/** Bytes in decimal units (1 KB = 1000 bytes, as the budgets count). */
export function formatBytes(bytes) {
  if (bytes === undefined || bytes === null) return '-';
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Milliseconds as ms below a second, seconds above. */
export function formatMs(ms) {
  if (ms === undefined || ms === null) return '-';
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.round(ms * 10) / 10} ms`;
}

/** `raw / gzip` of a `{ raw, gzip }` pair. */
export const formatPair = (pair) => (pair ? `${formatBytes(pair.raw)} / ${formatBytes(pair.gzip)}` : '-');

/**
 * Left-aligned columns separated by two spaces, with a rule under the header.
 * @param {string[]} header
 * @param {Array<Array<string | number>>} rows
 */
export function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '-')));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
