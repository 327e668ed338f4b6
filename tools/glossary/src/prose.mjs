// What a writer wrote in words: the lines of a content file with code, URLs, ids and keys blanked
// out (replaced by spaces, so columns still point at the source).

const blank = (text) => text.replace(/[^\n]/g, ' ');
const FENCE = /^\s*(`{3,}|~{3,})/;
// Front-matter keys whose values are words a reader sees.
const PROSE_KEYS = /^(title|description|sidebar_label|pagination_label|label|text|tagline|intro|summary|name|alt|caption|keywords|tags)\s*:/;

/** Inline code, link targets, heading ids, HTML comments and bare URLs on one Markdown line. */
function blankInline(line) {
  return line
    .replace(/(`+)[^`]*?\1/g, blank)
    .replace(/\]\([^)]*\)/g, (m) => `]${blank(m.slice(1))}`)
    .replace(/\s\{#[^\s}]+\}\s*$/, blank)
    .replace(/<!--.*?-->/g, blank)
    .replace(/\bhttps?:\/\/\S+/g, blank);
}

function markdownProse(lines) {
  const out = [];
  let fence;
  let frontMatter = lines[0]?.trim() === '---';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (frontMatter) {
      if (i > 0 && line.trim() === '---') frontMatter = false;
      out.push(i > 0 && PROSE_KEYS.test(line.trim()) ? blankInline(line.replace(/^\s*[\w-]+\s*:/, blank)) : blank(line));
      continue;
    }
    const opener = FENCE.exec(line);
    if (fence) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length && !line.trim().slice(opener[1].length).trim()) fence = undefined;
      out.push(blank(line));
    } else if (opener) {
      fence = opener[1];
      out.push(blank(line));
    } else {
      out.push(blankInline(line));
    }
  }
  return out;
}

/** YAML and JSON: keys, URLs and inline code are blanked; values are prose. */
function valueProse(lines) {
  return lines.map((line) =>
    blankInline(line.replace(/^(\s*-?\s*)("[^"]*"|'[^']*'|[\w.@-]+)(\s*:)/, (_, lead, key, colon) => lead + blank(key) + colon)),
  );
}

/** A string catalogue written as a TypeScript module: its keys and code lines are blanked, string values are prose. */
function moduleProse(lines) {
  const code = /^\s*(\/\/|\/\*|\*|import\s|export\s|\};?\s*$)/;
  return valueProse(lines.map((line) => (code.test(line) ? blank(line) : line)));
}

/** The file's lines with everything that is not prose blanked out. */
export function proseLines(text, kind) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  return kind === 'markdown' ? markdownProse(lines) : kind === 'module' ? moduleProse(lines) : valueProse(lines);
}
