/**
 * The browser client against indexes built by `buildSearchIndex` (the client's own folder may
 * not import build code): what hits carry, and how fast a full-size index answers.
 */
import type { DocPageData } from '@lumidoc/contract';
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
    const index = await createSearchIndex(built.manifest, async (file) => JSON.parse(JSON.stringify(built.files[file])));
    const hits = await index.search('резервной копии');
    expect(hits.map((hit) => hit.route)).toEqual(['/ru/docs/backup', '/ru/docs/backup', '/ru/docs/upgrade']);
    const db = hits.find((hit) => hit.anchor === 'db')!;
    expect(cut(db.title, db.highlights!.title)).toEqual(['Резервное']);
    expect(cut(db.section!, db.highlights!.section)).toEqual(['Копия']);
    expect(db.snippet!.startsWith('…')).toBe(true);
    expect(cut(db.snippet!, db.highlights!.snippet)).toEqual(['Резервную', 'копию']);
  });
});
