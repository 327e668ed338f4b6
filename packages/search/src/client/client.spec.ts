import lunr from 'lunr';
import { languagePipeline } from '../shared/languages.js';
import { queryTerms } from '../shared/tokenize.js';
import { highlightRanges, type TextRange } from './highlight.js';
import { pickByPage } from './page-groups.js';
import { SNIPPET_LENGTH, snippetAround } from './snippet.js';
import { withinOneEdit, wordMatcher } from './word-match.js';

/** The marked words of `text` for `query`, as the client marks them. */
async function marked(text: string, query: string, locale: string): Promise<string[]> {
  const { stemmer } = await languagePipeline(lunr, locale);
  const stem = (word: string) => String(stemmer(new lunr.Token(word, {}), 0, []));
  const terms = queryTerms(query, locale);
  return highlightRanges(text, terms, wordMatcher(terms, stem)).map(([start, end]) => text.slice(start, end));
}

const cut = (text: string, ranges: readonly TextRange[]) => ranges.map(([start, end]) => text.slice(start, end));

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap, and nothing more', () => {
    expect(['configure', 'confgure', 'configurre', 'conbigure', 'cofnigure'].map((word) => withinOneEdit(word, 'configure'))).toEqual([true, true, true, true, true]);
    expect(['confgur', 'cnofigrue', 'configured!', 'backup'].map((word) => withinOneEdit(word, 'configure'))).toEqual([false, false, false, false]);
  });
});

describe('highlightRanges', () => {
  it('marks another form of a Russian word, and the matching piece of a hyphenated word', async () => {
    await expect(marked('Immich начал инженер-электрик по образованию.', 'инженером', 'ru')).resolves.toEqual(['инженер']);
    await expect(marked('Сделайте резервную копию базы данных.', 'резервные копии', 'ru')).resolves.toEqual(['резервную', 'копию']);
    // A verb marks the noun its stem begins (обновить: обнов…), as the index finds it.
    await expect(marked('Обновление сервера и клиента.', 'обновить', 'ru')).resolves.toEqual(['Обновление']);
  });

  it('marks prefixes, one typo, identifiers whole and ё typed as е', async () => {
    await expect(marked('Configure nginx as a reverse proxy.', 'ngi', 'en')).resolves.toEqual(['nginx']);
    await expect(marked('Configure nginx as a reverse proxy.', 'confgure', 'en')).resolves.toEqual(['Configure']);
    await expect(marked('Set UPLOAD_LOCATION in the .env file.', 'upload_location', 'en')).resolves.toEqual(['UPLOAD_LOCATION']);
    await expect(marked('Включите тёмную схему.', 'темная', 'ru')).resolves.toEqual(['тёмную']);
  });

  it('marks CJK and Hangul terms inside unspaced runs, not every character of the query', async () => {
    await expect(marked('在升级之前先进行数据库备份。份额不受影响。', '备份', 'zh-Hans')).resolves.toEqual(['备份']);
    await expect(marked('スマートフォンから写真を自動的にバックアップします。', 'バックアップ', 'ja')).resolves.toEqual(['バックアップ']);
    await expect(marked('휴대폰에서 사진을 자동으로 백업합니다.', '사진', 'ko')).resolves.toEqual(['사진']);
    await expect(marked('Immich的备份功能', 'immich 备份', 'zh-Hans')).resolves.toEqual(['Immich', '备份']);
  });

  it('marks nothing when nothing matches', async () => {
    await expect(marked('Configure nginx.', 'postgres', 'en')).resolves.toEqual([]);
  });
});

describe('snippetAround', () => {
  const long = `${'Вступление без совпадений. '.repeat(6)}Здесь нужное слово стоит далеко от начала текста, и окно должно его показать. ${'Хвост. '.repeat(10)}`;

  it('keeps a short text and its ranges as they are', () => {
    expect(snippetAround('Short text', [[0, 5]])).toEqual({ text: 'Short text', ranges: [[0, 5]] });
  });

  it('cuts a window around the first match, at a word start, with ellipses and moved ranges', () => {
    const at = long.indexOf('нужное');
    const { text, ranges } = snippetAround(long, [[at, at + 'нужное'.length]]);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(text[1]).toMatch(/\p{Lu}|\p{Ll}/u);
    expect(long).toContain(text.slice(1, -1));
    expect(text.at(-2)).toMatch(/[\p{L}.]/u);
    expect(long[long.indexOf(text.slice(1, -1)) + text.length - 2]).toMatch(/\s/u);
    expect(cut(text, ranges)).toEqual(['нужное']);
  });

  it('starts at the beginning when the first match is near it', () => {
    const { text, ranges } = snippetAround(long, [[0, 'Вступление'.length]]);
    expect(text.startsWith('Вступление')).toBe(true);
    expect(cut(text, ranges)).toEqual(['Вступление']);
  });
});

describe('pickByPage', () => {
  it('keeps two items per page, the limit, and lists each page’s items together in order of the page’s best', () => {
    const ranked = ['a1', 'b1', 'a2', 'c1', 'a3', 'b2', 'd1'];
    expect(pickByPage(ranked, (item) => item[0]!, 5)).toEqual(['a1', 'a2', 'b1', 'b2', 'c1']);
    expect(pickByPage(ranked, (item) => item[0]!, 2)).toEqual(['a1', 'b1']);
  });
});
