import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

const baseUrl = inject('baseUrl');

// One page of each budgeted type in the three locales the site is written in (zh-Hans at the root).
const PAGES = (prefix: string) => ({
  home: prefix || '/',
  doc: `${prefix}/docs/overview/welcome`,
  // The longest doc, with the most code blocks and tables.
  'long doc': `${prefix}/docs/FAQ`,
  'API operation': `${prefix}/docs/api/upload-asset`,
  'blog post': `${prefix}/blog/2023/06/24/update`,
  'blog list': `${prefix}/blog`,
});
const LOCALES = { ru: '/ru', 'zh-Hans': '', en: '/en' };
const GATED = ['accessibility', 'best-practices', 'seo'] as const;

let chrome: chromeLauncher.LaunchedChrome;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
});
afterAll(() => chrome?.kill());

/**
 * Lighthouse 12 with its default (mobile) configuration. Accessibility, best practices and SEO must
 * score 100; performance varies with the machine's load, so `npm run bench` reports it instead.
 */
describe('Lighthouse (mobile): accessibility, best practices and SEO score 100', () => {
  for (const [locale, prefix] of Object.entries(LOCALES)) {
    for (const [type, path] of Object.entries(PAGES(prefix))) {
      it(`${locale} ${type} (${path})`, { timeout: 120_000 }, async () => {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...GATED] });
        const lhr = result!.lhr;
        expect(lhr.runtimeError?.message).toBeUndefined();
        // The failing audits by name, so a failure says what to fix.
        const failing = GATED.flatMap((id) =>
          lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]!.score ?? 1) < 1).map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]!.title})`),
        );
        expect(failing).toEqual([]);
        expect(Object.fromEntries(GATED.map((id) => [id, lhr.categories[id]!.score]))).toEqual({ accessibility: 1, 'best-practices': 1, seo: 1 });
      });
    }
  }
});
