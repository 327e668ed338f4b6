import type { Browser, Locator, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

useChromium((launched) => (browser = launched));

const events = async () => ((await (await fetch(`${baseUrl}/api/event`)).json()) as string[]).map((e) => JSON.parse(e) as { n: string; u: string; d: string });
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);
const sidebarLink = (page: Page, href: string) => page.locator(`nav.ld-sidebar a[href="${href}"]`);

describe('page views', () => {
  it('reports page_view on first load and on each change of path or hash, never twice for one location', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const before = (await events()).length;
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    await expect.poll(async () => (await events()).length).toBe(before + 1);
    await sidebarLink(page, '/ru/docs/install/requirements').click();
    await page.waitForURL(`${baseUrl}/ru/docs/install/requirements`);
    await expect.poll(async () => (await events()).length).toBe(before + 2);
    const anchor = page.locator('.ld-doc__toc a').first();
    await anchor.click();
    await expect.poll(async () => (await events()).length).toBe(before + 3);
    await anchor.click();
    await page.waitForTimeout(300);
    const reported = (await events()).slice(before);
    expect(reported).toHaveLength(3);
    expect(reported.map((e) => new URL(e.u).pathname + new URL(e.u).hash)).toEqual([
      '/ru/docs/overview/welcome',
      '/ru/docs/install/requirements',
      `/ru/docs/install/requirements${await anchor.getAttribute('href')}`,
    ]);
    expect(reported.every((e) => e.n === 'pageview' && e.d === 'immich.app')).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('sends nothing when the visitor asks not to be tracked (Global Privacy Control)', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const before = (await events()).length;
    await gotoHydrated(page, `${baseUrl}/en/docs/overview/welcome`);
    await page.waitForTimeout(300);
    expect((await events()).length).toBe(before);
  });
});

