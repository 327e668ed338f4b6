/**
 * The sharded index end to end, through JSON as the browser reads it: what a query fetches,
 * stemmed prefixes, CJK bigrams, capped queries and API operations against guides.
 */
import type { DocPageData, PageData } from '@lumidoc/contract';
import { buildSearchIndex, collectSections, indexSectionsInto, type BuildSearchOptions } from './build/build-index.js';
import { createSearchIndex } from './client/index.js';
import { shardFile } from './shared/documents.js';
import { MAX_QUERY_TERMS, MAX_TERM_LENGTH, queryTerms, tokenize } from './shared/tokenize.js';

const h = (tag: string, text: string, id?: string) => ({ type: 'element' as const, tagName: tag, properties: id ? { id } : {}, children: [{ type: 'text' as const, value: text }] });

function doc(locale: string, route: string, title: string, sections: ReadonlyArray<readonly [string, string, string]>): DocPageData {
  return {
    kind: 'doc', id: route, locale, route, title, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
    body: { type: 'root', children: sections.flatMap(([id, heading, text]) => [h('h2', heading, id), h('p', text)]) },
    toc: [], breadcrumbs: [], draft: false, unlisted: false, version: 'current',
  };
}

function operation(locale: string, slug: string, title: string, operationId: string, method: string, path: string, text: string): PageData {
  const route = `${locale === 'zh-Hans' ? '' : `/${locale}`}/docs/api/${slug}`;
  return {
    kind: 'api-operation', id: route, locale, route, title, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
    operationId, method, path, tag: 'API keys', deprecated: false, body: { type: 'root', children: [h('p', text)] },
    parameters: [], responses: [], security: [], codeSamples: [], specUrl: '/openapi.json', breadcrumbs: [],
  } as unknown as PageData;
}

/** An index over JSON copies of the built files that records which files a query reads. */
async function indexFor(pages: readonly PageData[], locale: string, options?: BuildSearchOptions) {
  const built = await buildSearchIndex(pages, locale, options);
  const reads: string[] = [];
  const index = await createSearchIndex(JSON.parse(JSON.stringify(built.manifest)), async (file) => {
    reads.push(file);
    if (!(file in built.files)) throw new Error(`no file ${file}`);
    return JSON.parse(JSON.stringify(built.files[file]));
  });
  const bytes = (files: readonly string[]) => files.reduce((sum, file) => sum + JSON.stringify(built.files[file]).length, 0);
  return { built, index, reads, bytes };
}

const routes = async (index: { search(query: string): Promise<Array<{ route: string }>> }, query: string) => (await index.search(query)).map((hit) => hit.route);

const SYLLABLES = ['ра', 'зе', 'ков', 'ни', 'ст', 'ло', 'пер', 'ма', 'ди', 'тон', 'бу', 'ше', 'кра', 'вы', 'го', 'ль', 'сна', 'ще', 'ми', 'ты'];
/** A deterministic pseudo-Russian word per seed. */
const word = (seed: number) => {
  let text = '';
  for (let n = seed, i = 0; i < 3 + (seed % 2); i += 1, n = Math.floor(n / 20) + i * 7) text += SYLLABLES[n % SYLLABLES.length];
  return text;
};
/** `pages` pages of 3 sections, words drawn from a vocabulary that grows with the corpus. */
const corpus = (pages: number) =>
  Array.from({ length: pages }, (_, p) =>
    doc('ru', `/ru/docs/s/p${p}`, `${word(p * 7)} ${word(p * 13 + 1)}`, Array.from({ length: 3 }, (_, s) => [`s${s}`, word(p * 3 + s), Array.from({ length: 40 }, (_, w) => word((p * 131 + s * 17 + w * w) % (pages * 20))).join(' ')] as const)),
  );

