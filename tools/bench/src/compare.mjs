// `--compare old.json`: the ratio new / old of every figure two bench reports share, for the
// figures that say something (times, bytes, memory, rates), not for counts of inputs.

/** Paths worth a ratio: times, bytes, memory, pages per second. */
const COMPARED = /(Ms|Bytes|bytes|raw|gzip|pagesPerSecond)$/;
/** Inputs and settings, not results. */
const SKIPPED = /(^|\.)(options|machine|lighthouse)\.|\.files\./;

/**
 * Numeric leaves of a report by dotted path.
 * @param {unknown} value
 * @param {string} [prefix]
 * @returns {Map<string, number>}
 */
export function numericLeaves(value, prefix = '') {
  const out = new Map();
  if (typeof value === 'number') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [path, number] of numericLeaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, number);
  }
  return out;
}

/**
 * Rows of `[path, old, new, ratio]` for the figures both reports have.
 * @param {object} previous
 * @param {object} current
 */
export function compareReports(previous, current) {
  const before = numericLeaves(previous);
  const rows = [];
  for (const [path, now] of numericLeaves(current)) {
    if (!COMPARED.test(path) || SKIPPED.test(path) || !before.has(path)) continue;
    const then = before.get(path);
    rows.push({ path, previous: then, current: now, ratio: then === 0 ? (now === 0 ? 1 : Infinity) : now / then });
  }
  return rows;
}
