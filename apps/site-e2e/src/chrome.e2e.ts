import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');

/** The ten locales by URL prefix; the default locale has none. */
const LOCALES: Array<{ code: string; prefix: string }> = ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'].map((code) => ({
  code,
  prefix: code === 'zh-Hans' ? '' : `/${code}`,
}));

/** The site's own strings (navbar, footer, announcement) as the site config reads them. */
const siteStrings = (code: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../site/i18n', `${code}.json`), 'utf8')) as Record<string, string>;

const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
const DOC = '/docs/overview/welcome';

/** What a visitor (and a screen reader) gets from the chrome of the current page. */
async function chromeOf(page: Page) {
  return page.evaluate(() => {
    const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const ownText = (element: Element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
    const navbar = document.querySelector('header.ld-navbar nav')!;
    return {
      navbarLabel: navbar.getAttribute('aria-label'),
      navbarLinks: [...navbar.querySelectorAll('.ld-navbar__items a.ld-navbar__link')].map(ownText),
      menuButton: navbar.querySelector('.ld-navbar__menu-button')?.getAttribute('aria-label') ?? null,
      colorMode: navbar.querySelector('.ld-color-mode')?.getAttribute('aria-label') ?? null,
      search: navbar.querySelector('.ld-search-button')?.getAttribute('aria-label') ?? null,
      language: navbar.querySelector('.ld-locale-dropdown summary')?.getAttribute('aria-label') ?? null,
      external: text(navbar.querySelector('.ld-navbar__link .ld-sr-only')),
      skipLink: text(document.querySelector('.ld-skip-link')),
      announcement: text(document.querySelector('.ld-announcement__content')),
      announcementLabel: document.querySelector('.ld-announcement')?.getAttribute('aria-label') ?? null,
      announcementClose: document.querySelector('.ld-announcement__close')?.getAttribute('aria-label') ?? null,
      footerTitles: [...document.querySelectorAll('footer .ld-footer__title')].map(text),
      footerLinks: [...document.querySelectorAll('footer .ld-footer__column a')].map(ownText),
    };
  });
}

let browser: Browser;
useChromium((launched) => (browser = launched));

describe('navbar, footer and announcement', () => {
  it('render in all ten locales with the labels translated', async () => {
    const { page, problems } = await openPage(browser);
    const seen = new Map<string, Awaited<ReturnType<typeof chromeOf>>>();
    for (const { code, prefix } of LOCALES) {
      const response = await gotoHydrated(page, `${baseUrl}${prefix}${DOC}`);
      expect(response?.status(), code).toBe(200);
      const chrome = await chromeOf(page);
      const s = siteStrings(code);
      expect(chrome.navbarLinks, code).toEqual([s['navbar.docs'], s['navbar.roadmap'], s['navbar.api'], s['navbar.merch'], s['navbar.github'], s['navbar.discord']]);
      expect(chrome.footerTitles, code).toEqual([s['footer.overview'], s['footer.documentation'], s['footer.links']]);
      expect(chrome.footerLinks, code).toEqual([
        s['footer.welcome'],
        s['footer.installation'],
        s['footer.support'],
        s['footer.privacy'],
        s['navbar.roadmap'],
        s['navbar.api'],
        s['footer.cursed'],
        s['navbar.github'],
        s['footer.youtube'],
        s['navbar.discord'],
        s['footer.forum'],
      ]);
      // Compared as a reader sees it: narrow and no-break spaces (French typography) count as spaces.
      expect(chrome.announcement?.replace(/\s+/g, ' '), code).toBe(s['announcement.text'].replace(/\s+/g, ' '));
      for (const [key, value] of Object.entries(chrome)) {
        if (typeof value === 'string') expect(value, `${code} ${key}`).not.toBe('');
        else expect(value, `${code} ${key}`).not.toBeNull();
      }
      seen.set(code, chrome);
    }
    // Every theme label (ARIA names included) is in the reader's language, not English.
    const english = seen.get('en')!;
    const themeLabels = ['navbarLabel', 'menuButton', 'colorMode', 'search', 'language', 'external', 'skipLink', 'announcementLabel', 'announcementClose'] as const;
    for (const [code, chrome] of seen) {
      if (code === 'en') continue;
      for (const key of themeLabels) expect(chrome[key], `${code} ${key}`).not.toBe(english[key]);
    }
    expect(problems.errors).toEqual([]);
  });
});

describe('announcement bar', () => {
  it('stays dismissed across reloads, with no flash before the client starts, until its id changes', async () => {
    const { page, problems } = await openPage(browser);
    const url = `${baseUrl}/ru${DOC}`;
    await gotoHydrated(page, url);
    const bar = page.locator('.ld-announcement');
    await expect.poll(() => bar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Скрыть объявление' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.evaluate(([d, i]) => [localStorage.getItem(d!), localStorage.getItem(i!)], [ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY])).toEqual(['true', 'site_announcement_immich']);

    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]');
    expect(await bar.count()).toBe(0);

    // The search box loads its index once idle; let that finish, or the abort below fails its import.
    await page.locator('.ld-search-button:not([aria-busy])').waitFor();
    // The prerendered bar is hidden by the inline script alone: no client code runs here.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    expect(await bar.count()).toBe(1);
    expect(await bar.isVisible()).toBe(false);
    await page.unroute('**/*.js');

    // A different stored id (an older announcement): this one shows again.
    await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), ANNOUNCEMENT_ID_KEY);
    await gotoHydrated(page, url);
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
    expect(problems.errors.filter((error) => !/ERR_FAILED|net::/.test(error))).toEqual([]);
  });
});

describe('mobile menu at 390 px', () => {
  it('opens from the menu button with the navbar items and the docs sidebar, keeps focus inside, and closes with Escape', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
    const button = page.getByRole('button', { name: 'Открыть меню сайта' });
    expect(await button.isVisible()).toBe(true);
    expect(await page.locator('header .ld-navbar__link', { hasText: 'Документация' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Меню сайта' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getByRole('link', { name: 'Документация', exact: true }).isVisible()).toBe(true);
    expect(await dialog.locator('nav.ld-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/ru/docs/install/docker-compose');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Закрыть меню сайта');

    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus returns in an effect once the panel is gone, which may be a frame after it is removed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Открыть меню сайта');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(problems.errors).toEqual([]);
  });
});

describe('skip link', () => {
  it.each([
    ['a Russian doc', `/ru${DOC}`, 'Перейти к основному содержимому'],
    ['the Japanese home page', '/ja', 'メインコンテンツへスキップ'],
    ['a not-found page', '/de/no/such/page', 'Zum Hauptinhalt springen'],
  ])('is the first Tab stop on %s and moves focus to the content', async (_name, route, label) => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ className: document.activeElement?.className, text: document.activeElement?.textContent, top: document.activeElement?.getBoundingClientRect().top }));
    expect(focused.className).toBe('ld-skip-link');
    expect(focused.text).toBe(label);
    expect(focused.top).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
