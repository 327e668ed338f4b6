import type { TextRange } from './highlight.js';

/** Characters of section text a result shows. */
export const SNIPPET_LENGTH = 160;
/** Text kept before the first match, so it reads in context. */
const LEAD = 40;
/** Text kept after the start of the first match; while it fits, the window starts at the beginning. */
const TAIL = 60;
/** How far back to look for the start of the word a window would cut. */
const MAX_WORD = 20;
const ELLIPSIS = '…';

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** `at`, moved back to the start of the word it cuts (unless the word is very long). */
function wordStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && at - start < MAX_WORD && WORD_CHAR.test(text[start - 1]!)) start -= 1;
  return start > 0 && WORD_CHAR.test(text[start - 1]!) ? at : start;
}

/** `at`, moved back to the end of the word before the one it cuts (unless the word is very long). */
function wordEnd(text: string, at: number): number {
  if (at >= text.length || !WORD_CHAR.test(text[at]!)) return at;
  const start = wordStart(text, at);
  return start === at ? at : start;
}

/**
 * A window of `text` of at most {@link SNIPPET_LENGTH} characters that shows its first marked
 * range with some text before it (from the start while the match is near it), cut between words
 * where it can be, with an ellipsis where text was cut and the ranges moved to match.
 */
export function snippetAround(text: string, ranges: readonly TextRange[]): { text: string; ranges: TextRange[] } {
  if (text.length <= SNIPPET_LENGTH) return { text, ranges: [...ranges] };
  const first = ranges[0]?.[0] ?? 0;
  let from = first + TAIL <= SNIPPET_LENGTH ? 0 : wordStart(text, Math.min(first - LEAD, text.length - SNIPPET_LENGTH));
  while (from < first && /\s/u.test(text[from]!)) from += 1;
  const to = wordEnd(text, Math.min(text.length, from + SNIPPET_LENGTH));
  const lead = from > 0 ? ELLIPSIS : '';
  const shift = lead.length - from;
  return {
    text: `${lead}${text.slice(from, to).trimEnd()}${to < text.length ? ELLIPSIS : ''}`,
    ranges: ranges.filter(([start]) => start >= from && start < to).map(([start, end]): TextRange => [start + shift, Math.min(end, to) + shift]),
  };
}
