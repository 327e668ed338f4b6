import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

useChromium((launched) => (browser = launched));

/** The ten locales in the order the test chooses them, each by the label the dropdown shows in its own language. */
const LOCALES = [
  { code: 'zh-Hans', prefix: '', label: '简体中文' },
  { code: 'zh-Hant', prefix: '/zh-Hant', label: '繁體中文' },
  { code: 'ja', prefix: '/ja', label: '日本語' },
  { code: 'ko', prefix: '/ko', label: '한국어' },
  { code: 'en', prefix: '/en', label: 'English' },
  { code: 'pt', prefix: '/pt', label: 'Português' },
  { code: 'es', prefix: '/es', label: 'Español' },
  { code: 'fr', prefix: '/fr', label: 'Français' },
  { code: 'de', prefix: '/de', label: 'Deutsch' },
  { code: 'ru', prefix: '/ru', label: 'Русский' },
] as const;

type Locale = (typeof LOCALES)[number];

/** The title a page has in a locale: its source file's front matter (every locale is written). */
function sourceTitle(file: string, locale: string): string {
  const text = fs.readFileSync(fileURLToPath(new URL(`../../site/content/${file.replace('{locale}', locale)}`, import.meta.url)), 'utf8');
  return (parseYaml(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as { title: string }).title;
}

/** Chooses a locale from the navbar's dropdown, by its label, and waits for that page to hydrate. */
async function chooseLocale(page: Page, locale: Locale, route: string) {
  const dropdown = page.locator('.ld-locale-dropdown');
  await dropdown.locator('summary').click();
  await dropdown.getByRole('link', { name: locale.label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${locale.prefix}${route}`);
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
}

/**
 * Starts at the Russian page with `hash` and chooses every locale in turn, checking after each
 * switch the URL prefix, the document language, the same route and hash, and the dropdown's
 * current locale; `check` adds the page's own assertions.
 */
async function switchThroughLocales(route: string, hash: string, check: (page: Page, locale: Locale) => Promise<void>) {
  const { page, problems } = await openPage(browser);
  await gotoHydrated(page, `${baseUrl}/ru${route}${hash}`);
  for (const locale of LOCALES) {
    await chooseLocale(page, locale, route);
    const url = new URL(page.url());
    expect(url.pathname, locale.code).toBe(`${locale.prefix}${route}`);
    expect(decodeURIComponent(url.hash), locale.code).toBe(hash);
    expect(await page.getAttribute('html', 'lang'), locale.code).toBe(locale.code);
    expect(await page.locator('.ld-locale-dropdown a[aria-current="true"]').textContent(), locale.code).toBe(locale.label);
    await check(page, locale);
  }
  expect(problems.errors).toEqual([]);
}

describe('switching through all ten locales with the language dropdown', () => {
  it('keeps the reader on the same doc and section', async () => {
    await switchThroughLocales('/docs/install/docker-compose', '#upgrading', async (page, locale) => {
      expect(await page.locator('main h1').textContent(), locale.code).toBe(sourceTitle('docs/{locale}/install/docker-compose.md', locale.code));
      expect(await page.locator('main #upgrading').count(), locale.code).toBe(1);
    });
  });

  it('keeps the reader on the blog list', async () => {
    await switchThroughLocales('/blog', '#main-content', async (page, locale) => {
      const newest = page.locator('main article.ld-post-card h2 a').first();
      expect(await newest.getAttribute('href'), locale.code).toBe(`${locale.prefix}/blog/2024/immich-licensing`);
    });
  });

  it('keeps the reader on the same blog post', async () => {
    // A Russian heading id: the hash travels percent-encoded and comes back the same.
    await switchThroughLocales('/blog/2024/immich-licensing', '#две-лицензии', async (page, locale) => {
      expect(await page.locator('main article.ld-blog-post h1').textContent(), locale.code).toBe(sourceTitle('blog/{locale}/2024-07-18-immich-licensing.md', locale.code));
    });
  });
});
