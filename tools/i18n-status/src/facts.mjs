// The facts a translation must carry over from its source page: every code span (commands, variables,
// paths, values) and every number written in the prose. Translations reword sentences, never facts.

const FENCE = /^\s*(`{3,}|~{3,})/;
// A plain space groups thousands only before exactly three digits (`100 000`), never `2 3`.
const NUMBER = /\d+(?:[.,\u00a0\u202f]\d+| \d{3}(?!\d))*/g;

/** The text of a Markdown file without front matter, fenced code, link targets, heading ids and comments. */
function prose(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let start = 0;
  if (lines[0]?.trim() === '---') start = lines.findIndex((l, i) => i > 0 && l.trim() === '---') + 1;
  const kept = [];
  let fence;
  for (const line of lines.slice(start)) {
    const opener = FENCE.exec(line);
    if (fence) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length) fence = undefined;
    } else if (opener) {
      fence = opener[1];
    } else {
      kept.push(line.replace(/\]\([^)]*\)/g, ']').replace(/\s\{#[^}\s]+\}\s*$/, '').replace(/<!--.*?-->/g, ''));
    }
  }
  return kept.join('\n');
}

/**
 * A number as written in any locale, reduced to one form: group separators (`10,000`, `10.000`,
 * `10 000`) dropped, a decimal comma read as a point.
 */
export function normalizeNumber(written) {
  if (/^\d{1,3}([., \u00a0\u202f]\d{3})+$/.test(written)) return written.replace(/[., \u00a0\u202f]/g, '');
  return written.replace(/[,\u00a0\u202f]/g, '.');
}

/** Code spans and numbers of a Markdown page's prose, each once, in order of appearance. */
export function pageFacts(text) {
  const body = prose(text);
  const code = [...new Set([...body.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2].trim()).filter(Boolean))];
  const withoutCode = body.replace(/(`+)[^`]+?\1/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
  const numbers = [...new Set([...withoutCode.matchAll(NUMBER)].map((m) => normalizeNumber(m[0])))];
  return { code, numbers };
}

/**
 * The source page's facts that its translation lacks. A code span counts as present anywhere in the
 * translation (a writer may move it into a code block); a number, anywhere outside URLs. A translation
 * states a deliberate omission in a comment: `<!-- facts: omit `X` 42 -->`.
 */
export function missingFacts(sourceText, translationText) {
  const source = pageFacts(sourceText);
  const omitted = new Set();
  for (const m of translationText.matchAll(/<!--\s*facts:\s*omit\s+(.*?)\s*-->/g)) {
    for (const item of m[1].matchAll(/`([^`]+)`|(\S+)/g)) omitted.add(item[1] ?? normalizeNumber(item[2]));
  }
  const translatedNumbers = new Set([...translationText.replace(/\bhttps?:\/\/\S+/g, ' ').matchAll(NUMBER)].map((m) => normalizeNumber(m[0])));
  return {
    code: source.code.filter((c) => !omitted.has(c) && !translationText.includes(c)),
    numbers: source.numbers.filter((n) => !omitted.has(n) && !translatedNumbers.has(n)),
  };
}
