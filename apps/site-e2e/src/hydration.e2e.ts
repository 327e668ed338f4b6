import type { Browser, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';
import { prerenderedRoutes } from './routes.js';

const baseUrl = inject('baseUrl');
const routes = prerenderedRoutes(inject('siteDir'));
const FULL_LOCALE = 'ru';
const prefixOf = (route: string) => /^\/(zh-Hant|ja|ko|en|pt|es|fr|de|ru)(\/|$)/.exec(route)?.[1] ?? 'zh-Hans';

/**
 * Every route of the Russian edition, and in the other nine locales a sample of each kind of page
 * (the same components render them; the full sweep belongs to the benchmark's quality gate).
 */
const SAMPLE = /\/docs\/(overview\/welcome|install\/docker-compose|install\/environment-variables|administration\/backup-and-restore|features\/supported-formats|guides\/database-queries|developer\/architecture|FAQ|api|api\/login|api\/upload-asset)$/;
const checked = routes.filter((route) => prefixOf(route) === FULL_LOCALE || SAMPLE.test(route));

let browser: Browser;
useChromium((launched) => (browser = launched));

it(`has prerendered routes in all ten locales (${routes.length} in all)`, () => {
  expect(new Set(routes.map(prefixOf)).size).toBe(10);
  expect(routes).toContain('/ru/docs/overview/welcome');
  expect(routes).toContain('/docs/overview/welcome');
});

it(`loads ${checked.length} prerendered routes with no console or hydration error`, { timeout: 900_000 }, async () => {
  const workers = await Promise.all([openPage(browser), openPage(browser)]);
  const queue = [...checked];
  const failures: string[] = [];
  await Promise.all(
    workers.map(async ({ page }) => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        const response = await gotoHydrated(page, baseUrl + route).catch((error: Error) => {
          failures.push(`${route}: ${error.message.split('\n')[0]}`);
          return null;
        });
        if (response && response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
      }
    }),
  );
  expect(failures).toEqual([]);
  expect(workers.flatMap((w) => w.problems.errors)).toEqual([]);
});

/** What a reader sees of a page: its article's text and links, and the sidebar's links. */
async function visible(page: Page) {
  return page.evaluate(() => {
    // What is shown: hidden tab panels are left out (the prerendered HTML carries the selected one's
    // only), and the code blocks' copy buttons, which work only with scripts and come with them.
    const article = document.querySelector('main article')?.cloneNode(true) as Element | undefined;
    for (const hidden of article?.querySelectorAll('[hidden], .ld-code__copy') ?? []) hidden.remove();
    const hrefs = (root: Element | null | undefined) => [...(root?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href'));
    return {
      text: article?.textContent?.replace(/\s+/g, ' ').trim(),
      links: hrefs(article),
      sidebar: hrefs(document.querySelector('main nav.ld-sidebar')),
    };
  });
}

it('shows the same content and sidebar after a client navigation as the prerendered page does', { timeout: 120_000 }, async () => {
  // From a page to a page linked from it: a doc through the sidebar, an operation, a blog post.
  const journeys = [
    ['/ru/docs/overview/welcome', 'main nav.ld-sidebar a[href="/ru/docs/install/requirements"]', '/ru/docs/install/requirements'],
    ['/ru/docs/api/logout', 'main nav.ld-sidebar a[href="/ru/docs/api/login"]', '/ru/docs/api/login'],
    ['/ru/blog', 'main a[href="/ru/blog/2024/immich-licensing"]', '/ru/blog/2024/immich-licensing'],
  ] as const;
  const noScript = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const direct = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const client = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  for (const [from, link, to] of journeys) {
    await noScript.page.goto(baseUrl + to);
    const prerendered = await visible(noScript.page);
    await gotoHydrated(direct.page, baseUrl + to);
    const hydrated = await visible(direct.page);
    await gotoHydrated(client.page, baseUrl + from);
    await client.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await client.page.locator(link).first().click();
    await client.page.waitForURL(baseUrl + to);
    // React renders the next page in a transition, after the URL has changed: wait for its heading.
    const heading = await noScript.page.evaluate(() => document.querySelector('main article h1')?.textContent);
    await expect.poll(() => client.page.evaluate(() => document.querySelector('main article h1')?.textContent)).toBe(heading);
    const navigated = await visible(client.page);
    expect(await client.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), `${to}: client navigation`).toBe(true);
    expect(navigated.text, `${to}: content`).toBe(prerendered.text);
    expect(navigated.links, `${to}: content links`).toEqual(prerendered.links);
    expect(navigated.sidebar, `${to}: sidebar after client navigation`).toEqual(hydrated.sidebar);
    // The prerendered sidebar is the same sidebar with the other sections folded to one link each.
    expect(prerendered.sidebar.filter((href) => !navigated.sidebar.includes(href)), `${to}: prerendered sidebar links`).toEqual([]);
    expect(prerendered.sidebar.length > 0, `${to}: prerendered sidebar`).toBe(hydrated.sidebar.length > 0);
  }
  expect([...direct.problems.errors, ...client.problems.errors]).toEqual([]);
});

it("reports React's own hydration error as a console error, which this gate fails on", async () => {
  const { page, problems } = await openPage(browser);
  const route = '/ru/docs/overview/welcome';
  // The prerendered heading is altered on its way to the browser, so React's first render differs.
  await page.route(baseUrl + route, async (intercepted) => {
    const response = await intercepted.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)([^<]+)/, '$1$2 (altered)');
    await intercepted.fulfill({ response, body: html });
  });
  await page.goto(baseUrl + route, { waitUntil: 'load' });
  await expect.poll(() => problems.errors.some((error) => /Hydration error:.*(hydrat|match)/is.test(error)), { timeout: 15_000 }).toBe(true);
});
