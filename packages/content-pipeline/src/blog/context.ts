import { formatMessage, type LocaleSet } from '@lumidoc/i18n';
import { pickText, type LocalizedText } from '../localized-text.js';
import type { AuthorConfig } from './authors.js';
import type { BlogLabels } from './labels.js';
import { BLOG_ROUTES } from './routes.js';
import type { TagConfig } from './tags.js';
import type { BlogNavigation, BlogPageBase } from '@lumidoc/contract';

/** What building the blog's pages needs besides the posts. */
export interface BlogPagesOptions {
  locales: LocaleSet;
  authors: ReadonlyMap<string, AuthorConfig>;
  tags: ReadonlyMap<string, TagConfig>;
  /** Drafts are built in development only. */
  mode: 'production' | 'development';
  /** Origin of the site for absolute URLs in feeds, JSON-LD and `og:image`. */
  siteUrl: string;
  /** The site's name, in feed titles and as the feeds' publisher. */
  siteTitle: string;
  /** Posts per page of `/blog` and `/blog/page/<n>`. */
  postsPerPage: number;
  /** Most recent posts per feed. */
  feedLimit: number;
  labels: BlogLabels;
  /** Description of the blog, for the list pages and feeds. */
  description?: LocalizedText;
  /** Social card image of posts without one of their own: absolute URL or site path. */
  defaultImage?: string;
}

/** Everything about one reader locale that the page builders share. */
export interface LocaleContext {
  locale: string;
  options: BlogPagesOptions;
  /** Locale-neutral route -> this locale's route. */
  localize: (route: string) => string;
  /** Site path or URL -> absolute URL. */
  absolute: (pathOrUrl: string) => string;
  /** A text in this locale, else along its fallback chain, else the source locale's. */
  text: (text: LocalizedText) => string;
  label: (key: keyof BlogLabels, values?: Readonly<Record<string, string | number>>) => string;
  nav: BlogNavigation;
}

/** Builds the shared context of one reader locale. */
export function localeContext(locale: string, options: BlogPagesOptions): LocaleContext {
  const { locales } = options;
  const chain = [...locales.fallbackChain(locale), locales.sourceLocale, 'en'];
  const origin = options.siteUrl.replace(/\/+$/, '');
  const text = (value: LocalizedText) => pickText(value, chain) ?? Object.values(value)[0] ?? '';
  const localize = (route: string) => locales.localizePath(route, locale);
  const label = (key: keyof BlogLabels, values: Readonly<Record<string, string | number>> = {}) => formatMessage(text(options.labels[key]), locale, { site: options.siteTitle, ...values });
  return {
    locale,
    options,
    localize,
    absolute: (pathOrUrl) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`)),
    text,
    label,
    nav: {
      list: localize(BLOG_ROUTES.list),
      archive: localize(BLOG_ROUTES.archive),
      tags: localize(BLOG_ROUTES.tags),
      authors: localize(BLOG_ROUTES.authors),
      rss: localize(BLOG_ROUTES.rss),
      atom: localize(BLOG_ROUTES.atom),
      feedTitle: label('feedTitle'),
    },
  };
}

/**
 * Base fields of a page the blog generates in every locale (lists, archive, tags, authors): in the
 * reader's language, so never a fallback. `alternates` is filled once every locale is built.
 */
export function generatedPageBase(ctx: LocaleContext, neutralRoute: string, title: string, description?: string): BlogPageBase {
  const route = ctx.localize(neutralRoute);
  return {
    locale: ctx.locale,
    route,
    title,
    ...(description ? { description } : {}),
    alternates: {},
    untranslatedLocales: [],
    canonicalRoute: route,
    noindex: false,
    blog: ctx.nav,
  };
}
