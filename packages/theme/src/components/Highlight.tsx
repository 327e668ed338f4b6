import { Fragment } from 'react';

/** Splits text into plain and matching parts; matching is by word prefix, case-insensitive. */
export function highlightParts(text: string, query: string): Array<{ text: string; match: boolean }> {
  const words = query.toLowerCase().split(/[\s,.;:!?"'()]+/u).filter((w) => w.length > 1);
  if (words.length === 0) return [{ text, match: false }];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${escaped.join('|')})`, 'giu');
  return text.split(pattern).filter(Boolean).map((part) => ({ text: part, match: pattern.test(part) && (pattern.lastIndex = 0, true) }));
}

/** Text with the query's words marked; rendered as React text, so nothing in it is ever HTML. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}
