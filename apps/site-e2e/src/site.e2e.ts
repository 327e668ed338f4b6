import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

useChromium((launched) => (browser = launched));

describe('the Russian edition', () => {
  it('is complete and readable with JavaScript disabled', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl}/ru/docs/overview/welcome`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await expect(page.locator('h1').textContent()).resolves.toBe('Добро пожаловать в Immich');
    expect(await page.locator('main').textContent()).toContain('резервную копию');
    // The sidebar: every page of the current section, the first pages of the other open one, and a
    // link into every other section (whose first page shows that section open), so every page is
    // reachable without JavaScript.
    const sidebar = page.locator('nav[aria-label="Документация"]');
    expect(await sidebar.locator('a[href^="/ru/docs/overview/"]').count()).toBe(5);
    expect(await sidebar.locator('a[href^="/ru/docs/install/"]').count()).toBeGreaterThanOrEqual(9);
    for (const section of ['administration', 'features', 'guides', 'developer']) {
      expect(await sidebar.locator(`a[href^="/ru/docs/${section}/"]`).count(), section).toBeGreaterThan(0);
    }
    expect(await page.locator('.ld-locale-dropdown a').count()).toBe(10);
  });

  it('hydrates without errors and navigates on the client', async () => {
    const { page, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('nav[aria-label="Документация"] a[href="/ru/docs/install/requirements"]').click();
    await page.waitForURL(`${baseUrl}/ru/docs/install/requirements`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Системные требования');
    // Same document: the client router navigated, no full page load.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  it('switching the language to English keeps the reader on the same doc', async () => {
    const { page, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
    await page.locator('.ld-locale-dropdown summary').click();
    await page.locator('.ld-locale-dropdown a[hreflang="en"]').click();
    await page.waitForURL(`${baseUrl}/en/docs/install/docker-compose`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toMatch(/Docker Compose/);
    expect(problems.errors).toEqual([]);
  });
});

describe('locales and fallbacks', () => {
  it('serves every locale, with the default locale at the root and no prefix', async () => {
    const { page, problems } = await openPage(browser);
    for (const [prefix, lang] of [['', 'zh-Hans'], ['/zh-Hant', 'zh-Hant'], ['/ja', 'ja'], ['/ko', 'ko'], ['/en', 'en'], ['/pt', 'pt'], ['/es', 'es'], ['/fr', 'fr'], ['/de', 'de'], ['/ru', 'ru']]) {
      const response = await gotoHydrated(page, `${baseUrl}${prefix}/docs/overview/welcome`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
    }
    expect(problems.errors).toEqual([]);
  });

  it('shows every locale its own translation of a doc, with no fallback notice', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const titles: Record<string, string> = {};
    for (const prefix of ['', '/zh-Hant', '/ja', '/ko', '/en', '/pt', '/es', '/fr', '/de', '/ru']) {
      await page.goto(`${baseUrl}${prefix}/docs/overview/welcome`);
      expect(await page.locator('.ld-notice--fallback').count(), prefix).toBe(0);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://immich.app${prefix}/docs/overview/welcome`);
      expect(await page.locator('link[rel="alternate"][hreflang]').count(), prefix).toBe(11);
      titles[prefix] = (await page.locator('h1').textContent()) ?? '';
    }
    // Ten different titles: no locale shows another's words.
    expect(new Set(Object.values(titles)).size).toBe(10);
    expect(titles['/de']).toBe('Willkommen bei Immich');
    expect(titles['/zh-Hant']).not.toBe(titles['']);
  });
});

describe('not found', () => {
  it('answers an unknown path with HTTP 404 and the localized not-found page', async () => {
    const { page, problems } = await openPage(browser);
    const response = await gotoHydrated(page, `${baseUrl}/ru/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Страница не найдена');
    await page.getByRole('link', { name: 'На главную' }).isVisible();
    expect(problems.errors).toEqual([]);
  });
});

describe('API reference', () => {
  it('renders an operation page under a locale prefix', async () => {
    const { page, problems } = await openPage(browser);
    const response = await gotoHydrated(page, `${baseUrl}/ru/docs/api/get-server-config`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('.ld-api__endpoint').textContent()).toContain('/server/config');
    expect(await page.locator('.ld-code').count()).toBeGreaterThanOrEqual(3);
    expect(problems.errors).toEqual([]);
  });
});

describe('docs layout', () => {
  it('collapses and expands a sidebar category', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${baseUrl}/en/docs/install/docker-compose`);
    const toggle = page.locator('.ld-sidebar__toggle').first();
    const isOpen = () => toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    await expect(isOpen()).resolves.toBe(true);
    const firstLink = page.locator('nav.ld-sidebar a[href="/en/docs/overview/welcome"]');
    expect(await firstLink.isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => firstLink.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => firstLink.isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('marks the section being read in the table of contents (scroll-spy, desktop)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${baseUrl}/en/docs/install/environment-variables`);
    const entries = page.locator('.ld-doc__toc .ld-toc li > a');
    const last = entries.last();
    const lastId = (await last.getAttribute('href'))!.slice(1);
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), lastId);
    await expect.poll(() => last.getAttribute('aria-current')).toBe('location');
    await expect(page.locator('.ld-doc__toc a[aria-current="location"]').count()).resolves.toBe(1);
  });

  it('folds the table of contents into a disclosure on a phone', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
    expect(await page.locator('.ld-doc__toc').isVisible()).toBe(false);
    await page.locator('.ld-toc-mobile summary').click();
    expect(await page.locator('.ld-toc-mobile a').first().isVisible()).toBe(true);
  });

  it('copies a code block with the copy button, highlighted at build time', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await gotoHydrated(page, `${baseUrl}/en/docs/install/docker-compose`);
    const block = page.locator('.ld-code[data-language="bash"]').first();
    expect(await block.locator('span[style*="--shiki-light"]').count()).toBeGreaterThan(0);
    const text = await block.locator('pre').innerText();
    await block.hover();
    await block.getByRole('button').click();
    await expect.poll(() => block.getByRole('button').textContent()).toBe('Copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text.trim());
  });

  it('serves the scaling guide at both routes, canonical to scaling-immich', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    for (const route of ['/ru/docs/guides/scaling', '/ru/docs/guides/scaling-immich']) {
      const response = await page.goto(baseUrl + route);
      expect(response?.status()).toBe(200);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://immich.app/ru/docs/guides/scaling-immich');
    }
  });
});
