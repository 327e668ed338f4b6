import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';
import { prerenderedRoutes } from './routes.js';

const baseUrl = inject('baseUrl');
const SPEC_URL = '/openapi/immich-openapi-specs.json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Every Russian operation page the build wrote. */
const ruOperationRoutes = prerenderedRoutes(inject('siteDir')).filter((route) => route.startsWith('/ru/docs/api/'));

interface PublishedSpec {
  openapi: string;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, { operationId: string; tags?: string[] }>>;
}

let browser: Browser;
let spec: PublishedSpec;
/** Operation ids of the published description. */
let operationIds: string[];

useChromium((launched) => (browser = launched));

beforeAll(async () => {
  const response = await fetch(baseUrl + SPEC_URL);
  expect(response.status).toBe(200);
  spec = (await response.json()) as PublishedSpec;
  operationIds = Object.values(spec.paths).flatMap((item) => Object.entries(item).filter(([method]) => METHODS.includes(method)).map(([, op]) => op.operationId));
});

/** Runs `check` on every route with a few pages in parallel; returns the problems found. */
async function sweep(routes: readonly string[], pages: Page[], check: (page: Page, route: string) => Promise<string | undefined>): Promise<string[]> {
  const queue = [...routes];
  const problems: string[] = [];
  await Promise.all(
    pages.map(async (page) => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        const problem = await check(page, route).catch((error: Error) => error.message.split('\n')[0]);
        if (problem) problems.push(`${route}: ${problem}`);
      }
    }),
  );
  return problems;
}