describe('a sharded index', () => {
  it('reads only the shards and chunks a query needs, and no more when the site grows tenfold', async () => {
    const options = { shardSize: 2_000, chunkSize: 8 };
    const small = await indexFor(corpus(40), 'ru', options);
    const large = await indexFor(corpus(400), 'ru', options);
    expect(large.built.manifest.shards.length).toBeGreaterThan(10 * 5);
    const query = `${word(7)} ${word(13 * 5 + 1)}`;
    for (const side of [small, large]) {
      expect((await side.index.search(query)).length).toBeGreaterThan(0);
    }
    // A query reads a few files whatever the size of the site: shards by its terms, chunks by its hits.
    expect(large.reads.length).toBeLessThanOrEqual(small.reads.length + 4);
    expect(large.bytes(large.reads)).toBeLessThan(3 * small.bytes(small.reads));
    expect(large.reads.length).toBeLessThan(large.built.manifest.shards.length / 10);
    // The same query again reads nothing.
    const before = large.reads.length;
    await large.index.search(query);
    expect(large.reads.length).toBe(before);
  }, 60_000);

  it('keeps the heaviest postings of a word that is everywhere, so no shard grows with the site', async () => {
    const pages = Array.from({ length: 50 }, (_, p) => doc('en', `/en/docs/p${p}`, p === 7 ? 'Immich Immich' : `Page ${p}`, [['a', 'Intro', `immich ${word(p)}`]]));
    const { built, index } = await indexFor(pages, 'en', { maxPostings: 10 });
    const shard = Object.values(built.files).find((file) => 'terms' in file && 'immich' in file.terms) as { terms: Record<string, number[]> };
    expect(shard.terms['immich']).toHaveLength(20);
    expect((await index.search('immich'))[0]).toMatchObject({ route: '/en/docs/p7' });
  });

  it('puts every term in UTF-16 code unit order across shards, whatever its script', async () => {
    // Latin, accented, Cyrillic, CJK (one character outside the BMP) and identifiers; no term of
    // digits alone, which a JSON object lists first.
    const text = 'zebra apple Äpfel äpfel über 数据库 𠀀字 備份 backup_location 2fa ёлка яблоко z-index';
    const pages = Array.from({ length: 30 }, (_, p) => doc('en', `/en/docs/p${p}`, `Page ${word(p * 3)}`, [['a', 'Intro', `${text} ${word(p)} ${word(p * 7 + 3)}`]]));
    const { built } = await indexFor(pages, 'en', { shardSize: 200 });
    const shards = built.manifest.shards.map((_, n) => built.files[shardFile(built.manifest, n)] as { terms: Record<string, number[]> });
    const terms = shards.flatMap((shard) => Object.keys(shard.terms));
    expect(built.manifest.shards.length).toBeGreaterThan(5);
    expect(terms).toEqual([...terms].sort());
    expect(terms).toEqual(expect.arrayContaining(['backup_location', 'z-index', 'äpfel', 'елка', '備份', '数据', '𠀀字']));
    expect(built.manifest.shards).toEqual(shards.map((shard) => Object.keys(shard.terms)[0]));
  });

  it('numbers each of thousands of CJK bigrams once, however often it occurs', async () => {
    // 6,000 distinct bigrams (more than the code-unit table holds before it grows), each said twice
    // with a hundred others in between. A term numbered twice would be listed twice in its shard's
    // text (a JSON object read back keeps only one), so the texts are read as written.
    const han = (n: number) => String.fromCharCode(0x4e00 + n);
    const runs = Array.from({ length: 6000 }, (_, n) => `${han(n % 100)}${han(100 + Math.floor(n / 100))}`);
    const pages = Array.from({ length: 60 }, (_, p) => doc('zh-Hans', `/docs/p${p}`, `页面 ${p}`, [['a', '简介', runs.slice(p * 100, p * 100 + 100).join('，').repeat(2)]]));
    const texts = Object.values((await indexSectionsInto(collectSections(pages, 'zh-Hans'), 'zh-Hans', {}, (json) => json)).files);
    const listed = new Map<string, number>();
    for (const text of texts) for (const [, term] of text.matchAll(/"([^"]+)":\[/g)) listed.set(term!, (listed.get(term!) ?? 0) + 1);
    expect(runs.filter((run) => listed.get(run) !== 1)).toEqual([]);
    const { index } = await indexFor(pages, 'zh-Hans');
    expect((await index.search(runs[4321]!))[0]).toMatchObject({ route: '/docs/p43' });
  });

  it('names the file when a shard does not match the manifest', async () => {
    const built = await buildSearchIndex([doc('en', '/en/docs/a', 'Backup', [['a', 'Intro', 'backup']])], 'en');
    const index = await createSearchIndex(built.manifest, async () => ({}));
    await expect(index.search('backup')).rejects.toThrow(/search\/t0\.json\.gz has no "terms"/);
  });
});

