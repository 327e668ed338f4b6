import { localeContext, type BlogPagesOptions } from './context.js';
import { feedFor } from './feed-data.js';
import type { Feed } from './feeds.js';
import { createArchivePage, createListPages } from './list-pages.js';
import { postsForLocale } from './locale-posts.js';
import { createPostPages } from './post-pages.js';
import type { BlogSource } from './sources.js';
import { createAuthorPages, createTagPages } from './taxonomy-pages.js';
import type { BlogPageData } from '@lumidoc/contract';

/** Whether a post is built in this mode: drafts only in development. */
export function isBuilt(source: BlogSource, mode: 'production' | 'development'): boolean {
  return mode === 'development' || source.compiled.frontMatter.draft !== true;
}

export interface BlogPagesResult {
  pages: BlogPageData[];
  /** One feed per locale. */
  feeds: Array<{ locale: string; feed: Feed }>;
}

/**
 * Every blog page of every site locale: posts (from the locale's fallback chain when it has no
 * translation), the paginated list, archive, tags and authors, and the data of each locale's feed.
 */
export function createBlogPages(sources: readonly BlogSource[], options: BlogPagesOptions): BlogPagesResult {
  const { locales } = options;
  const byId = new Map<string, Map<string, BlogSource>>();
  // Drafts leave production builds before fallbacks are chosen, so a draft translation falls back.
  for (const source of sources.filter((s) => isBuilt(s, options.mode))) {
    if (!byId.has(source.id)) byId.set(source.id, new Map());
    byId.get(source.id)!.set(source.locale, source);
  }
  const pages: BlogPageData[] = [];
  const feeds: BlogPagesResult['feeds'] = [];
  // Which locale's page is "the same page": the post id for posts, the neutral route otherwise.
  const keyOf = new Map<BlogPageData, string>();
  for (const { code: locale } of locales.list) {
    const ctx = localeContext(locale, options);
    const posts = postsForLocale(byId, ctx);
    const postPages = createPostPages(posts, ctx);
    postPages.forEach((page, i) => keyOf.set(page, `post ${posts[i]!.id}`));
    const generated = [...createListPages(posts, ctx), createArchivePage(posts, ctx), ...createTagPages(posts, ctx), ...createAuthorPages(posts, ctx)];
    for (const page of generated) keyOf.set(page, locales.parse(page.route).path);
    pages.push(...postPages, ...generated);
    feeds.push({ locale, feed: feedFor(posts, ctx) });
  }

  const byKey = new Map<string, BlogPageData[]>();
  for (const page of pages) {
    const key = keyOf.get(page)!;
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key)!.push(page);
  }
  for (const same of byKey.values()) {
    const alternates = Object.fromEntries(same.map((page) => [page.locale, page.route]));
    const untranslated = same.filter((page) => page.fallbackFrom !== undefined).map((page) => page.locale);
    for (const page of same) {
      page.alternates = alternates;
      page.untranslatedLocales = untranslated;
    }
  }
  return { pages, feeds };
}
