import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, launchChromium, openPage } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Russian edition', () => {
  it('is complete and readable with JavaScript disabled', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl}/ru/docs/overview/welcome`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await expect(page.locator('h1').textContent()).resolves.toBe('Добро пожаловать в Immich');
    expect(await page.locator('main').textContent()).toContain('резервную копию');
    expect(await page.locator('nav[aria-label="Документация"] a').count()).toBeGreaterThan(40);
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

  it('finds the welcome page by a Russian word form that is not in the text', async () => {
    const { page, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/requirements`);
    const box = page.getByRole('combobox', { name: 'Поиск по документации' });
    await box.focus();
    await expect.poll(() => box.getAttribute('placeholder')).toBe('Поиск');
    // The page says "инженер-электрик"; the query uses the instrumental case.
    await box.fill('инженером');
    const hit = page.locator('.ld-search__hit a').first();
    await expect.poll(() => hit.getAttribute('href')).toBe('/ru/docs/overview/welcome#how-immich-started');
    await hit.click();
    await page.waitForURL(`${baseUrl}/ru/docs/overview/welcome#how-immich-started`);
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

  it('shows an untranslated page from its fallback locale with a notice in the reader\'s language', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/de/docs/overview/welcome`);
    expect(await page.locator('.ld-notice--fallback').textContent()).toContain('noch nicht ins Deutsche übersetzt');
    expect(await page.locator('h1').textContent()).toBe('Welcome to Immich');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://immich.app/en/docs/overview/welcome');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    await page.goto(`${baseUrl}/zh-Hant/docs/overview/welcome`);
    expect(await page.locator('h1').textContent()).toBe('欢迎使用 Immich');
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
