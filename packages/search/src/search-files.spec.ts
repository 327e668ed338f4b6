/**
 * The files as a site serves them: the plugin writes shards and chunks gzip-compressed, and
 * `loadSearchIndex` reads them over fetch, compressed or already decompressed by the host.
 */
import type { BuildContext, DocPageData, PageData } from '@lumidoc/contract';
import { gunzipSync, gzipSync } from 'node:zlib';
import { searchPlugin, type SearchIndexStats } from './build/plugin.js';
import { loadSearchIndex, parseSearchFile } from './client/index.js';

const page = (locale: string, route: string, title: string, text: string): DocPageData => ({
  kind: 'doc', id: route, locale, route, title, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
  body: { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: { id: 'intro' }, children: [{ type: 'text', value: 'Intro' }] }, { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }] },
  toc: [], breadcrumbs: [], draft: false, unlisted: false, version: 'current',
});

/** Runs the plugin's emit over `pages` (locales `en` at the root and `ru`), returning the files it wrote. */
async function emitted(pages: PageData[]) {
  const files = new Map<string, string | Uint8Array>();
  let stats: SearchIndexStats[] = [];
  const locales = [{ code: 'en', path: '' }, { code: 'ru', path: 'ru' }];
  const context = {
    locales: { list: locales, get: (code: string) => locales.find((l) => l.code === code) },
    pages,
    runtime: { searchTimestamp: '7' },
    emitFile: (file: string, data: string | Uint8Array) => files.set(file, data),
    log: () => undefined,
  } as unknown as BuildContext;
  await searchPlugin({ onStats: (s) => (stats = s) }).emit!(context);
  return { files, stats };
}

const pages = [page('en', '/docs/backup', 'Backup', 'Dump the database before an upgrade.'), page('ru', '/ru/docs/backup', 'Резервные копии', 'Сделайте дамп базы перед обновлением.')];

describe('search files', () => {
  it('stores shards and chunks as gzipped JSON beside a plain JSON manifest', async () => {
    const { files, stats } = await emitted(pages);
    expect([...files.keys()].sort()).toEqual(['ru/search-7.json', 'ru/search-7/d0.json.gz', 'ru/search-7/t0.json.gz', 'search-7.json', 'search-7/d0.json.gz', 'search-7/t0.json.gz']);
    const manifest = JSON.parse(files.get('ru/search-7.json') as string);
    expect(manifest).toMatchObject({ format: 3, locale: 'ru', folder: 'search-7' });
    const chunk = JSON.parse(gunzipSync(files.get('ru/search-7/d0.json.gz') as Uint8Array).toString('utf8'));
    expect(chunk.documents[0]).toMatchObject({ route: '/ru/docs/backup', title: 'Резервные копии' });
    // The sizes reported are the bytes written.
    const written = [...files].filter(([file]) => !file.startsWith('ru/')).reduce((sum, [, data]) => sum + (typeof data === 'string' ? Buffer.byteLength(data) : data.length), 0);
    expect(stats.find((s) => s.locale === 'en')).toMatchObject({ documents: 1, shards: 1, chunks: 1, bytes: written });
  });

  it('gives the same bytes for the same index, so an unchanged locale keeps its files', async () => {
    const first = await emitted(pages);
    const second = await emitted(pages);
    expect(Buffer.compare(first.files.get('search-7/t0.json.gz') as Uint8Array, second.files.get('search-7/t0.json.gz') as Uint8Array)).toBe(0);
  });

  it.each([
    ['as stored (gzip)', (data: Uint8Array) => data],
    ['decompressed by a host that sent Content-Encoding: gzip', (data: Uint8Array) => gunzipSync(data)],
  ])('are read by loadSearchIndex over fetch %s', async (_how, served) => {
    const { files } = await emitted(pages);
    const requested: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      const file = String(url).replace(/^\/docs-site\//, '');
      requested.push(file);
      const data = files.get(file);
      if (data === undefined) return new Response('not found', { status: 404 });
      return new Response(typeof data === 'string' ? data : new Uint8Array(served(data)));
    };
    const index = await loadSearchIndex({ baseUrl: '/docs-site/', localePath: 'ru', timestamp: '7', fetch: fetch as typeof globalThis.fetch });
    expect((await index.search('дамп'))[0]).toMatchObject({ route: '/ru/docs/backup', anchor: 'intro' });
    expect(requested.sort()).toEqual(['ru/search-7.json', 'ru/search-7/d0.json.gz', 'ru/search-7/t0.json.gz']);
  });

  it('names a damaged file and the fix', async () => {
    await expect(parseSearchFile(gzipSync('{"terms":{}}').subarray(0, 12), 'ru/search-7/t0.json.gz')).rejects.toThrow(/^Search file ru\/search-7\/t0\.json\.gz is neither gzip-compressed JSON nor JSON \(.+\): the file is damaged or was not written by @lumidoc\/search; rebuild the site$/);
    await expect(parseSearchFile(new TextEncoder().encode('<!doctype html>'), 'ru/search-7/d0.json.gz')).rejects.toThrow(/Search file ru\/search-7\/d0\.json\.gz is neither/);
    expect(await parseSearchFile(gzipSync('{"documents":[]}'), 'd0.json.gz')).toEqual({ documents: [] });
  });
});
