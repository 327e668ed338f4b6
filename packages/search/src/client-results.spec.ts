/**
 * The browser client against indexes built by `buildSearchIndex` (the client's own folder may
 * not import build code): what hits carry, and how fast a full-size index answers.
 */
import type { DocPageData } from '@lumidoc/content-pipeline';
import { buildSearchIndex } from './build/build-index.js';
import { createSearchIndex } from './client/index.js';

const cut = (text: string, ranges: ReadonlyArray<readonly [number, number]>) => ranges.map(([start, end]) => text.slice(start, end));
const h = (tag: string, text: string, id?: string) => ({ type: 'element' as const, tagName: tag, properties: id ? { id } : {}, children: [{ type: 'text' as const, value: text }] });

/** A Russian doc page whose sections are `[heading id, heading, paragraph]`. */
const ruPage = (route: string, title: string, sections: ReadonlyArray<readonly [string, string, string]>): DocPageData => ({
  kind: 'doc', id: route, locale: 'ru', route, title, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
  body: { type: 'root', children: sections.flatMap(([id, heading, text]) => [h('h2', heading, id), h('p', text)]) },
  toc: [], breadcrumbs: [], draft: false, unlisted: false, version: 'current',
});

describe('createSearchIndex hits', () => {
  it('carry highlights for the title, the section and a snippet cut around the match, page by page', async () => {
    const filler = 'Этот абзац рассказывает о другом. '.repeat(5);
    const built = await buildSearchIndex(
      [
        ruPage('/ru/docs/backup', 'Резервное копирование', [['db', 'Копия базы данных', `${filler}Резервную копию базы делайте перед обновлением.`], ['files', 'Файлы', 'Резервная копия файлов библиотеки.']]),
        ruPage('/ru/docs/upgrade', 'Обновление', [['before', 'Перед обновлением', 'Сделайте резервную копию.']]),
      ],
      'ru',
    );
    const index = await createSearchIndex(JSON.parse(JSON.stringify(built.documents)), JSON.parse(JSON.stringify(built.index)));
    const hits = index.search('резервной копии');
    expect(hits.map((hit) => hit.route)).toEqual(['/ru/docs/backup', '/ru/docs/backup', '/ru/docs/upgrade']);
    const db = hits.find((hit) => hit.anchor === 'db')!;
    expect(cut(db.title, db.highlights!.title)).toEqual(['Резервное']);
    expect(cut(db.section!, db.highlights!.section)).toEqual(['Копия']);
    expect(db.snippet!.startsWith('…')).toBe(true);
    expect(cut(db.snippet!, db.highlights!.snippet)).toEqual(['Резервную', 'копию']);
  });
});

const SYLLABLES = ['ра', 'зе', 'ков', 'ни', 'ст', 'ло', 'пер', 'ма', 'ди', 'тон', 'бу', 'ше', 'кра', 'вы', 'го', 'ль', 'сна', 'ще', 'ми', 'ты'];
const ENDINGS = ['', 'а', 'ы', 'ой', 'ами', 'ение', 'ения', 'ить', 'ает', 'ную'];

/** A deterministic pseudo-Russian word: same seed, same word; inflected by the second number. */
function word(seed: number, form: number): string {
  let text = '';
  for (let n = seed, i = 0; i < 2 + (seed % 3); i += 1, n = Math.floor(n / 7) + i * 13) text += SYLLABLES[n % SYLLABLES.length];
  return text + ENDINGS[form % ENDINGS.length];
}

const sentence = (seed: number, length: number) => Array.from({ length }, (_, i) => word((seed * 31 + i * 17) % 900, seed + i)).join(' ');

/** About the size of the real Russian edition: 160 pages, 1,000 sections of 120 words. */
const corpus = (): DocPageData[] =>
  Array.from({ length: 160 }, (_, p) =>
    ruPage(`/ru/docs/section/page-${p}`, sentence(p, 3), Array.from({ length: 6 }, (_, s) => [`s${s}`, sentence(p * 6 + s, 4), sentence(p * 6 + s + 5000, 120)] as const)),
  );

describe('search speed', () => {
  it('answers a query in a few milliseconds on an index the size of the Russian edition', async () => {
    const built = await buildSearchIndex(corpus(), 'ru');
    const index = await createSearchIndex(JSON.parse(JSON.stringify(built.documents)), JSON.parse(JSON.stringify(built.index)));
    // Whole words, other word forms, prefixes, typos (longer words) and two-word queries.
    const queries = Array.from({ length: 40 }, (_, i) => {
      const base = word((i * 53) % 900, i + 3);
      return [base, base.slice(0, 3), `${base.slice(0, -1)}ж`, `${base} ${word((i * 29) % 900, i)}`][i % 4]!;
    });
    expect(queries.filter((query) => index.search(query).length > 0).length).toBeGreaterThan(30);
    const times = queries.map((query) => {
      const start = performance.now();
      index.search(query);
      return performance.now() - start;
    });
    times.sort((a, b) => a - b);
    expect(times[times.length >> 1]).toBeLessThan(10);
  }, 30_000);
});
