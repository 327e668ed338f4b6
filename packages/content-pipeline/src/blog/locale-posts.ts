import { localizeHast } from '../hast-routes.js';
import type { LocaleContext } from './context.js';
import { BLOG_ROUTES } from './routes.js';
import type { BlogSource } from './sources.js';
import type { BlogAuthor, BlogPostSummary, BlogTag } from '@lumidoc/contract';

/** A post as one reader locale sees it: the source from its fallback chain, routes localized. */
export interface LocalePost {
  id: string;
  source: BlogSource;
  /** Localized route. */
  route: string;
  /** Shown in lists and feeds; unlisted posts are reachable by URL only. */
  listed: boolean;
  summary: BlogPostSummary;
}

/** Newest first; posts of the same moment by route, so every build orders them alike. */
export const newestFirst = (a: { date: string; route: string }, b: { date: string; route: string }) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route);

/** The source a locale shows for a post: its own, else the first along its fallback chain. */
function pickSource(versions: ReadonlyMap<string, BlogSource>, locale: string, ctx: LocaleContext): BlogSource | undefined {
  const from = ctx.options.locales.fallbackChain(locale).find((code) => versions.has(code));
  return from === undefined ? undefined : versions.get(from);
}

/** An author's texts in the reader's locale. */
export function localizeAuthor(id: string, ctx: LocaleContext): BlogAuthor {
  const config = ctx.options.authors.get(id)!;
  return {
    id,
    name: ctx.text(config.name),
    ...(config.title !== undefined ? { title: ctx.text(config.title) } : {}),
    ...(config.url ? { url: config.url } : {}),
    ...(config.imageUrl ? { imageUrl: config.imageUrl } : {}),
    ...(Object.keys(config.socials).length > 0 ? { socials: { ...config.socials } } : {}),
    route: ctx.localize(BLOG_ROUTES.author(id)),
  };
}

/** A tag's texts in the reader's locale, with its post count there. */
export function localizeTag(key: string, count: number, ctx: LocaleContext): BlogTag {
  const config = ctx.options.tags.get(key)!;
  return {
    key,
    label: ctx.text(config.label),
    ...(config.description !== undefined ? { description: ctx.text(config.description) } : {}),
    route: ctx.localize(BLOG_ROUTES.tag(config.permalink)),
    count,
  };
}

/** Every post a locale shows, newest first; tag counts cover listed posts only. */
export function postsForLocale(byId: ReadonlyMap<string, ReadonlyMap<string, BlogSource>>, ctx: LocaleContext): LocalePost[] {
  const picked = [...byId.entries()]
    .map(([id, versions]) => ({ id, source: pickSource(versions, ctx.locale, ctx) }))
    .filter((p): p is { id: string; source: BlogSource } => p.source !== undefined);
  const counts = new Map<string, number>();
  for (const { source } of picked) {
    if (source.compiled.frontMatter.unlisted === true) continue;
    for (const tag of source.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return picked
    .map(({ id, source }) => {
      const route = ctx.localize(source.route);
      const fm = source.compiled.frontMatter;
      const summary: BlogPostSummary = {
        route,
        title: source.title,
        date: source.date,
        ...(fm.description ? { description: fm.description } : {}),
        ...(source.compiled.excerpt ? { excerpt: localizeHast(source.compiled.excerpt, ctx.localize) } : {}),
        authors: source.authors.map((author) => localizeAuthor(author, ctx)),
        tags: source.tags.map((tag) => localizeTag(tag, counts.get(tag) ?? 0, ctx)),
        readingTimeMinutes: source.readingTimeMinutes,
        ...(source.locale !== ctx.locale ? { fallbackFrom: source.locale } : {}),
      };
      return { id, source, route, listed: fm.unlisted !== true, summary };
    })
    .sort((a, b) => newestFirst(a.summary, b.summary));
}
