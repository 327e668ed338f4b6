import type { LocaleSet } from '@lumidoc/i18n';
import { ContentError } from '../errors.js';
import { localizeHast } from '../hast-routes.js';
import type { LinkSource } from '../links/check.js';
import type { PageBase } from '@lumidoc/contract';
import { homeLinkSource, OPTIONS_FILE, validateHomeLinks, type HomeLinks } from './home-links.js';
import { isRoute } from './link-ref.js';
import type { StandaloneSource } from './sources.js';
import type { StandalonePageData } from '@lumidoc/contract';

export interface StandalonePagesOptions {
  locales: LocaleSet;
  /** Required when the sources include a home page. */
  home?: HomeLinks;
  /** `'development'` builds draft pages too. Default production. */
  mode?: 'production' | 'development';
}

export interface StandalonePagesResult {
  /** Every page in every locale of the site. */
  pages: StandalonePageData[];
  /** One per source file (and one for the home links), for the link check. */
  linkSources: LinkSource[];
}

/**
 * Builds every standalone page for every site locale. A locale without its own version gets the
 * first version along its fallback chain, marked with `fallbackFrom`, `noindex` and a canonical
 * route to the page it came from. Links to the site are localized for the reader.
 */
export function createStandalonePages(all: readonly StandaloneSource[], options: StandalonePagesOptions): StandalonePagesResult {
  const { locales } = options;
  // Draft pages (front matter `draft: true`) exist in development only, as draft docs do.
  const sources = all.filter((source) => source.kind !== 'page' || source.compiled.frontMatter.draft !== true || options.mode === 'development');
  const byName = new Map<string, Map<string, StandaloneSource>>();
  for (const source of sources) {
    if (!byName.has(source.name)) byName.set(source.name, new Map());
    byName.get(source.name)!.set(source.locale, source);
  }
  for (const [name, versions] of byName) {
    if (!versions.has(locales.sourceLocale)) {
      const [some] = versions.values();
      throw new ContentError({ file: some!.file.displayPath }, `page "${name}" has no ${locales.sourceLocale} version, which every other locale falls back to`, `write pages/${locales.sourceLocale}/${some!.file.displayPath.split('/').pop()} first`);
    }
  }
  if (byName.has('home')) {
    if (!options.home) throw new ContentError({ file: OPTIONS_FILE }, 'the home page needs the `home` option', 'pass home: { getStartedRoute, demoUrl, communityUrl, stores }');
    validateHomeLinks(options.home);
  }

  const pick = (versions: Map<string, StandaloneSource>, locale: string) => {
    const from = locales.fallbackChain(locale).find((code) => versions.has(code)) ?? locales.sourceLocale;
    return versions.get(from)!;
  };
  const pages: StandalonePageData[] = [];
  for (const { code: locale } of locales.list) {
    for (const versions of byName.values()) {
      const source = pick(versions, locale);
      const route = locales.localizePath(source.route, locale);
      const isFallback = source.locale !== locale;
      const base: Omit<PageBase, 'title' | 'description'> = {
        locale,
        route,
        alternates: Object.fromEntries(locales.list.map((other) => [other.code, locales.localizePath(source.route, other.code)])),
        untranslatedLocales: locales.list.filter((other) => pick(versions, other.code).locale !== other.code).map((other) => other.code),
        ...(isFallback ? { fallbackFrom: source.locale } : {}),
        canonicalRoute: isFallback ? locales.localizePath(source.route, source.locale) : route,
        // Unlisted (and development-only draft) pages are kept away from search engines and the site search.
        noindex: isFallback || (source.kind === 'page' && (source.compiled.frontMatter.unlisted === true || source.compiled.frontMatter.draft === true)),
      };
      const original = versions.get(locales.sourceLocale)!;
      pages.push(
        pageFor(source, base, {
          localize: (path) => locales.localizePath(path, locale),
          home: options.home,
          original: { source: original, route: locales.localizePath(original.route, original.locale) },
        }),
      );
    }
  }

  const linkSources: LinkSource[] = sources.map((source) => ({
    locale: source.locale,
    route: source.route,
    displayPath: source.file.displayPath,
    links: source.kind === 'page' ? source.compiled.links : source.content.links,
    images: source.kind === 'page' ? source.compiled.images : [],
  }));
  if (byName.has('home') && options.home) linkSources.push(homeLinkSource(options.home, locales.sourceLocale));
  return { pages, linkSources };
}

/** What a page needs besides its source: the reader's routes, the home links, the source-locale original. */
interface PageContext {
  localize: (path: string) => string;
  home: HomeLinks | undefined;
  original: { source: StandaloneSource; route: string };
}

/** One locale's page from the version of the source it reads. */
function pageFor(source: StandaloneSource, base: Omit<PageBase, 'title' | 'description'>, { localize, home, original }: PageContext): StandalonePageData {
  const link = (target: string | undefined) => (target === undefined ? {} : { link: isRoute(target) ? localize(target) : target });
  switch (source.kind) {
    case 'home': {
      const c = source.content;
      const links = home!;
      return {
        ...base,
        kind: 'home',
        title: c.title,
        description: c.description,
        hero: { ...c.hero, ...(links.heroImage ? { image: { ...links.heroImage } } : {}) },
        actions: {
          getStarted: { label: c.actions.getStarted, route: localize(links.getStartedRoute) },
          openDemo: { label: c.actions.openDemo, href: links.demoUrl },
          download: { label: c.actions.download },
        },
        features: c.features.map((f) => ({ title: f.title, text: f.text, route: localize(f.link) })),
        download: { ...c.download, links: links.stores.map((s) => ({ store: s.store, href: isRoute(s.href) ? localize(s.href) : s.href })) },
        license: c.license,
        community: { text: c.community, href: links.communityUrl },
      };
    }
    case 'roadmap': {
      const c = source.content;
      const milestones = c.milestones.map(({ link: target, ...milestone }) => ({ ...milestone, ...link(target) }));
      return { ...base, kind: 'roadmap', title: c.title, description: c.description, intro: c.intro, milestones };
    }
    case 'cursed-knowledge': {
      const c = source.content;
      const items = c.items.map(({ link: target, ...item }) => ({ ...item, ...link(target) }));
      return { ...base, kind: 'cursed-knowledge', title: c.title, description: c.description, intro: c.intro, items };
    }
    case 'page': {
      const fm = source.compiled.frontMatter;
      // A translation records which source revision it follows; a different one means it is behind.
      const outdated = !base.fallbackFrom && source !== original.source && fm.source_hash !== original.source.hash;
      return {
        ...base,
        kind: 'page',
        name: source.name,
        title: fm.title!,
        ...(fm.description ? { description: fm.description } : {}),
        ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
        ...(fm.image ? { socialImage: fm.image } : {}),
        body: localizeHast(source.compiled.body, localize),
        toc: source.compiled.toc,
        ...(outdated ? { outdated: { sourceRoute: original.route, sourceLocale: original.source.locale } } : {}),
      };
    }
  }
}