describe('words as readers type them', () => {
  it('ru: a verb reaches the noun the page uses (stemmed prefix)', async () => {
    const { index } = await indexFor(
      [
        doc('ru', '/ru/docs/install/upgrading', 'Обновление', [['steps', 'Порядок обновления', 'Скачайте новый docker-compose.yml для Immich и перезапустите контейнеры.']]),
        doc('ru', '/ru/docs/overview/welcome', 'Добро пожаловать в Immich', [['what', 'Что такое Immich', 'Immich хранит фото и видео на вашем сервере.']]),
        doc('ru', '/ru/docs/administration/backup', 'Резервные копии', [['restore', 'Восстановление из дампа', 'Восстановление базы данных Immich из дампа Postgres.']]),
      ],
      'ru',
    );
    expect((await routes(index, 'как обновить immich'))[0]).toBe('/ru/docs/install/upgrading');
    expect((await index.search('восстановить базу из дампа'))[0]).toMatchObject({ route: '/ru/docs/administration/backup', anchor: 'restore' });
    const [hit] = await index.search('обновить');
    expect(hit!.highlights!.title.map(([start, end]) => hit!.title.slice(start, end))).toEqual(['Обновление']);
  });

  it('zh-Hans, ja, ko: bigrams find one- and many-character queries, without a table of every character', async () => {
    expect(tokenize('数据库备份', 'zh-Hans')).toEqual(['数据', '据库', '库备', '备份', '份']);
    expect(queryTerms('数据库', 'zh-Hans').map((t) => t.term)).toEqual(['数据', '据库']);
    const { index } = await indexFor(
      [doc('zh-Hans', '/docs/backup', '备份与恢复', [['db', '数据库备份', '升级之前先备份数据库。']]), doc('zh-Hans', '/docs/map', '地图', [['x', '地图样式', '选择地图的样式。']])],
      'zh-Hans',
    );
    for (const query of ['数据库', '库', '份', '备份数据库', '据']) expect(await routes(index, query)).toEqual(['/docs/backup']);
    expect(await routes(index, '样')).toEqual(['/docs/map']);
    const ja = await indexFor([doc('ja', '/ja/docs/mobile', 'モバイルアプリ', [['b', '自動バックアップ', 'スマートフォンの写真を自動的にサーバーへバックアップします。']])], 'ja');
    expect(await routes(ja.index, '写真をバックアップ')).toEqual(['/ja/docs/mobile']);
    expect(await routes(ja.index, '写')).toEqual(['/ja/docs/mobile']);
    const ko = await indexFor([doc('ko', '/ko/docs/a', '사진 백업', [['s', '설정', '휴대폰에서 사진을 자동으로 백업합니다.']])], 'ko');
    expect(await routes(ko.index, '사진을 백업')).toEqual(['/ko/docs/a']);
  });

  it('caps what a query looks up: long words are cut, extra words ignored', async () => {
    const long = 'а'.repeat(2_000);
    expect(queryTerms(long, 'ru')).toEqual([{ term: 'а'.repeat(MAX_TERM_LENGTH), weight: 'whole' }]);
    expect(queryTerms(Array.from({ length: 100 }, (_, i) => `word${i}`).join(' '), 'en')).toHaveLength(MAX_QUERY_TERMS);
    const { index } = await indexFor([doc('ru', '/ru/docs/a', 'Страница', [['a', 'Раздел', `текст ${'б'.repeat(60)}`]])], 'ru');
    expect(await routes(index, 'б'.repeat(2_000))).toEqual(['/ru/docs/a']);
  });

  it('API operations: found by id, method, path and summary, below the guide for a generic word', async () => {
    const { index } = await indexFor(
      [
        operation('ru', 'create-api-key', 'Создать ключ API', 'createApiKey', 'POST', '/api-keys', 'Создаёт ключ API.'),
        operation('ru', 'get-api-keys', 'Получить ключи API', 'getApiKeys', 'GET', '/api-keys', 'Возвращает ключи API пользователя.'),
        operation('ru', 'delete-api-key', 'Удалить ключ API', 'deleteApiKey', 'DELETE', '/api-keys/{id}', 'Удаляет ключ API.'),
        doc('ru', '/ru/docs/features/api-keys', 'Ключи API', [['create', 'Как создать ключ', 'Ключ API создаётся в настройках учётной записи.']]),
      ],
      'ru',
    );
    expect((await routes(index, 'ключ API'))[0]).toBe('/ru/docs/features/api-keys');
    expect((await routes(index, 'API'))[0]).toBe('/ru/docs/features/api-keys');
    expect((await routes(index, 'getApiKeys'))[0]).toBe('/ru/docs/api/get-api-keys');
    expect((await routes(index, 'GET /api-keys'))[0]).toBe('/ru/docs/api/get-api-keys');
    expect((await routes(index, 'DELETE'))[0]).toBe('/ru/docs/api/delete-api-key');
    expect((await routes(index, 'удалить ключ'))[0]).toBe('/ru/docs/api/delete-api-key');
  });

  it('API operations: found by the names and summaries of their callbacks, shown beside the body', async () => {
    const subscribe = { ...operation('en', 'subscribe', 'Subscribe', 'subscribe', 'POST', '/subscriptions', 'Subscribes to events.'), callbacks: [{ name: 'onBookingEvent', method: 'post', url: '{$request.body#/url}', summary: 'A reservation changed', statuses: [] }] } as PageData;
    const { index } = await indexFor([subscribe, operation('en', 'list', 'List subscriptions', 'listSubscriptions', 'GET', '/subscriptions', 'Lists them.')], 'en');
    expect(await routes(index, 'onBookingEvent')).toEqual(['/en/docs/api/subscribe']);
    expect(await routes(index, 'reservation')).toEqual(['/en/docs/api/subscribe']);
  });
});
