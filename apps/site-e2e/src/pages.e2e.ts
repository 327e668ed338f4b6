import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The h1 of each standalone page in the three written locales: default (no prefix), /ru and /en. */
const H1: Record<string, Record<string, string>> = {
  '': { '/': '你的照片和视频，存在你自己的服务器上', '/roadmap': '路线图', '/cursed-knowledge': '被诅咒的知识', '/privacy-policy': '隐私政策', '/errors': '错误' },
  '/ru': { '/': 'Ваши фото и видео — на вашем сервере', '/roadmap': 'Дорожная карта', '/cursed-knowledge': 'Проклятые знания', '/privacy-policy': 'Политика конфиденциальности', '/errors': 'Ошибки' },
  '/en': { '/': 'Your photos and videos, on your own server', '/roadmap': 'Roadmap', '/cursed-knowledge': 'Cursed Knowledge', '/privacy-policy': 'Privacy Policy', '/errors': 'Errors' },
};
const LANG: Record<string, string> = { '': 'zh-Hans', '/ru': 'ru', '/en': 'en' };
const url = (prefix: string, path: string) => `${baseUrl}${path === '/' ? prefix || '/' : prefix + path}`;
const PAGES = Object.entries(H1).flatMap(([prefix, titles]) => Object.entries(titles).map(([path, h1]) => ({ route: url(prefix, path).slice(baseUrl.length), prefix, path, h1 })));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Context options for pages axe checks: the site's Content-Security-Policy allows only its own
 * hashed inline scripts, and axe is injected as one more.
 */
const AXE_CONTEXT: BrowserContextOptions = { bypassCSP: true };

/** Runs axe-core on the page as it is now; every violation fails, listed with where it is. */
async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } };
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, page.url()).toEqual([]);
}

let browser: Browser;
useChromium((launched) => (browser = launched));

/** A fresh page (its own context), closed when `check` is done. */
async function withPage(options: BrowserContextOptions, check: (page: Page, errors: string[]) => Promise<void>) {
  const { page, problems } = await openPage(browser, options);
  try {
    await check(page, problems.errors);
  } finally {
    await page.context().close();
  }
}

