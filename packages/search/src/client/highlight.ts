import type { WeightedTerm } from '../shared/tokenize.js';
import { markableTerms, normalizeWord } from './word-match.js';

/** Start (inclusive) and end (exclusive) of a marked stretch of text, in UTF-16 code units. */
export type TextRange = readonly [start: number, end: number];

/** Same pattern as `tokenize`: letters and digits, joined by identifier punctuation. */
const WORD = /[\p{L}\p{N}]+(?:[._\-/:@][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;
const IDENTIFIER = /[._\-/:@]/;
/** Scripts without spaces, and Hangul, whose words carry particles (`사진을`): matched inside runs. */
const RUN_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Hangul}';
const RUN_SCRIPT = new RegExp(`[${RUN_CHARS}]`, 'u');
/** A word cut into runs of those scripts and stretches of other letters (`Immich的备份`). */
const SCRIPT_RUNS = new RegExp(`[${RUN_CHARS}]+|[^${RUN_CHARS}]+`, 'gu');

/** Sorted, with overlapping and touching ranges joined. */
function merge(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Every place a query term occurs inside a run of CJK, Thai or Hangul text. */
function rangesInRun(run: string, offset: number, runTerms: readonly string[]): TextRange[] {
  const normalized = normalizeWord(run);
  // Normalization rarely changes the length; if it did, offsets would be wrong, so mark the run.
  if (normalized.length !== run.length) return runTerms.some((term) => normalized.includes(term)) ? [[offset, offset + run.length]] : [];
  const ranges: TextRange[] = [];
  for (const term of runTerms) {
    for (let at = normalized.indexOf(term); at !== -1; at = normalized.indexOf(term, at + term.length)) ranges.push([offset + at, offset + at + term.length]);
  }
  return ranges;
}

/**
 * The stretches of `text` to mark for a query: spaced words (or identifier pieces) that `matches`
 * accepts, and occurrences of the query's CJK, Thai and Hangul terms inside runs of those scripts.
 */
export function highlightRanges(text: string, terms: readonly WeightedTerm[], matches: (word: string) => boolean): TextRange[] {
  const runTerms = markableTerms(terms).filter((term) => RUN_SCRIPT.test(term));
  const ranges: TextRange[] = [];
  /** A spaced word: marked whole, else the identifier pieces that match. */
  const markWord = (word: string, start: number) => {
    if (matches(normalizeWord(word))) {
      ranges.push([start, start + word.length]);
    } else if (IDENTIFIER.test(word)) {
      for (const part of word.matchAll(PART)) if (matches(normalizeWord(part[0]))) ranges.push([start + part.index, start + part.index + part[0].length]);
    }
  };
  for (const match of text.matchAll(WORD)) {
    if (!RUN_SCRIPT.test(match[0])) {
      markWord(match[0], match.index);
      continue;
    }
    for (const piece of match[0].matchAll(SCRIPT_RUNS)) {
      const start = match.index + piece.index;
      if (RUN_SCRIPT.test(piece[0])) ranges.push(...rangesInRun(piece[0], start, runTerms));
      else for (const word of piece[0].matchAll(WORD)) markWord(word[0], start + word.index);
    }
  }
  return merge(ranges);
}
