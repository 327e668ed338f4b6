// Docusaurus reads MDX files with two allowances of the older MDX it started with, which most of its
// sites rely on: heading ids written `## Title {#id}` (braces are expressions in MDX) and HTML
// comments (`<!-- truncate -->`). Both are rewritten here, outside code, before MDX parses the text;
// line numbers stay those of the file.

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([^{}\s]+)\}\s*$/;

/** The text with heading ids escaped (`\{#id\}`) and HTML comments turned into MDX comments. */
export function mdxCompat(source: string): string {
  let fence: string | undefined;
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length && !line.trim().slice(opening.length).trim()) fence = undefined;
        return line;
      }
      if (opening && !inComment) {
        fence = opening;
        return line;
      }
      let out = line;
      if (!inComment) out = out.replace(HEADING_ID, (_all, heading: string, id: string) => `${heading} \\{#${id}\\}`);
      // `<!--` … `-->`, on one line or several: `{/*` … `*/}`, outside inline code spans.
      out = out.replace(/(`+)[\s\S]*?\1|<!--|-->/g, (match) => {
        if (match === '<!--' && !inComment) {
          inComment = true;
          return '{/*';
        }
        if (match === '-->' && inComment) {
          inComment = false;
          return '*/}';
        }
        return match;
      });
      return out;
    })
    .join('\n');
}