describe('home and standalone pages', () => {
  it.each(PAGES)('$route renders its h1, hydrates without errors and passes axe', async ({ prefix, path, h1 }) => {
    await withPage(AXE_CONTEXT, async (page, errors) => {
      const response = await gotoHydrated(page, url(prefix, path));
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(LANG[prefix]);
      expect(await page.locator('h1').allTextContents()).toEqual([h1]);
      expect(await page.locator('.ld-notice--fallback').count()).toBe(0);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });

  it.each(Object.keys(H1['/en']!).map((path) => url('/en', path).slice(baseUrl.length)))('%s passes axe in dark mode on a phone', async (route) => {
    await withPage({ ...AXE_CONTEXT, colorScheme: 'dark', viewport: { width: 375, height: 812 } }, async (page, errors) => {
      await gotoHydrated(page, baseUrl + route);
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
});

/** The h1 a standalone page shows in a locale, read from that locale's source file. */
function sourceH1(locale: string, path: string): string {
  const dir = fileURLToPath(new URL(`../../site/content/pages/${locale}/`, import.meta.url));
  const name = path === '/' ? 'home' : path.slice(1);
  const yml = `${dir}${name}.yml`;
  if (fs.existsSync(yml)) {
    const data = parseYaml(fs.readFileSync(yml, 'utf8')) as { title: string; hero?: { title: string } };
    return data.hero?.title ?? data.title;
  }
  return (parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(`${dir}${name}.md`, 'utf8'))![1]!) as { title: string }).title;
}

describe('every locale in its own words', () => {
  it('shows each standalone page of the seven newer locales in that locale, with no fallback notice', async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      for (const locale of ['zh-Hant', 'ja', 'ko', 'pt', 'es', 'fr', 'de']) {
        for (const path of Object.keys(H1['/en']!)) {
          const response = await page.goto(url(`/${locale}`, path));
          expect(response?.status(), `/${locale}${path}`).toBe(200);
          expect(await page.getAttribute('html', 'lang'), `/${locale}${path}`).toBe(locale);
          expect(await page.locator('h1').textContent(), `/${locale}${path}`).toBe(sourceH1(locale, path));
          expect(await page.locator('.ld-notice--fallback').count(), `/${locale}${path}`).toBe(0);
          expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://immich.app${url(`/${locale}`, path).slice(baseUrl.length)}`);
        }
      }
    });
  });
});

describe('the home page', () => {
  it('offers Get started, the demo and the mobile app, the features, the chat and the licence', async () => {
    await withPage({}, async (page, errors) => {
      await gotoHydrated(page, url('/ru', '/'));
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Начать', exact: true }).getAttribute('href')).toBe('/ru/docs/overview/quick-start');
      expect(await main.getByRole('link', { name: /^Открыть демо/ }).getAttribute('href')).toBe('https://demo.immich.app');
      const download = main.getByRole('link', { name: 'Скачать мобильное приложение', exact: true });
      expect(await download.getAttribute('href')).toBe('#download');
      const badges = main.locator('#download .ld-store-badge');
      expect(await badges.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        'https://play.google.com/store/apps/details?id=app.alextran.immich',
        'https://apps.apple.com/us/app/immich/id1613945652',
        'https://f-droid.org/packages/app.alextran.immich',
        '/ru/docs/overview/quick-start#mobile-app',
      ]);
      expect(await main.getByRole('link', { name: /^Присоединиться к чату/ }).getAttribute('href')).toBe('https://discord.immich.app');
      expect(await main.textContent()).toContain('GNU AGPL v3');
      // Images never shift the layout: each one has its size.
      expect(await page.locator('img:not([width]), img:not([height])').count()).toBe(0);
      await download.click();
      await page.waitForURL(`${baseUrl}/ru#download`);
      await expect.poll(() => page.locator('#download').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(300);
      // A feature card leads into the docs on the client.
      await main.locator('.ld-feature').first().click();
      await page.waitForURL(`${baseUrl}/ru/docs/features/automatic-backup`);
      await expect.poll(() => page.locator('h1').textContent()).not.toBe(H1['/ru']!['/']);
      expect(errors).toEqual([]);
    });
  });

  it('is complete without JavaScript', async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto(url('/en', '/'));
      expect(await page.locator('h1').textContent()).toBe(H1['/en']!['/']);
      expect(await page.locator('.ld-feature').count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator('.ld-store-badge').count()).toBe(4);
    });
  });
});

describe('roadmap, cursed knowledge and errors', () => {
  it('lists planned milestones first as "Planned", then reached ones newest first', async () => {
    await withPage({}, async (page) => {
      await gotoHydrated(page, url('/ru', '/roadmap'));
      expect(await page.locator('main h2').first().textContent()).toBe('Запланировано');
      const first = page.locator('.ld-timeline__entry').first();
      expect(await first.locator('.ld-timeline__planned').textContent()).toBe('Запланировано');
      expect(await first.locator('time').count()).toBe(0);
      const dates = await page.locator('.ld-timeline__entry time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
      expect(dates.length).toBeGreaterThan(80);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(await page.locator('time[datetime="2022-02-03"]').textContent()).toBe('3 февраля 2022 г.');
    });
  });

  it('lists cursed knowledge newest first, dated in the reader\'s calendar', async () => {
    await withPage({}, async (page) => {
      await gotoHydrated(page, url('', '/cursed-knowledge'));
      const dates = await page.locator('.ld-cursed time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
      expect(dates.length).toBeGreaterThanOrEqual(13);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(await page.locator('time[datetime="2024-09-20"]').textContent()).toBe('2024年9月20日');
    });
  });

  it('gives every error its own anchor, and a link to it lands on it', async () => {
    await withPage({}, async (page, errors) => {
      await gotoHydrated(page, `${url('/en', '/errors')}#inconsistent-media-location`);
      for (const id of ['typeorm-upgrade', 'inconsistent-media-location']) {
        expect(await page.locator(`h2#${id} a[href="#${id}"]`).count(), id).toBe(1);
      }
      await expect.poll(() => page.locator('#inconsistent-media-location').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
      expect(await page.locator('nav a[href="#typeorm-upgrade"]').count()).toBeGreaterThanOrEqual(1);
      expect(errors).toEqual([]);
    });
  });
});