describe('hydration after the page has loaded', () => {
  /** Opens a page whose hydration chunk is held back until `release` is called. */
  async function withHydrationHeld(url: string) {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(url, { waitUntil: 'load' });
    return { page, problems, release, held };
  }

  it('paints and reads with only the entry, and loads React when idle without any interaction', async () => {
    const { page, problems, release, held } = await withHydrationHeld(`${baseUrl}/ru/docs/overview/welcome`);
    await expect.poll(() => held.length).toBe(1);
    expect(await page.locator('main article h1').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await page.waitForSelector('html[data-hydrated]');
    expect(problems.errors).toEqual([]);
  });

  it('replays a click on a button made before hydration once the page has hydrated', async () => {
    const { page, problems, release } = await withHydrationHeld(`${baseUrl}/ru/docs/overview/welcome`);
    // Forced: until the page has hydrated the box says "Loading…" (aria-disabled), which a reader can still click.
    await page.locator('.ld-search-button').click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('dialog', { name: 'Поиск по документации' }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  it('replays a shortcut key pressed before hydration, and leaves links to work as links', async () => {
    const { page, problems, release } = await withHydrationHeld(`${baseUrl}/ru/docs/overview/welcome`);
    await page.keyboard.press('/');
    release();
    await page.getByRole('dialog', { name: 'Поиск по документации' }).waitFor();
    await page.keyboard.press('Escape');
    const early = await withHydrationHeld(`${baseUrl}/ru/docs/overview/welcome`);
    await early.page.locator('main nav.ld-sidebar a[href="/ru/docs/install/requirements"]').click();
    await early.page.waitForURL(`${baseUrl}/ru/docs/install/requirements`);
    early.release();
    expect(await early.page.locator('main article h1').isVisible()).toBe(true);
    expect([...problems.errors, ...early.problems.errors]).toEqual([]);
  });
});

describe('navigation', () => {
  it('shows the progress bar only when loading takes longer than 200 ms, then moves focus to the new heading', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    await page.evaluate(() => {
      const seen = ((window as unknown as { __progress: number }).__progress = 0);
      void seen;
      new MutationObserver(() => {
        if (document.querySelector('.ld-progress')) (window as unknown as { __progress: number }).__progress++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // A fast navigation: no bar at all.
    await sidebarLink(page, '/ru/docs/overview/quick-start').click();
    await page.waitForURL(`${baseUrl}/ru/docs/overview/quick-start`);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __progress: number }).__progress)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // A slow one: the bar appears.
    await page.route('**/_data/**/all-in-one.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue().catch(() => undefined);
    });
    await sidebarLink(page, '/ru/docs/install/all-in-one').click();
    await page.locator('.ld-progress').waitFor({ state: 'attached', timeout: 800 });
    await page.waitForURL(`${baseUrl}/ru/docs/install/all-in-one`);
    await expect.poll(() => page.locator('.ld-progress').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  /**
   * Opens a hydrated page whose link to /ru/docs/install/script is followed while every fetch of
   * that page's data file from this document goes through `failing` (a full page load gets it);
   * `follow` clicks the link, and the page is expected to fall back to exactly one full page load.
   */
  async function expectOneFullPageLoad(failing: (route: Route) => Promise<void>, follow: (link: Locator) => Promise<void>) {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads++;
    });
    await page.route('**/_data/**/script.json', (route) => (documentLoads > 0 ? route.continue() : failing(route)));
    await markDocument(page);
    await follow(sidebarLink(page, '/ru/docs/install/script'));
    await page.waitForURL(`${baseUrl}/ru/docs/install/script`);
    await expect.poll(() => documentLoads, { timeout: 10_000 }).toBe(1);
    await page.waitForSelector('html[data-hydrated]');
    expect(await sameDocument(page)).toBe(false);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await page.waitForTimeout(500);
    expect(documentLoads).toBe(1);
  }

  it('falls back to one full page load when the next page cannot load, never a loop', async () => {
    // A preload on hover fails as well; the full page load fetches the file again to hydrate.
    await expectOneFullPageLoad((route) => route.abort(), (link) => link.click());
  });

  it('falls back to one full page load too when the click comes while a failing preload of the page is still loading', async () => {
    // Every fetch fails slowly: the hover's preload is still loading when the click comes.
    let preloads = 0;
    const slowFailure = async (route: Route) => {
      preloads++;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.abort().catch(() => undefined);
    };
    await expectOneFullPageLoad(slowFailure, async (link) => {
      await link.hover();
      await expect.poll(() => preloads).toBe(1);
      await link.click();
    });
  });

  it('scrolls to the anchor of a link, to the top otherwise, and restores the position on back', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    await gotoHydrated(page, `${baseUrl}/en/docs/install/environment-variables`);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await markDocument(page);
    await sidebarLink(page, '/en/docs/install/requirements').click();
    await page.waitForURL(`${baseUrl}/en/docs/install/requirements`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/docs/install/environment-variables`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await sameDocument(page)).toBe(true);
  });
});

describe('prefetch', () => {
  const dataRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_data/')) urls.push(new URL(request.url()).pathname);
    });
    return urls;
  };

  it('prefetches the data of links in view and under the pointer, each file once', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const urls = dataRequests(page);
    await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
    await expect.poll(() => urls.length).toBeGreaterThan(0);
    await page.locator('.ld-pagination__link--next').hover();
    await page.waitForTimeout(500);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('prefetches nothing on a 2g connection or with data saving on', async () => {
    for (const connection of [{ effectiveType: '2g', saveData: false }, { effectiveType: '4g', saveData: true }]) {
      const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
      const urls = dataRequests(page);
      await gotoHydrated(page, `${baseUrl}/ru/docs/install/docker-compose`);
      await page.locator('.ld-pagination__link--next').hover();
      await page.waitForTimeout(700);
      // The page hydrates from its own data file and its sidebar's; no other page's may be fetched.
      expect(urls.sort()).toEqual(['/_data/_sidebars/ru/docs.json', '/_data/ru/docs/install/docker-compose.json']);
    }
  });
});

describe('version switcher', () => {
  it('lists Next, Latest (v1.136.0) and the archived versions, keeping the path on the other host', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${baseUrl}/en/docs/install/docker-compose`);
    const switcher = page.locator('.ld-version-switcher');
    await switcher.locator('summary').click();
    const labels = await switcher.locator('a').allTextContents();
    expect(labels.slice(0, 3)).toEqual(['Next', 'v1.136.0', 'v1.135.3']);
    expect(await switcher.locator('a', { hasText: 'v1.135.3' }).getAttribute('href')).toBe('https://v1.135.3.archive.immich.app/docs/install/docker-compose');
    expect(problems.errors).toEqual([]);
  });

  it('logs "Failed to fetch versions" and shows no switcher when the list cannot be fetched', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.route('**/archived-versions.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await gotoHydrated(page, `${baseUrl}/en/docs/install/docker-compose`);
    await expect.poll(() => logged.some((text) => text.startsWith('Failed to fetch versions'))).toBe(true);
    expect(await page.locator('.ld-version-switcher').count()).toBe(0);
  });
});

describe('static hosting', () => {
  it('serves clean URLs with and without a trailing slash, and long-caches hashed assets', async () => {
    for (const path of ['/ru/roadmap', '/ru/roadmap/']) expect((await fetch(baseUrl + path)).status).toBe(200);
    const html = await (await fetch(`${baseUrl}/ru/roadmap`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expect((await fetch(baseUrl + asset)).headers.get('cache-control')).toContain('immutable');
  });

  it('carries a Content-Security-Policy that allows the page\'s own scripts and refuses any other inline script', async () => {
    const { page, problems } = await openPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await gotoHydrated(page, `${baseUrl}/ru/docs/overview/welcome`);
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(/script-src 'self' 'sha256-/);
    expect(refused).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    void problems;
  });
});
