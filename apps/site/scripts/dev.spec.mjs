import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@lumidoc/vitest-config';
import { searchPlugin } from '@lumidoc/search/build';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from './dev.mjs';

// One dev server at a time: both share Vite's dependency cache of apps/site.
const lang = (html) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const h1 = (html) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
const runtimeOf = (html) => JSON.parse(/<script id="lumidoc-runtime" type="application\/json">(.*?)<\/script>/s.exec(html)[1]);

async function get(url) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/**
 * Loads a page in Chromium, waits for hydration and runs `check`. Console errors, uncaught errors
 * and failed requests fail the test, except requests whose URL matches `missing`.
 */
async function inChromium(url, check, { missing } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    // A failed request is reported below with its URL; the console's line for it has none.
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => response.status() >= 400 && !missing?.test(response.url()) && errors.push(`HTTP ${response.status()} for ${response.url()}`));
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
}

describe('the development server on the Immich site', () => {
  const lines = [];
  let server;
  beforeAll(async () => {
    server = await startDevServer({ port: 0, log: (line) => lines.push(line) });
  }, 180_000);
  afterAll(() => server?.close());

  it('prints the docs URL of all ten locales, zh-Hans at the root', () => {
    const urls = lines.filter((line) => line.includes(`${server.url}/`) && line.endsWith('/docs/overview/welcome')).map((line) => line.trim().split(/\s+/)[1]);
    expect(urls).toHaveLength(10);
    expect(urls).toContain(`${server.url}/docs/overview/welcome`);
    expect(urls).toContain(`${server.url}/ru/docs/overview/welcome`);
  });

  it('renders pages of every locale with their language and heading', async () => {
    for (const [route, expectedLang, heading] of [
      ['/', 'zh-Hans', '你的照片和视频，存在你自己的服务器上'],
      ['/ru/docs/overview/welcome', 'ru', 'Добро пожаловать в Immich'],
      ['/ja/docs/overview/welcome', 'ja', 'Immich へようこそ'],
      ['/en/blog', 'en', 'Blog'],
    ]) {
      const page = await get(server.url + route);
      expect(page.status, route).toBe(200);
      expect(page.type).toBe('text/html; charset=utf-8');
      expect(lang(page.text), route).toBe(expectedLang);
      expect(h1(page.text), route).toBe(heading);
      // The development entry (Vite's client, then the source entry), not a built bundle.
      expect(page.text).toContain('<script type="module" src="/@lumidoc/dev-entry.js">');
    }
  }, 60_000);

  it('serves the development entry, which loads Vite\'s client and the client entry from source and passes page data updates on', async () => {
    const entry = await get(`${server.url}/@lumidoc/dev-entry.js`);
    expect(entry.type).toBe('text/javascript; charset=utf-8');
    expect(entry.text).toMatch(/import \{ createHotContext \} from '\/@vite\/client';\nimport '\/@id\/@vitejs\/plugin-react\/preamble';\nimport '\/src\/entry-client\.ts';/);
    expect(entry.text).toContain(".on('lumidoc:data-changed',");
    expect((await get(`${server.url}/src/entry-client.ts`)).text).toContain('hydrate.ts');
  });

  // The search index is built when it is first asked for (ten locales: seconds on a busy machine).
  it('serves page data, sidebars and search indexes from memory', { timeout: 60_000 }, async () => {
    const { searchTimestamp } = runtimeOf((await get(`${server.url}/ru/docs/overview/welcome`)).text);
    const data = await get(`${server.url}/_data/ru/docs/overview/welcome.json`);
    expect(data.status).toBe(200);
    expect(data.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(data.text)).toMatchObject({ kind: 'doc', locale: 'ru', title: 'Добро пожаловать в Immich' });
    expect(JSON.parse((await get(`${server.url}/_data/_sidebars/ru/docs.json`)).text)).toMatchObject({ id: 'docs', locale: 'ru' });
    // An operation's page names the part its ten locales share, served beside it.
    const operation = JSON.parse((await get(`${server.url}/_data/ru/docs/api/login.json`)).text);
    expect(operation).toMatchObject({ kind: 'api-operation', operationId: 'login' });
    const shared = await get(`${server.url}/_data/_shared/${operation.$shared}.json`);
    expect(shared.status).toBe(200);
    expect(JSON.parse(shared.text)).toMatchObject({ responses: expect.any(Array), codeSamples: expect.any(Array) });
    const manifest = await get(`${server.url}/ru/search-${searchTimestamp}.json`);
    expect(manifest.status).toBe(200);
    const { folder, documents, chunkSize } = JSON.parse(manifest.text);
    // Chunks are stored gzip-compressed; the client decompresses them.
    const chunks = Array.from({ length: Math.ceil(documents / chunkSize) }, (_, i) => `${server.url}/ru/${folder}/d${i}.json.gz`);
    const texts = await Promise.all(chunks.map(async (url) => gunzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).toString('utf8')));
    expect(texts.some((text) => text.includes('Добро пожаловать в Immich'))).toBe(true);
  });

  it('serves public files and the archived versions list through Vite', async () => {
    expect((await get(`${server.url}/img/immich-logo.svg`)).status).toBe(200);
    const archived = await get(`${server.url}/archived-versions.json`);
    expect(archived.status).toBe(200);
    expect(Array.isArray(JSON.parse(archived.text))).toBe(true);
  });

  it('answers an unknown route with the localized not-found page and 404', async () => {
    const page = await get(`${server.url}/ru/docs/no-such-page`);
    expect(page.status).toBe(404);
    expect(lang(page.text)).toBe('ru');
    expect(h1(page.text)).toBe('Страница не найдена');
  });

  it('hydrates a Russian page in Chromium and navigates on the client', async () => {
    await inChromium(`${server.url}/ru/docs/overview/welcome`, async (page) => {
      await page.locator('nav[aria-label="Документация"] a[href="/ru/docs/install/requirements"]').click();
      await page.waitForURL(`${server.url}/ru/docs/install/requirements`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Системные требования');
    });
  }, 90_000);
});

