// @vitest-environment node
import path from 'node:path';
import { blogPlugin, type BuildContext } from '@lumidoc/content-pipeline/build';
import type { BlogListPageData, BlogPostPageData, PageData, PageDataSource, SiteRuntime } from '@lumidoc/content-pipeline';
import { createLocaleSet } from '@lumidoc/i18n';
import { readSpecRoutes } from '@lumidoc/site-checks';
import { siteConfig } from '../site.config.js';
import { render } from './entry-server.js';

// The site's blog, read and built as scripts/build.mjs does (without writing anything).
const siteDir = path.resolve(import.meta.dirname, '..');
const locales = createLocaleSet(siteConfig.locales);
const runtime: SiteRuntime = { css: [], entry: '/assets/entry.js', searchTimestamp: '1', baseUrl: '/' };
const context: BuildContext = { locales, mode: 'production', outDir: path.join(siteDir, 'dist', 'unused'), siteDir, pages: [], runtime, log: () => undefined };

// The spec's blog routes (the committed list the route gate checks), and the pages its families give this content.
const SPEC_BLOG = readSpecRoutes().groups.find((group) => group.name === 'blog')!.routes;
const SPEC_POSTS = SPEC_BLOG.filter((route) => !/^\/blog(\/(archive|authors|tags)(\/.*)?)?$/.test(route));
const SPEC_PAGES = [...SPEC_BLOG.filter((route) => !SPEC_POSTS.includes(route)), '/blog/page/2', '/blog/authors/alextran'];

let pages: PageData[];
beforeAll(async () => {
  pages = (await blogPlugin({ siteUrl: siteConfig.url, siteTitle: siteConfig.title, postsPerPage: 5 }).pages!(context)).pages;
});
const at = (route: string) => pages.find((p) => p.route === route);

describe('the site\'s blog', () => {
  it('builds every route the spec lists in all ten locales, and no other', () => {
    for (const { code } of locales.list) {
      const routes = pages.filter((p) => p.locale === code).map((p) => p.route).sort();
      expect(routes, code).toEqual([...SPEC_POSTS, ...SPEC_PAGES].map((route) => locales.localizePath(route, code)).sort());
    }
  });

  it('has every post written in every locale, none shown from a fallback', () => {
    for (const { code } of locales.list) {
      for (const route of SPEC_POSTS) expect(at(locales.localizePath(route, code))?.fallbackFrom, `${code} ${route}`).toBeUndefined();
    }
    expect(at('/de/blog/2024/immich-licensing')).toMatchObject({ noindex: false, canonicalRoute: '/de/blog/2024/immich-licensing' });
  });

  it('lists the posts newest first, five on the first page and two on the second', () => {
    const first = at('/ru/blog') as BlogListPageData;
    const second = at('/ru/blog/page/2') as BlogListPageData;
    expect(first.posts.map((p) => p.route)).toEqual(['/ru/blog/2024/immich-licensing', '/ru/blog/2024/update-july-2024', '/ru/blog/2024/immich-core-team-goes-fulltime', '/ru/blog/2023/2023-recap', '/ru/blog/2023/07/29/update']);
    expect(second.posts.map((p) => p.route)).toEqual(['/ru/blog/2023/06/24/update', '/ru/blog/release-1-36']);
    expect(first.posts.every((p) => p.excerpt !== undefined)).toBe(true);
  });

  it('gives each post a reading time from its own language', () => {
    const minutes = (route: string) => (at(route) as BlogPostPageData).readingTimeMinutes;
    for (const route of SPEC_POSTS) {
      for (const { code } of locales.list) expect(minutes(locales.localizePath(route, code)), `${code} ${route}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('renders a Russian post, list, tag, author and archive page on the server', async () => {
    const data: PageDataSource = { page: async (route) => at(route), sidebar: async () => undefined, loadedPage: (route) => at(route), loadedSidebar: () => undefined };
    for (const route of ['/ru/blog/2024/immich-licensing', '/ru/blog', '/ru/blog/tags/update', '/ru/blog/authors/alextran', '/ru/blog/archive']) {
      const { status, html } = await render(route, { data, runtime });
      expect(status, route).toBe(200);
      expect(html, route).toContain('aria-label="Разделы блога"');
    }
    const { html } = await render('/ru/blog/tags/update', { data, runtime });
    expect(html).toContain('6 публикаций');
  });
});
