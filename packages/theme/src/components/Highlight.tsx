import type { TextRange } from '@lumidoc/search/client';
import { Fragment } from 'react';

/** Scripts written without spaces (and Hangul with its particles): a query word may start mid-run. */
const RUN_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the query's words occur in `text` (case-insensitive; words starting with them, or anywhere
 * for CJK, Thai and Hangul): the marking for hits whose index gave none (`highlights` is optional).
 */
export function queryWordRanges(text: string, query: string): TextRange[] {
  const words = query.toLowerCase().split(/[\s,.;:!?"'()<>]+/u).filter((w) => w.length > 1 || RUN_SCRIPT.test(w));
  if (words.length === 0) return [];
  const alternatives = words
    .sort((a, b) => b.length - a.length)
    // A spaced word is marked to its end (`резерв` marks `резервную`); CJK only where it matches.
    .map((w) => (RUN_SCRIPT.test(w) ? escape(w) : `(?<![\\p{L}\\p{N}])${escape(w)}[\\p{L}\\p{N}]*`));
  const pattern = new RegExp(alternatives.join('|'), 'giu');
  return [...text.matchAll(pattern)].map((match): TextRange => [match.index, match.index + match[0].length]);
}

/** Plain and marked pieces of `text`; ranges out of bounds, out of order or overlapping are skipped. */
export function markedParts(text: string, ranges: readonly TextRange[]): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** Text with its ranges in `<mark>`; built as React text nodes, so nothing in it is ever read as HTML. */
export function Highlight({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {markedParts(text, ranges).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}
