const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The 1-based line of a front matter key, or of one value inside that key's list when `value` is
 * given and found (`authors: [a, b]` or one `- b` per line). Undefined when the key is absent.
 */
export function frontMatterLine(source: string, key: string, value?: string): number | undefined {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  const keyPattern = new RegExp(`^${escape(key)}\\s*:`);
  const valuePattern = value === undefined ? undefined : new RegExp(`(^|[^\\w-])${escape(value)}($|[^\\w-])`);
  let keyLine: number | undefined;
  for (let i = 1; i < lines.length && lines[i]!.trim() !== '---'; i++) {
    const line = lines[i]!;
    if (keyLine === undefined) {
      if (!keyPattern.test(line)) continue;
      keyLine = i + 1;
      if (valuePattern?.test(line.slice(line.indexOf(':') + 1))) return keyLine;
      continue;
    }
    // The key's block ends at the next top-level key.
    if (/^[^\s-#]/.test(line)) break;
    if (valuePattern?.test(line)) return i + 1;
  }
  return keyLine;
}
