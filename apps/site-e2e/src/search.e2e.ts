import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

useChromium((launched) => (browser = launched));

/** The search files of a locale: its manifest (fetched at idle time), shards and chunks (fetched by queries). */
const SEARCH_FILES = /\/search-[0-9]+(\.json|\/[td][0-9]+\.json\.gz)$/;
/** A locale's term shards (`t<n>`) and document chunks (`d<n>`), stored gzipped: fetched only by a query. */
const SEARCH_SHARDS_AND_CHUNKS = /\/search-[0-9]+\/[td][0-9]+\.json\.gz$/;
/** Most bytes (gzip) the search files of a first query may weigh. */
const FIRST_QUERY_BUDGET = 150 * 1024;

/** Whether the element with this id is (at least partly) inside the window. */
const inViewport = (page: Page, id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return !!box && box.bottom > 0 && box.top < window.innerHeight;
  }, id);

/**
 * The search box, once it works: the page's content may hydrate a moment after the page is marked
 * hydrated, and the box announces its shortcut (`aria-keyshortcuts`) only when its key listener is on.
 */
async function searchBox(page: Page, name = 'Поиск по документации') {
  await page.locator('.ld-search-button[aria-keyshortcuts]').waitFor();
  return page.getByRole('button', { name });
}

/** The dialog's parts by their Russian names. */
function russianDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Поиск по документации' });
  return { dialog, input: dialog.getByRole('combobox', { name: 'Поиск по документации' }), options: dialog.getByRole('option') };
}

describe('search', () => {
  it('loads only the manifest before a query; Ctrl+K opens it, ArrowDown and Enter land on the section', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    const button = await searchBox(page);
    // Enabled once the manifest has arrived, with no sign of interest from the reader.
    await expect.poll(() => button.textContent()).toBe('Поиск');
    // The manifest only, fetched at idle time: shards and chunks come with the query that needs them.
    const searchPaths = () => requested.filter((url) => SEARCH_FILES.test(url)).map((url) => new URL(url).pathname.replace(/-[^-/]+\.json$/, ''));
    expect(searchPaths()).toEqual(['/ru/search']);

    await page.keyboard.press('Control+K');
    const { dialog, input, options } = russianDialog(page);
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(searchPaths()).toEqual(['/ru/search']);

    await input.fill('шаблон хранилища');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect(requested.filter((url) => SEARCH_SHARDS_AND_CHUNKS.test(url)).length).toBeGreaterThan(0);
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.some((href) => href?.startsWith('/ru/docs/administration/storage-template'))).toBe(true);
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/^\d+ результат(а|ов)?$/);

    await page.keyboard.press('ArrowDown');
    const selectedId = await input.getAttribute('aria-activedescendant');
    const target = await page.locator(`[id="${selectedId}"]`).getAttribute('href');
    expect(target).toBe(hrefs[1]);
    expect(target).toMatch(/^\/ru\/docs\/.+#.+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${encodeURI(target!)}`);
    await expect.poll(() => dialog.count()).toBe(0);
    const anchor = decodeURIComponent(target!.split('#')[1]!);
    await expect.poll(() => inViewport(page, anchor)).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('is disabled and says "Loading..." after load while the manifest is slow, then is enabled; no shard or chunk before a query', async () => {
    const { page, problems } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let manifestAsked!: () => void;
    const asked = new Promise<void>((resolve) => (manifestAsked = resolve));
    await page.route(SEARCH_FILES, async (route) => {
      manifestAsked();
      await held;
      await route.continue();
    });
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    // Asked for without any sign of interest, once the page is idle.
    await asked;
    const button = page.locator('.ld-search-button');
    expect(await button.textContent()).toBe('Загрузка...');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('.ld-search-button__keys').count()).toBe(0);
    // Asking while it loads (Enter on the focused box) opens the dialog once loaded; focus stays meanwhile.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    const { input, options } = russianDialog(page);
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    expect(await button.textContent()).toBe('Поиск');
    expect(await page.locator('.ld-search-button__keys').textContent()).toBe('Ctrl K');
    expect(requested.filter((url) => SEARCH_FILES.test(url))).toHaveLength(1);
    expect(requested.filter((url) => SEARCH_SHARDS_AND_CHUNKS.test(url))).toEqual([]);
    await input.fill('резервная копия');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(requested.filter((url) => SEARCH_SHARDS_AND_CHUNKS.test(url)).length).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
  });

  it('finds the welcome page by a Russian word form that is not in the text', async () => {
    const { page, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/requirements`);
    await (await searchBox(page)).click();
    const { input, options } = russianDialog(page);
    // The page says "инженер-электрик"; the query uses the instrumental case.
    await input.fill('инженером');
    const hit = options.first();
    await expect.poll(() => hit.getAttribute('href')).toBe('/ru/docs/overview/welcome#how-immich-started');
    expect(await hit.locator('mark').first().textContent()).toBe('инженер');
    await hit.click();
    await page.waitForURL(`${baseUrl}/ru/docs/overview/welcome#how-immich-started`);
    await expect.poll(() => inViewport(page, 'how-immich-started')).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('finds 备份 on the zh-Hans site at the root; Escape closes and returns focus to the box', async () => {
    const { page, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/docs/overview/welcome`);
    const button = await searchBox(page, '搜索文档');
    await button.click();
    const dialog = page.getByRole('dialog', { name: '搜索文档' });
    await dialog.getByRole('combobox').fill('备份');
    const options = dialog.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('/docs/'))).toBe(true);
    expect(await dialog.locator('mark', { hasText: '备份' }).count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/^\d+ 条结果$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it.each([
    ['ru', '/ru/docs/overview/welcome', 'Поиск по документации', 'как обновить immich'],
    ['zh-Hans', '/docs/overview/welcome', '搜索文档', '数据库备份'],
  ])('a first %s query downloads at most 150 KB gzip of search files, and results appear', async (_locale, route, name, query) => {
    const { page, problems } = await openPage(browser);
    // Bytes as a compressing host sends them: shards and chunks as stored (gzipped), the manifest gzipped.
    const bodies: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (SEARCH_FILES.test(response.url())) bodies.push(response.body().then((body) => (response.url().endsWith('.gz') ? body.length : gzipSync(body).length)));
    });
    await gotoHydrated(page, `${baseUrl}${route}`);
    await (await searchBox(page, name)).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('combobox').fill(query);
    await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(0);
    const files = await Promise.all(bodies);
    expect(files.length).toBeGreaterThan(1);
    const gzip = files.reduce((sum, bytes) => sum + bytes, 0);
    expect(gzip).toBeLessThanOrEqual(FIRST_QUERY_BUDGET);
    expect(problems.errors).toEqual([]);
  });

  it('is left out without JavaScript, where it could not work', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/ru/docs/overview/welcome`);
    expect(await page.locator('.ld-search-button').count()).toBe(1);
    expect(await page.locator('.ld-search-button').isVisible()).toBe(false);
  });

  it('fills the screen on a phone, with a close button that returns focus to the box', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    const button = await searchBox(page);
    await button.tap();
    const { dialog } = russianDialog(page);
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Закрыть поиск' }).tap();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems.errors).toEqual([]);
  });
});
