import type { Browser } from 'playwright-core';
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
