import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, markedParts, queryWordRanges } from './Highlight.js';

const marked = (text: string, query: string) => queryWordRanges(text, query).map(([start, end]) => text.slice(start, end));

describe('queryWordRanges', () => {
  it('marks words that start with a query word, to their end, case-insensitively', () => {
    expect(marked('Сделайте резервную копию. Резерв.', 'резерв')).toEqual(['резервную', 'Резерв']);
    expect(marked('Set UPLOAD_LOCATION here', 'upload')).toEqual(['UPLOAD']);
    expect(marked('preupload', 'upload')).toEqual([]);
  });

  it('marks CJK query words anywhere in a run, and ignores one-letter Latin words', () => {
    expect(marked('数据库备份和备份', '备份')).toEqual(['备份', '备份']);
    expect(marked('a b c', 'a')).toEqual([]);
  });

  it('treats regular-expression characters in the query as text', () => {
    expect(marked('Use c++ or cxx', 'c++')).toEqual(['c++']);
    expect(() => queryWordRanges('text', '(([[')).not.toThrow();
  });
});

describe('markedParts and Highlight', () => {
  it('splits text at its ranges and skips ranges that are out of bounds or overlap', () => {
    expect(markedParts('abcdef', [[4, 6], [0, 2], [1, 3], [5, 9]])).toEqual([
      { text: 'ab', marked: true },
      { text: 'cd', marked: false },
      { text: 'ef', marked: true },
    ]);
  });

  it('renders markup in the text as text', () => {
    const text = '<img src=x onerror=alert(1)> here';
    expect(renderToStaticMarkup(<Highlight text={text} ranges={[[29, 33]]} />)).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>here</mark>');
  });
});
