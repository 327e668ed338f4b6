import type { LocaleSet } from '@lumidoc/i18n';
import { ContentError } from '../errors.js';
import { localizeHast } from '../hast-routes.js';
import { nearestFew } from '../links/nearest.js';
import { frontMatterLine } from '../markdown/front-matter-lines.js';
import type { DocCategoryIndexPageData, DocPageData, PageLink, SidebarData } from '@lumidoc/contract';
import type { CategoryFiles } from './category-files.js';
import { chooseDocSidebar } from './displayed-sidebar.js';
import { docTags } from './doc-tags.js';
import { pickLastUpdate, type LastUpdate } from './last-update.js';
import { categoryOrderId, paginationLink, resolveSidebar, type CategoryIndex, type SidebarDoc, type SidebarsConfig } from './sidebar.js';
import type { DocSource } from './sources.js';

export interface DocPagesOptions {
  locales: LocaleSet;
  sidebars: SidebarsConfig;
  /** Shown in errors about the sidebar configuration. */
  sidebarsFile: string;
  /** The sidebar configuration file's text, for the line of a problem in it. */
  sidebarsText?: string;
  /** Drafts are built in development only. */
  mode: 'production' | 'development';
  /** Docs version these sources belong to. */
  version?: string;
  /**
   * Link to edit a doc, when the site has one: called with the file the page is written from (the
   * translation's own, or on a fallback page the fallback locale's) and the page's locale; `undefined`
   * means no link.
   */
  editUrl?: (source: DocSource, locale: string) => string | undefined;
  /** When the shown file last changed (from git); front matter `last_update` wins field by field. */
  lastUpdated?: (source: DocSource) => LastUpdate | undefined;
  /** The folders' `_category_.json` / `_category_.yml` files, by `<locale>/<folder>`. */
  categories?: CategoryFiles;
  /** Where the version is served (`/docs`): category index pages go below it. Default `/docs`. */
  routeBase?: string;
}

/** A page the docs make: a doc, or a category's generated index. */
export type DocsPageData = DocPageData | DocCategoryIndexPageData;

/** Translation state of one doc in one locale. */
export interface TranslationStatus {
  locale: string;
  id: string;
  state: 'source' | 'translated' | 'outdated' | 'missing';
}

export interface DocPagesResult {
  pages: DocsPageData[];
  sidebars: SidebarData[];
  translations: TranslationStatus[];
}

/**
 * Builds one doc page per site locale and doc id. A locale without its own translation gets the
 * page from its fallback chain, marked with `fallbackFrom` and canonical to the source page.
 */
