import { generatedPageBase, type LocaleContext } from './context.js';
import type { LocalePost } from './locale-posts.js';
import { paginate } from './paginate.js';
import { BLOG_ROUTES } from './routes.js';
import type { BlogArchivePageData, BlogListPageData } from '@lumidoc/contract';

/** `/blog` and `/blog/page/<n>`: listed posts newest first, `postsPerPage` to a page. */
export function createListPages(posts: readonly LocalePost[], ctx: LocaleContext): BlogListPageData[] {
  const listed = posts.filter((p) => p.listed).map((p) => p.summary);
  const description = ctx.options.description === undefined ? undefined : ctx.text(ctx.options.description);
  return paginate(listed, ctx.options.postsPerPage, (n) => ctx.localize(BLOG_ROUTES.page(n))).map(({ items, pagination }) => ({
    ...generatedPageBase(ctx, BLOG_ROUTES.page(pagination.page), pagination.page === 1 ? ctx.label('blog') : ctx.label('listPage', { page: pagination.page }), description),
    kind: 'blog-list',
    posts: items,
    pagination,
  }));
}

/** `/blog/archive`: listed posts grouped by year (UTC), newest year and post first. */
export function createArchivePage(posts: readonly LocalePost[], ctx: LocaleContext): BlogArchivePageData {
  const years = new Map<string, BlogArchivePageData['years'][number]['posts']>();
  for (const { summary, listed } of posts) {
    if (!listed) continue;
    const year = summary.date.slice(0, 4);
    if (!years.has(year)) years.set(year, []);
    years.get(year)!.push({ route: summary.route, title: summary.title, date: summary.date, ...(summary.fallbackFrom ? { fallbackFrom: summary.fallbackFrom } : {}) });
  }
  return {
    ...generatedPageBase(ctx, BLOG_ROUTES.archive, ctx.label('archive')),
    kind: 'blog-archive',
    years: [...years.entries()].map(([year, entries]) => ({ year, posts: entries })),
  };
}
