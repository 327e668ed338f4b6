import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { clientBundleBytes, fileCategory, outputBytes, pageBytes, searchIndexes, snapshot, snapshotDiff } from './measure.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-measure-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('docs/a/index.html', '<html></html>');
write('_data/abc/docs/a.json', '{}');
// Shards and chunks are stored gzipped.
write('search-1.json', JSON.stringify({ format: 3, locale: 'zh-Hans', documents: 2, maxHits: 8, folder: 'search-1', shards: ['a'], chunkSize: 16 }));
write('search-1/t0.json.gz', gzipSync('{"terms":{}}'));
write('search-1/d0.json.gz', gzipSync('{"documents":[]}'));
write('ru/search-1.json', JSON.stringify({ format: 3, locale: 'ru', documents: 1, maxHits: 8, folder: 'search-1', shards: ['a'], chunkSize: 16 }));
const ruShard = '{"terms":{"a":[0,1000]}}';
write('ru/search-1/t0.json.gz', gzipSync(ruShard));
write('ru/search-1/d0.json.gz', gzipSync('{"documents":[]}'));
write('assets/entry.js', 'console.log(1)');
write('assets/entry.css', 'body{}');
write('.vite/manifest.json', '{}');
write('sitemap.xml', '<urlset/>');

describe('fileCategory', () => {
  it.each([
    ['ru/docs/a/index.html', 'html'],
    ['_data/x/ru/docs/a.json', 'data'],
    ['ru/search-1.json', 'search'],
    ['search-1/t0.json.gz', 'search'],
    ['ru/search-1/d0.json.gz', 'search'],
    ['_data/x/ru/docs/api/search-smart.json', 'data'],
    ['assets/entry.js', 'assets'],
    ['sitemap.xml', 'other'],
  ])('%s is %s', (file, category) => expect(fileCategory(file)).toBe(category));
});

describe('a built folder', () => {
  it('counts bytes per category, without the Vite manifest', () => {
    const out = outputBytes(root);
    expect(out.files).toBe(11);
    expect(out.byCategory.html).toEqual({ files: 1, bytes: 13 });
    expect(out.byCategory.search.files).toBe(6);
  });

  it('sums the HTML and data of the pages of some routes, and counts them by their HTML', () => {
    expect(pageBytes(root, (route) => route === '/docs/a' || route === '/abc/docs/a')).toEqual({ pages: 1, bytes: 13 + 2 });
    expect(pageBytes(root, (route) => route.startsWith('/abc/'))).toEqual({ pages: 0, bytes: 2 });
    expect(pageBytes(root, () => false)).toEqual({ pages: 0, bytes: 0 });
  });

  it('sums client scripts and stylesheets', () => {
    expect(clientBundleBytes(root)).toMatchObject({ js: { raw: 14, files: 1 }, css: { raw: 6, files: 1 } });
  });

  it('finds each locale’s search files, naming the locale from the manifest', () => {
    const indexes = searchIndexes(root);
    expect(Object.keys(indexes).sort()).toEqual(['ru', 'zh-Hans']);
    const manifestBytes = fs.statSync(path.join(root, 'search-1.json')).size;
    expect(indexes['zh-Hans']).toMatchObject({ sections: 2, shards: 1, chunks: 1, documents: { raw: 16 }, index: { raw: manifestBytes + 12 }, largestShard: { raw: 12 }, files: { manifest: 'search-1.json' } });
    expect(indexes.ru.files.manifest).toBe(path.join('ru', 'search-1.json'));
    // A gzipped shard: its JSON's bytes as raw, its own size as what travels.
    expect(indexes.ru).toMatchObject({ shards: 1, chunks: 1, largestShard: { raw: ruShard.length, gzip: gzipSync(ruShard).length } });
  });

  it('tells changed, added and unchanged files apart between snapshots', () => {
    const before = snapshot(root);
    write('sitemap.xml', '<urlset><url/></urlset>');
    write('_data/def/docs/a.json', '{}');
    expect(snapshotDiff(before, snapshot(root))).toEqual({ before: 12, changed: 1, added: 1, unchanged: 11 });
  });
});
