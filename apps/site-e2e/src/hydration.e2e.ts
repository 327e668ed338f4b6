import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { gotoHydrated, launchChromium, openPage } from './browser.js';
import { prerenderedRoutes } from './routes.js';

const baseUrl = inject('baseUrl');
const routes = prerenderedRoutes(inject('siteDir'));
const FULL_LOCALES = ['ru', 'en', 'zh-Hans'];
const prefixOf = (route: string) => /^\/(zh-Hant|ja|ko|en|pt|es|fr|de|ru)(\/|$)/.exec(route)?.[1] ?? 'zh-Hans';

/**
 * Every route of the three written locales, and every doc route plus a sample of API pages of the
 * other seven: each loads, hydrates and logs no error.
 */
const checked = routes.filter((route) => {
  if (FULL_LOCALES.includes(prefixOf(route))) return true;
  if (!route.includes('/docs/api/')) return true;
  return /\/docs\/api\/(login|get-server-config|upload-asset)$/.test(route);
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

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
