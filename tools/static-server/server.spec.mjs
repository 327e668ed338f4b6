import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, negotiateEncoding, serveStatic } from './index.mjs';

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values and *, and falls back to identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed bundles and shared data parts a year and revalidates everything named by route', () => {
    expect(cacheControlFor('/assets/entry-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/_data/_shared/Xy9_a-b.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/_data/ru/docs/x.json')).toBe('no-cache');
    expect(cacheControlFor('/ru/docs/x/index.html')).toBe('no-cache');
  });
});

describe('serveStatic', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const page = `<!doctype html><html><body>${'<p>Привет, мир</p>'.repeat(200)}</body></html>`;
  let server;
  const get = (urlPath, headers = {}) =>
    new Promise((resolve, reject) => {
      http.get(server.url + urlPath, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'ru/docs/x'), { recursive: true });
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'ru/docs/x/index.html'), page);
    fs.writeFileSync(path.join(root, 'ru/404.html'), '<p>Не найдено</p>');
    fs.writeFileSync(path.join(root, 'assets/logo.png'), Buffer.alloc(2000, 1));
    fs.mkdirSync(path.join(root, 'ru/search-1'));
    fs.writeFileSync(path.join(root, 'ru/search-1/t0.json.gz'), zlib.gzipSync('{"terms":{}}'));
    server = await serveStatic(root);
  });
  afterAll(() => server.close());

  it('sends brotli or gzip as the request accepts, with Vary, and the same bytes once decoded', async () => {
    const br = await get('/ru/docs/x', { 'accept-encoding': 'gzip, br' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
    const gzip = await get('/ru/docs/x/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get('/ru/docs/x');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('answers a matching If-None-Match with 304, per encoding', async () => {
    const first = await get('/ru/docs/x', { 'accept-encoding': 'br' });
    expect((await get('/ru/docs/x', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag })).status).toBe(304);
    expect((await get('/ru/docs/x', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag })).status).toBe(200);
  });

  it('leaves images uncompressed and caches hashed assets for a year', async () => {
    const png = await get('/assets/logo.png', { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a search shard stored gzipped as it is, not compressed again', async () => {
    const shard = await get('/ru/search-1/t0.json.gz', { 'accept-encoding': 'gzip, br' });
    expect(shard.headers).toMatchObject({ 'content-type': 'application/gzip', 'cache-control': 'no-cache' });
    expect(shard.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(shard.body).toString()).toBe('{"terms":{}}');
  });

  it('answers an unknown path under a locale with that locale’s 404 page', async () => {
    const missing = await get('/ru/nowhere', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).toString()).toBe('<p>Не найдено</p>');
  });
});
