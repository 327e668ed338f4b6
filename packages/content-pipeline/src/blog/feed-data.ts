import type { LocaleContext } from './context.js';
import type { Feed } from './feeds.js';
import type { LocalePost } from './locale-posts.js';

/** One locale's feed: its newest listed posts, at most `feedLimit`, with absolute URLs. */
export function feedFor(posts: readonly LocalePost[], ctx: LocaleContext): Feed {
  const { options } = ctx;
  return {
    title: ctx.nav.feedTitle,
    description: options.description === undefined ? ctx.nav.feedTitle : ctx.text(options.description),
    homeUrl: ctx.absolute(ctx.nav.list),
    rssUrl: ctx.absolute(ctx.nav.rss),
    atomUrl: ctx.absolute(ctx.nav.atom),
    language: options.locales.get(ctx.locale).htmlLang,
    publisher: options.siteTitle,
    items: posts
      .filter((p) => p.listed)
      .slice(0, options.feedLimit)
      .map(({ summary }) => ({
        title: summary.title,
        url: ctx.absolute(summary.route),
        date: summary.date,
        ...(summary.description ? { description: summary.description } : {}),
        authors: summary.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })),
        categories: summary.tags.map((t) => t.label),
      })),
  };
}