export function createDocPages(sources: readonly DocSource[], options: DocPagesOptions): DocPagesResult {
  const { locales, mode } = options;
  const version = options.version ?? 'current';
  const included = sources.filter((s) => mode === 'development' || !s.compiled.frontMatter.draft);
  const draftIds = new Set(sources.filter((s) => !included.includes(s)).map((s) => s.id));
  const byId = new Map<string, Map<string, DocSource>>();
  for (const source of included) {
    if (!byId.has(source.id)) byId.set(source.id, new Map());
    byId.get(source.id)!.set(source.locale, source);
  }

  const pages: DocsPageData[] = [];
  const categoryPages: Array<{ locale: string; sidebarId: string; index: CategoryIndex; prev?: PageLink | undefined; next?: PageLink | undefined }> = [];
  const draftPaths = new Set(sources.filter((s) => !included.includes(s)).map((s) => s.relativePath));
  const sidebars: SidebarData[] = [];
  const translations: TranslationStatus[] = [];
  const pick = (id: string, locale: string) => {
    const versions = byId.get(id)!;
    const from = locales.fallbackChain(locale).find((code) => versions.has(code));
    return from ? versions.get(from)! : undefined;
  };

  for (const locale of locales.list.map((l) => l.code)) {
    const chain = locales.fallbackChain(locale);
    const sidebarDocs = new Map<string, SidebarDoc>();
    for (const id of byId.keys()) {
      const source = pick(id, locale);
      if (!source) continue;
      const fm = source.compiled.frontMatter;
      const sourceLocaleVersion = byId.get(id)!.get(locales.sourceLocale) ?? source;
      sidebarDocs.set(id, {
        id,
        label: fm.sidebar_label ?? fm.title!,
        route: locales.localizePath(source.route, locale),
        position: sourceLocaleVersion.compiled.frontMatter.sidebar_position,
        unlisted: fm.unlisted === true,
        draft: fm.draft === true,
        ...(source.locale !== locale ? { lang: source.locale } : {}),
        path: sourceLocaleVersion.relativePath,
        ...(fm.description ? { description: fm.description } : {}),
        ...optional('paginationLabel', fm.pagination_label),
        ...optional('className', fm.sidebar_class_name),
        ...optional('customProps', fm.sidebar_custom_props),
      });
    }
    const resolved = Object.entries(options.sidebars).map(([sidebarId, config]) => ({
      sidebarId,
      ...resolveSidebar(sidebarId, config, sidebarDocs, draftIds, chain, options.sidebarsFile, options.sidebarsText, {
        ...(options.categories ? { categories: options.categories } : {}),
        sourceLocale: locales.sourceLocale,
        routeBase: options.routeBase ?? '/docs',
        localize: (route) => locales.localizePath(route, locale),
        draftPaths,
      }),
    }));
    for (const sidebar of resolved) sidebars.push({ id: sidebar.sidebarId, locale, items: sidebar.items });
    for (const sidebar of resolved) {
      for (const index of sidebar.categoryIndexes) {
        const at = sidebar.order.findIndex((entry) => entry.id === categoryOrderId(index.route));
        categoryPages.push({ locale, sidebarId: sidebar.sidebarId, index, prev: sidebar.order[at - 1]?.link, next: sidebar.order[at + 1]?.link });
      }
    }

    for (const [id, versions] of byId) {
      const source = pick(id, locale);
      if (!source) continue;
      const fm = source.compiled.frontMatter;
      const route = locales.localizePath(source.route, locale);
      const { sidebarId, navigation: inSidebar } = chooseDocSidebar(source, resolved, options.sidebarsFile);
      const position = inSidebar?.order.findIndex((o) => o.id === id) ?? -1;
      const isFallback = source.locale !== locale;
      const neighbour = (key: 'pagination_prev' | 'pagination_next', offset: number) => {
        const override = fm[key];
        if (override === null) return undefined;
        if (override !== undefined) {
          const doc = sidebarDocs.get(override);
          if (!doc && !draftIds.has(override)) throw missingPaginationTarget(source, key, override, [...byId.keys()]);
          return doc ? paginationLink(doc, doc.label, doc.lang ? { lang: doc.lang } : {}) : undefined;
        }
        return position >= 0 ? inSidebar!.order[position + offset]?.link : undefined;
      };
      const alternates: Record<string, string> = {};
      const untranslatedLocales: string[] = [];
      for (const other of locales.list) {
        const otherSource = pick(id, other.code);
        if (!otherSource) continue;
        alternates[other.code] = locales.localizePath(otherSource.route, other.code);
        if (otherSource.locale !== other.code) untranslatedLocales.push(other.code);
      }
      const original = versions.get(locales.sourceLocale);
      const outdated = !isFallback && original && source !== original && fm.source_hash !== original.hash;
      translations.push({
        locale,
        id,
        state: isFallback ? 'missing' : source === original ? 'source' : outdated ? 'outdated' : 'translated',
      });
      const localize = (r: string) => locales.localizePath(r, locale);
      // Front matter `custom_edit_url` replaces the site's link for this file; null removes it.
      const editUrl = fm.custom_edit_url === null ? undefined : (fm.custom_edit_url ?? options.editUrl?.(source, locale));
      const lastUpdated = pickLastUpdate(fm.last_update, options.lastUpdated?.(source));
      pages.push({
        kind: 'doc',
        id,
        locale,
        route,
        title: fm.title!,
        ...(fm.description ? { description: fm.description } : {}),
        ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
        ...(fm.image ? { socialImage: fm.image } : {}),
        alternates,
        untranslatedLocales,
        ...(isFallback ? { fallbackFrom: source.locale } : {}),
        canonicalRoute: isFallback ? locales.localizePath(source.route, source.locale) : route,
        noindex: fm.unlisted === true || fm.draft === true || isFallback,
        ...optional('sidebarId', sidebarId),
        body: localizeHast(source.compiled.body, localize),
        toc: source.compiled.toc,
        breadcrumbs: inSidebar?.breadcrumbs.get(id) ?? [{ label: fm.title!, ...(isFallback ? { lang: source.locale } : {}) }],
        ...optional('prev', neighbour('pagination_prev', -1)),
        ...optional('next', neighbour('pagination_next', 1)),
        draft: fm.draft === true,
        unlisted: fm.unlisted === true,
        version,
        ...optional('editUrl', editUrl),
        ...optional('lastUpdated', lastUpdated),
        ...(outdated ? { outdated: { sourceRoute: locales.localizePath(original.route, original.locale), sourceLocale: original.locale } } : {}),
        ...(fm.hide_title ? { hideTitle: true } : {}),
        ...optional('tags', docTags(fm.tags)),
      });
    }
  }
  pages.push(...createCategoryIndexPages(categoryPages, pages, locales, version, options.routeBase ?? '/docs'));
  return { pages, sidebars, translations };
}