describe('the development server on a fixture site', () => {
  const welcome = (title) => `---\ntitle: ${title}\nsidebar_position: 1\n---\n\nText.\n`;
  // The search box loads its index when the page is idle, so the fixture keeps the search plugin.
  const overrides = { sidebars: { docs: [{ type: 'autogenerated', dirName: 'overview' }] }, plugins: [searchPlugin()], docAliases: {} };
  let siteDir;
  let server;
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  };
  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-dev-'));
    write('content/docs/en/overview/welcome.md', welcome('Welcome'));
    write('content/docs/zh-Hans/overview/welcome.md', welcome('欢迎'));
    write('content/docs/ru/overview/welcome.md', welcome('Первый'));
    write('content/docs/en/overview/upcoming.md', '---\ntitle: Upcoming\ndraft: true\n---\n\nNot yet.\n');
    server = await startDevServer({ port: 0, siteDir, overrides, log: () => undefined });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('includes drafts, marked as drafts', async () => {
    const page = await get(`${server.url}/en/docs/overview/upcoming`);
    expect(page.status).toBe(200);
    expect(h1(page.text)).toBe('Upcoming');
    expect(JSON.parse((await get(`${server.url}/_data/en/docs/overview/upcoming.json`)).text)).toMatchObject({ draft: true });
  });

  it('shows an edit after collecting again, and a content error until it is fixed', async () => {
    const ruPage = `${server.url}/ru/docs/overview/welcome`;
    expect(h1((await get(ruPage)).text)).toBe('Первый');

    write('content/docs/ru/overview/welcome.md', welcome('Второй'));
    await expect.poll(async () => h1((await get(ruPage)).text), { timeout: 15_000 }).toBe('Второй');

    write('content/docs/ru/overview/welcome.md', `---\ntitle: Второй\nsidebar_position: first\n---\n\nText.\n`);
    await expect.poll(async () => (await get(ruPage)).status, { timeout: 15_000 }).toBe(500);
    const failing = await get(ruPage);
    expect(failing.text).toContain('content/docs/ru/overview/welcome.md');
    expect(failing.text).toContain('sidebar_position');
    // The last good collection still answers data requests.
    expect(JSON.parse((await get(`${server.url}/_data/ru/docs/overview/welcome.json`)).text)).toMatchObject({ title: 'Второй' });

    write('content/docs/ru/overview/welcome.md', welcome('Третий'));
    await expect.poll(async () => (await get(ruPage)).status, { timeout: 15_000 }).toBe(200);
    expect(h1((await get(ruPage)).text)).toBe('Третий');
  }, 60_000);

  it('reloads the page in the browser when the content changes', async () => {
    await inChromium(`${server.url}/ru/docs/overview/welcome`, async (page) => {
      const before = await page.locator('h1').textContent();
      write('content/docs/ru/overview/welcome.md', welcome('Четвёртый'));
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Четвёртый', undefined, { timeout: 20_000 });
      expect(before).not.toBe('Четвёртый');
      await page.waitForSelector('html[data-hydrated]');
      // The fixture has docs only: the router's prefetch of the home page finds no data.
    }, { missing: /\/_data\/ru\.json$/ });
  }, 90_000);

  it('takes a saved body edit into the open page in place: no reload, scroll position kept', async () => {
    const long = (words) => `---\ntitle: Длинная\nsidebar_position: 1\n---\n\n${Array.from({ length: 80 }, (_, i) => `Абзац ${i}.`).join('\n\n')}\n\n${words}\n`;
    write('content/docs/ru/overview/welcome.md', long('Конец.'));
    await expect.poll(async () => h1((await get(`${server.url}/ru/docs/overview/welcome`)).text), { timeout: 15_000 }).toBe('Длинная');
    await inChromium(`${server.url}/ru/docs/overview/welcome`, async (page) => {
      await page.evaluate(() => {
        window.scrollTo(0, 1500);
        window.notReloaded = true;
      });
      write('content/docs/ru/overview/welcome.md', long('Новый конец.'));
      await page.waitForFunction(() => document.body.textContent.includes('Новый конец.'), undefined, { timeout: 20_000 });
      expect(await page.evaluate(() => [window.notReloaded, Math.round(window.scrollY)])).toEqual([true, 1500]);
    }, { missing: /\/_data\/ru\.json$/ });
  }, 90_000);
});