describe('API reference', () => {
  it('publishes the OpenAPI description it is generated from, with one page per operation', () => {
    expect(spec.openapi).toMatch(/^3\./);
    expect(operationIds).toHaveLength(200);
    expect(ruOperationRoutes).toHaveLength(operationIds.length);
    for (const slug of ['login', 'logout', 'create-album', 'upload-asset', 'search-smart', 'get-server-config', 'create-shared-link']) {
      expect(ruOperationRoutes).toContain(`/ru/docs/api/${slug}`);
    }
  });

  it(`renders every Russian operation page without JavaScript: status 200, title, method badge, path, code samples`, { timeout: 600_000 }, async () => {
    const pages = await Promise.all([0, 1, 2, 3].map(async () => (await openPage(browser, { javaScriptEnabled: false })).page));
    const problems = await sweep(ruOperationRoutes, pages, async (page, route) => {
      const response = await page.goto(baseUrl + route);
      if (response?.status() !== 200) return `HTTP ${response?.status()}`;
      if ((await page.getAttribute('html', 'lang')) !== 'ru') return 'not in Russian';
      if (!(await page.locator('h1').textContent())?.trim()) return 'no h1';
      const method = (await page.locator('.ld-api__endpoint .ld-method').textContent())?.toLowerCase() ?? '';
      if (!METHODS.includes(method)) return `no method badge (found "${method}")`;
      if (!(await page.locator('.ld-api__path').textContent())?.startsWith('/')) return 'no path';
      if ((await page.locator('.ld-api__samples [role="tabpanel"]').count()) !== 4) return 'not four code samples';
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it('lists every operation in the API sidebar, one category per area, with method badges', async () => {
    // The whole sidebar arrives once the page is interactive (the HTML carries one link per area).
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/ru/docs/api`);
    const links = page.locator('nav.ld-sidebar a[href^="/ru/docs/api/"]');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(hrefs).toHaveLength(operationIds.length);
    expect(new Set(hrefs)).toEqual(new Set(ruOperationRoutes));
    expect(await page.locator('nav.ld-sidebar a[href^="/ru/docs/api/"] .ld-badge').count()).toBe(operationIds.length);
    expect(await page.locator('nav.ld-sidebar .ld-sidebar__category').count()).toBe(new Set(Object.values(spec.paths).flatMap((item) => Object.values(item).map((op) => op.tags?.[0]))).size);
  });

  it('introduces the API in Russian: base URL, authentication, API keys, errors and the areas with counts', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl}/ru/docs/api`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Справочник API Immich');
    expect(await page.locator('.ld-markdown h2').evaluateAll((hs) => hs.map((h) => h.id))).toEqual(['base-url', 'authentication', 'api-key', 'errors', 'areas']);
    const body = (await page.locator('.ld-markdown').textContent()) ?? '';
    expect(body).toContain('Этот справочник описывает 200 операций API Immich');
    expect(body).toContain('x-api-key');
    expect(body).toContain('immich_access_token');
    expect(await page.locator('.ld-markdown a[href="/ru/docs/features/user-settings#create-api-key"]').count()).toBe(1);
    const areas = page.locator('#areas ~ table tbody tr');
    expect(await areas.count()).toBe(spec.tags.filter((tag) => Object.values(spec.paths).some((item) => Object.values(item).some((op) => op.tags?.[0] === tag.name))).length);
    expect(await areas.first().textContent()).toMatch(/^Активность\s*\d+\s*Отметки/);
    expect(await page.locator(`a.ld-button[href="${SPEC_URL}"][download]`).count()).toBe(1);
    expect(await page.locator('.ld-notice--fallback').count()).toBe(0);
  });

  it('shows the introduction in Chinese at the root and in German to a German reader', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/docs/api`);
    expect(await page.locator('h1').textContent()).toBe('Immich API 参考');
    await page.goto(`${baseUrl}/de/docs/api`);
    expect(await page.locator('h1').textContent()).toBe('Immich-API-Referenz');
    expect(await page.locator('.ld-notice--fallback').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://immich.app/de/docs/api');
  });

  it('opens nested schemas with the keyboard, switches code samples and copies one', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, `${baseUrl}/ru/docs/api/create-album`);
    expect(await page.locator('.ld-api__auth a').getAttribute('href')).toBe('/ru/docs/api#authentication');

    const disclosure = page.locator('#responses ~ .ld-api__responses details[open] :is(.ld-schema__fields, .ld-schema__variants) > li > details').first();
    const summary = disclosure.locator(':scope > summary');
    expect(await summary.textContent()).toMatch(/\d+ пол(е|я|ей)$/);
    expect(await disclosure.locator(':scope > :is(.ld-schema__fields, .ld-schema__variants) > li').first().isVisible()).toBe(false);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => disclosure.getAttribute('open')).toBe('');
    expect(await disclosure.locator(':scope > :is(.ld-schema__fields, .ld-schema__variants) > li').first().isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => disclosure.getAttribute('open')).toBeNull();

    const samples = page.locator('.ld-api__samples');
    await samples.getByRole('tab', { name: 'Python (requests)' }).click();
    const panel = samples.getByRole('tabpanel', { name: 'Python (requests)' });
    expect(await panel.isVisible()).toBe(true);
    const code = await panel.locator('pre').innerText();
    expect(code).toContain('requests.post(');
    expect(code.split('\n').length).toBeGreaterThan(5);
    await panel.hover();
    await panel.getByRole('button').click();
    await expect.poll(() => panel.getByRole('button').textContent()).toBe('Скопировано');
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a nested schema without JavaScript (native disclosure)', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/ru/docs/api/get-album-info`);
    const disclosure = page.locator(':is(.ld-schema__fields, .ld-schema__variants) > li > details').first();
    await disclosure.locator(':scope > summary').click();
    expect(await disclosure.getAttribute('open')).toBe('');
    expect(await disclosure.locator(':scope > :is(.ld-schema__fields, .ld-schema__variants) > li').first().isVisible()).toBe(true);
  });

  it('finds upload-asset among the first results when searching its operationId in Russian', async () => {
    const { page, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/ru/docs/api`);
    await page.getByRole('button', { name: 'Поиск по документации' }).click();
    const box = page.getByRole('dialog').getByRole('combobox', { name: 'Поиск по документации' });
    // A generic word ("upload") ranks guides first; the operation's own name finds the operation.
    await box.fill('uploadAsset');
    // The operation, and the guide section that names it, both come first.
    const hits = page.locator('.ld-search__hit a');
    await expect.poll(async () => (await hits.evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')))).includes('/ru/docs/api/upload-asset')).toBe(true);
    expect(problems.errors).toEqual([]);
  });
});