/**
 * One page per generated category index and locale. A category on the route of a doc or of
 * another category is an error naming the category's file; the same category listed by two
 * sidebars is one page (in the first sidebar).
 */
function createCategoryIndexPages(
  entries: ReadonlyArray<{ locale: string; sidebarId: string; index: CategoryIndex; prev?: PageLink | undefined; next?: PageLink | undefined }>,
  docPages: readonly DocsPageData[],
  locales: LocaleSet,
  version: string,
  routeBase: string,
): DocCategoryIndexPageData[] {
  const docRoutes = new Set(docPages.map((page) => page.route));
  const owners = new Map<string, CategoryIndex>();
  const localesOf = new Map<string, string[]>();
  for (const { locale, index } of entries) {
    const owner = owners.get(index.route);
    if (owner && (owner.source.file !== index.source.file || owner.source.line !== index.source.line)) {
      throw new ContentError(index.source, `the category's index page route ${index.route} is also the route of another category (${formatSource(owner.source)})`, 'give one of them another link.slug, or another label');
    }
    if (docRoutes.has(index.localizedRoute)) {
      throw new ContentError(index.source, `the category's index page route ${index.route} is also the route of a doc`, "give the category's generated-index another slug (link: { type: 'generated-index', slug: '/category/…' })");
    }
    owners.set(index.route, index);
    if (!localesOf.get(index.route)?.includes(locale)) localesOf.set(index.route, [...(localesOf.get(index.route) ?? []), locale]);
  }
  const done = new Set<string>();
  const out: DocCategoryIndexPageData[] = [];
  for (const { locale, sidebarId, index, prev, next } of entries) {
    if (done.has(`${locale} ${index.route}`)) continue;
    done.add(`${locale} ${index.route}`);
    out.push({
      kind: 'doc-category-index',
      id: index.route.slice(routeBase.length + 1),
      locale,
      route: index.localizedRoute,
      title: index.title,
      ...(index.description ? { description: index.description } : {}),
      alternates: Object.fromEntries(localesOf.get(index.route)!.map((code) => [code, locales.localizePath(index.route, code)])),
      untranslatedLocales: [],
      canonicalRoute: index.localizedRoute,
      noindex: false,
      sidebarId,
      breadcrumbs: index.breadcrumbs,
      items: index.items,
      ...optional('prev', prev),
      ...optional('next', next),
      version,
    });
  }
  return out;
}

function formatSource(where: { file: string; line?: number }): string {
  return where.line === undefined ? where.file : `${where.file}:${where.line}`;
}

/** `pagination_prev`/`pagination_next` naming a doc id that does not exist, with the nearest ids. */
function missingPaginationTarget(source: DocSource, key: string, id: string, ids: readonly string[]): ContentError {
  return new ContentError(
    { file: source.file.displayPath, line: frontMatterLine(source.file.text, key) },
    `${key} names doc id "${id}", which does not exist`,
    `use an existing id (the nearest: ${nearestFew(id, ids).join(', ')}), or ${key}: null for no link`,
  );
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
