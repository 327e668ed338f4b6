// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { compileStandaloneSources, createStandalonePages, listFiles } from '@lumidoc/content-pipeline/build';
import type { PageData, PageDataSource, SiteRuntime } from '@lumidoc/content-pipeline/runtime';
import { createLocaleSet } from '@lumidoc/i18n';
import { siteConfig } from '../site.config.js';
import { render } from './entry-server.js';

// The real standalone pages, rendered by the server entry as the prerender does.
const siteDir = path.resolve(import.meta.dirname, '..');
const pagesDir = path.join(siteDir, 'content', 'pages');
const locales = createLocaleSet(siteConfig.locales);
const runtime: SiteRuntime = { css: [], entry: '/assets/entry.js', searchTimestamp: '1700000000', baseUrl: '/' };
const links = {
  getStartedRoute: '/docs/overview/quick-start',
  demoUrl: 'https://demo.immich.app',
  communityUrl: 'https://discord.immich.app',
  stores: [{ store: 'f-droid' as const, href: 'https://f-droid.org/packages/app.alextran.immich' }],
  heroImage: { src: '/img/home/hero.svg', width: 480, height: 360 },
};

/** The site's standalone pages, optionally as if some locales had no files (to show fallbacks). */
async function dataSource(without: string[] = []): Promise<PageDataSource> {
  const files = (await listFiles(pagesDir, /^[^.]/))
    .filter((file) => !without.some((locale) => file.startsWith(path.join(pagesDir, locale) + path.sep)))
    .map((file) => ({ path: file, displayPath: path.relative(siteDir, file), text: fs.readFileSync(file, 'utf8') }));
  const { pages } = createStandalonePages(compileStandaloneSources(pagesDir, files, locales.list.map((l) => l.code)), { locales, home: links });
  const byRoute = new Map<string, PageData>(pages.map((p) => [p.route, p]));
  return { page: async (route) => byRoute.get(route), sidebar: async () => undefined, loadedPage: (route) => byRoute.get(route), loadedSidebar: () => undefined };
}

let data: PageDataSource;
beforeAll(async () => {
  data = await dataSource();
});

const h1Of = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

describe('server render of the standalone pages', () => {
  it.each([
    ['/', 'zh-Hans', '你的照片和视频，存在你自己的服务器上'],
    ['/ru', 'ru', 'Ваши фото и видео — на вашем сервере'],
    ['/en/roadmap', 'en', 'Roadmap'],
    ['/ru/cursed-knowledge', 'ru', 'Проклятые знания'],
    ['/privacy-policy', 'zh-Hans', '隐私政策'],
    ['/de/errors', 'de', 'Fehler'],
  ])('%s renders completely on the server', async (url, lang, h1) => {
    const { status, html } = await render(url, { data, runtime });
    expect(status).toBe(200);
    expect(html.startsWith(`<!DOCTYPE html><html lang="${lang}"`)).toBe(true);
    // React falls back to client rendering (an empty body in the static HTML) when the server render throws.
    expect(html).not.toContain('Switched to client rendering');
    expect(h1Of(html)).toBe(h1);
  });

  it('renders the home page with its actions, its sized picture and the store badge', async () => {
    const { html } = await render('/ru', { data, runtime });
    expect(html).toContain('href="/ru/docs/overview/quick-start"');
    expect(html).toContain('href="https://demo.immich.app"');
    expect(html).toContain('href="#download"');
    expect(html).toMatch(/<img class="ld-hero__image ld-hero__image--any" src="\/img\/home\/hero\.svg" alt="" width="480" height="360"/);
    expect(html).toContain('href="https://f-droid.org/packages/app.alextran.immich"');
  });

  it('marks a fallback page: notice, noindex and canonical to the source', async () => {
    // Every locale has its pages; a site without its German ones shows the English with a notice.
    const { html } = await render('/de/errors', { data: await dataSource(['de']), runtime });
    expect(html).toContain('ld-notice--fallback');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="canonical" href="https://immich.app/en/errors"/>');
    expect(html).toContain('id="inconsistent-media-location"');
  });
});
