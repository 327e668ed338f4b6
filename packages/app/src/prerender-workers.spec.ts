// The worker threads run compiled code: this test uses the package's build output (the test
// target builds the package first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerender as prerenderFromDist } from '../dist/prerender.js';
import type { prerender as PrerenderFromSource } from './prerender.js';

const prerender = prerenderFromDist as typeof PrerenderFromSource;
const runtime = { css: [], entry: '/entry.js', searchTimestamp: '0', baseUrl: '/' };

// A server entry: reads the page and its sidebar through the data source, as a site's does.
const RENDER_MODULE = `
export async function render(url, { data, runtime }) {
  if (url === '/boom') throw new Error('the component broke');
  const page = await data.page(url);
  if (!page) return { status: 404, html: '<!doctype html><title>Not found</title>' };
  const sidebar = await data.sidebar(page.locale, 'docs');
  return { status: 200, html: '<!doctype html><html><head></head><body><h1>' + data.loadedPage(url).title + '</h1><p>' + sidebar.items.length + ' ' + runtime.entry + '</p></body></html>' };
}`;

describe('prerender in worker threads', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-workers-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('render.mjs', RENDER_MODULE);
    for (let i = 0; i < 40; i++) write(`out/_data/ru/docs/p${i}.json`, JSON.stringify({ title: `Страница ${i}`, locale: 'ru' }));
    write('out/_data/_sidebars/ru/docs.json', JSON.stringify({ id: 'docs', locale: 'ru', items: [1, 2, 3] }));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  // 40 routes are rendered in two threads; up to `inThisThreadUpTo` (here 0 or 40), in this one.
  it.each([
    ['two threads', 0],
    ['this thread', 40],
  ])('renders every route from the data files on disk and writes each page (%s)', async (_, inThisThreadUpTo) => {
    const routes = Array.from({ length: 40 }, (_, i) => `/ru/docs/p${i}`);
    const outDir = path.join(dir, 'out');
    const render = { module: pathToFileURL(path.join(dir, 'render.mjs')).href, runtime, threads: 2, inThisThreadUpTo };
    await prerender({ routes, notFoundRoutes: ['/ru/404'], outDir, render, preloadLinks: () => '<link rel="modulepreload" href="/doc.js">' });
    expect(fs.readFileSync(path.join(outDir, 'ru/docs/p7/index.html'), 'utf8')).toBe('<!doctype html><html><head><link rel="modulepreload" href="/doc.js"></head><body><h1>Страница 7</h1><p>3 /entry.js</p></body></html>');
    expect(fs.readFileSync(path.join(outDir, 'ru/404.html'), 'utf8')).toContain('Not found');
    expect(fs.readdirSync(path.join(outDir, 'ru/docs')).length).toBe(40);
  });

  it.each([
    ['two threads', 0],
    ['this thread', 40],
  ])('fails with the route and the cause when a page throws or has no data (%s)', async (_, inThisThreadUpTo) => {
    const render = { module: pathToFileURL(path.join(dir, 'render.mjs')).href, runtime, threads: 2, inThisThreadUpTo };
    const outDir = path.join(dir, 'out');
    await expect(prerender({ routes: ['/ru/docs/p1', '/boom'], notFoundRoutes: [], outDir, render })).rejects.toThrow(/Rendering \/boom threw: Error: the component broke/);
    await expect(prerender({ routes: ['/ru/docs/missing'], notFoundRoutes: [], outDir, render })).rejects.toThrow('Rendering /ru/docs/missing gave HTTP 404, expected 200');
  });
});
