import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

useChromium((launched) => (browser = launched));

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/**
 * How far the document reaches past the viewport's right edge, in CSS pixels. Measured against the
 * width asked for: a phone browser widens its layout viewport to fit a page that is too wide.
 */
const overflow = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth - w, width);

describe('a slow next page', () => {
  it('keeps the current page and its chrome on screen, with the progress bar and then a spinner', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    const title = await page.locator('h1').first().textContent();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_data/**/administration/oauth.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('nav.ld-sidebar a[href="/ru/docs/administration/oauth"]').first().evaluate((a: HTMLElement) => a.click());
    // Well past the router's own pending delay (one second): nothing may have gone blank.
    await page.locator('.ld-progress').waitFor({ state: 'attached', timeout: 1000 });
    await page.locator('main [role="status"]').waitFor({ state: 'visible', timeout: 1000 });
    await page.waitForTimeout(1500);
    expect(await page.locator('header.ld-navbar').isVisible()).toBe(true);
    expect(await page.locator('footer.ld-footer').isVisible()).toBe(true);
    expect(await page.locator('.ld-doc__sidebar').isVisible()).toBe(true);
    expect(await page.locator('h1').first().textContent()).toBe(title);
    expect(await page.locator('main [role="status"]').getAttribute('aria-label')).toBe('Загрузка…');
    expect(await page.locator('.ld-progress').count()).toBe(1);
    release();
    await page.waitForURL(`${baseUrl}/ru/docs/administration/oauth`);
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe(title);
    await expect.poll(() => page.locator('main [role="status"]').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });
});

describe('version switcher', () => {
  it('fits the window and scrolls inside to the oldest version; an outside click and Escape close it', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
    const switcher = page.locator('header .ld-version-switcher');
    const menu = switcher.locator('.ld-dropdown__menu');
    await switcher.locator('summary').click();
    await menu.waitFor({ state: 'visible' });
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // The wheel scrolls the menu, not the page: the navbar stays and the oldest version comes into view.
    await menu.hover();
    await page.mouse.wheel(0, 3000);
    const last = menu.locator('a').last();
    await expect.poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('header.ld-navbar').getAttribute('class')).not.toContain('ld-navbar--hidden');

    await page.mouse.click(640, 600);
    await expect.poll(() => switcher.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await switcher.locator('summary').click();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expect.poll(() => switcher.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(problems.errors).toEqual([]);
  });

  it('stores the chosen version as the preferred one', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
    // The archived hosts are not reachable here: keep the page where it is and look at what was stored.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }, true),
    );
    const switcher = page.locator('header .ld-version-switcher');
    await switcher.locator('summary').click();
    await switcher.locator('a', { hasText: 'v1.135.3' }).click();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v1.135.3');
    await switcher.locator('a', { hasText: 'Next' }).click();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});

describe('on a phone', () => {
  it.each([
    ['/ru/docs/install/docker-compose'],
    ['/ru/docs/api/login'],
  ])('starts %s with the article; the docs sidebar is in the menu only', async (route) => {
    const { page, problems } = await openPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}${route}`);
    expect(await page.locator('.ld-doc__sidebar').isVisible()).toBe(false);
    const top = await page.locator('main h1').first().evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(400);
    await page.getByRole('button', { name: 'Открыть меню сайта' }).click();
    const dialog = page.getByRole('dialog', { name: 'Меню сайта' });
    expect(await dialog.locator(`nav.ld-sidebar a[href="${route}"]`).isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('opens the menu at its top with the close button in view, and nothing behind the backdrop answers a tap', async () => {
    const { page } = await openPage(browser, PHONE);
    await page.addInitScript(() => localStorage.clear());
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
    const closeAnnouncement = page.locator('.ld-announcement__close');
    expect(await closeAnnouncement.isVisible()).toBe(true);
    const target = (await closeAnnouncement.boundingBox())!;
    await page.getByRole('button', { name: 'Открыть меню сайта' }).click();
    const dialog = page.getByRole('dialog', { name: 'Меню сайта' });
    await dialog.waitFor({ state: 'visible' });
    await page.waitForTimeout(400);
    expect(await dialog.evaluate((panel) => panel.scrollTop)).toBe(0);
    const close = dialog.getByRole('button', { name: 'Закрыть меню сайта' });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.y).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Закрыть меню сайта');
    // Whatever is drawn where the announcement's close button was belongs to the menu.
    const hit = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.ld-mobile-menu')), { x: target.x + target.width / 2, y: target.y + target.height / 2 });
    expect(hit).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.ld-announcement')!).visibility === 'visible' && !document.querySelector('.ld-announcement')!.closest('[inert]'))).toBe(false);
  });

  const PAGES = [
    '/ru',
    '/ru/docs/overview/welcome',
    '/ru/docs/install/environment-variables',
    '/ru/docs/FAQ',
    '/ru/docs/community-projects',
    '/ru/docs/community-guides',
    '/ru/docs/api',
    '/ru/docs/api/login',
    '/ru/blog',
    '/ru/blog/archive',
    '/ru/blog/authors',
    '/ru/blog/tags',
    '/ru/blog/tags/release',
    '/ru/blog/2023/07/29/update',
    '/ru/roadmap',
    '/ru/cursed-knowledge',
    '/ru/privacy-policy',
    '/ru/errors',
    '/ru/no-such-page',
  ];

  it.each([320, 375])('fits every Russian page type into %i px without sideways scrolling', async (width) => {
    const { page } = await openPage(browser, { ...PHONE, viewport: { width, height: 700 } });
    const wide: string[] = [];
    for (const route of PAGES) {
      await gotoHydrated(page, `${baseUrl}${route}`);
      const extra = await overflow(page, width);
      if (extra > 0) wide.push(`${route}: ${extra} px too wide`);
    }
    expect(wide).toEqual([]);
  }, 300_000);
});

describe('reader-facing errors', () => {
  it('asks the reader to tell the site owner on the not-found page, titled with the site name', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const response = await gotoHydrated(page, `${baseUrl}/ru/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Страница не найдена | Immich');
    const main = page.locator('main');
    expect(await main.textContent()).toContain('Мы не смогли найти то, что вы искали.');
    const contact = main.locator('.ld-not-found__contact a');
    expect(await contact.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('suggests the base URL itself, not the locale under it, when the client fails on the Russian home', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/ru/`, { waitUntil: 'load' });
    const banner = page.locator('#ld-base-url-banner');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.locator('[data-suggested-base-url]').textContent()).toBe('/');
  });

  it('explains a page that cannot load in the reader\'s words, with the browser\'s message as detail', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    // This URL already had its one full page load (the guard against reload loops): the error box shows.
    await page.evaluate((url) => sessionStorage.setItem('lumidoc.reloaded-for', url), '/ru/docs/install/script');
    await page.route('**/_data/**/install/script.json', (route) => route.abort());
    await page.locator('nav.ld-sidebar a[href="/ru/docs/install/script"]').first().evaluate((a: HTMLElement) => a.click());
    const box = page.locator('.ld-load-failure');
    await box.waitFor({ state: 'visible', timeout: 15_000 });
    const lead = await box.locator('.ld-load-failure__title').textContent();
    expect(lead).toBe('Не удалось загрузить страницу.');
    const detail = box.locator('details');
    expect(await detail.locator('summary').textContent()).toBe('Подробности');
    expect(await detail.isVisible()).toBe(true);
    expect(await box.evaluate((element) => [...element.querySelectorAll(':scope > p')].map((p) => p.textContent).join(' '))).not.toMatch(/fetch/i);
  });
});
