/** Text from the description shown inside generated Markdown: every Markdown character escaped, one line. */
export function markdownText(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]()<>#+\-.!|~&:"'$=@^]/g, (ch) => `\\${ch}`);
}