describe('the development server starting again', () => {
  const doc = (title) => `---\ntitle: ${title}\n---\n\nText.\n`;
  const overrides = { sidebars: { docs: [{ type: 'autogenerated', dirName: 'overview' }] }, plugins: [], docAliases: {} };
  let siteDir;
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  };
  /** Starts, reads the Russian page, stops: what was logged and the page's heading. */
  const session = async () => {
    const lines = [];
    const server = await startDevServer({ port: 0, siteDir, overrides, log: (line) => lines.push(line) });
    try {
      return { lines, heading: h1((await get(`${server.url}/ru/docs/overview/welcome`)).text) };
    } finally {
      await server.close();
    }
  };
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-dev-again-'));
    write('content/docs/en/overview/welcome.md', doc('Welcome'));
    write('content/docs/ru/overview/welcome.md', doc('Первый'));
  });
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('answers from the last session\'s data only while the sources are as they were', async () => {
    const serving = /Serving the data of the last session/;
    const first = await session();
    expect(first.heading).toBe('Первый');
    expect(first.lines.some((line) => serving.test(line))).toBe(false);
    expect(fs.existsSync(path.join(siteDir, 'node_modules', '.cache', 'lumidoc', 'dev-snapshot', 'index.json'))).toBe(true);

    const second = await session();
    expect(second.heading).toBe('Первый');
    expect(second.lines.some((line) => serving.test(line))).toBe(true);

    // Edited while no server ran: the snapshot is not used, the page shows the edit.
    write('content/docs/ru/overview/welcome.md', doc('Второй вариант'));
    const third = await session();
    expect(third.lines.some((line) => serving.test(line))).toBe(false);
    expect(third.heading).toBe('Второй вариант');
  }, 120_000);
});
