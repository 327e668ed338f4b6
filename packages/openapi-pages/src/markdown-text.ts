/** Text from the description shown inside generated Markdown: every Markdown character escaped, one line. */
export function markdownText(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]()<>#+\-.!|~&:"'$=@^]/g, (ch) => `\\${ch}`);
}

/** Text as an inline code span, whatever backticks it holds. */
export function codeSpan(text: string): string {
  const line = text.replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') || /^ .* $/.test(line) ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}
