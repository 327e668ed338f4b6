import type { LocaleSet } from '@lumidoc/i18n';
import { ContentError } from '../errors.js';
import { localizeHast } from '../hast-routes.js';
import { nearestFew } from '../links/nearest.js';
import { frontMatterLine } from '../markdown/front-matter-lines.js';
import type { DocPageData, SidebarData } from '@lumidoc/contract';
import { pickLastUpdate, type LastUpdate } from './last-update.js';
import { resolveSidebar, type SidebarDoc, type SidebarsConfig } from './sidebar.js';
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
}

/** Translation state of one doc in one locale. */
export interface TranslationStatus {
  locale: string;
  id: string;
  state: 'source' | 'translated' | 'outdated' | 'missing';
}

export interface DocPagesResult {
  pages: DocPageData[];
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

  const pages: DocPageData[] = [];
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
      });
    }
    const resolved = Object.entries(options.sidebars).map(([sidebarId, config]) => ({
      sidebarId,
      ...resolveSidebar(sidebarId, config, sidebarDocs, draftIds, chain, options.sidebarsFile, options.sidebarsText),
    }));
    for (const sidebar of resolved) sidebars.push({ id: sidebar.sidebarId, locale, items: sidebar.items });

    for (const [id, versions] of byId) {
      const source = pick(id, locale);
      if (!source) continue;
      const fm = source.compiled.frontMatter;
      const route = locales.localizePath(source.route, locale);
      const inSidebar = resolved.find((s) => s.breadcrumbs.has(id));
      const position = inSidebar?.order.findIndex((o) => o.id === id) ?? -1;
      const isFallback = source.locale !== locale;
      const neighbour = (key: 'pagination_prev' | 'pagination_next', offset: number) => {
        const override = fm[key];
        if (override === null) return undefined;
        if (override !== undefined) {
          const doc = sidebarDocs.get(override);
          if (!doc && !draftIds.has(override)) throw missingPaginationTarget(source, key, override, [...byId.keys()]);
          return doc ? { label: doc.label, route: doc.route, ...(doc.lang ? { lang: doc.lang } : {}) } : undefined;
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
        alternates,
        untranslatedLocales,
        ...(isFallback ? { fallbackFrom: source.locale } : {}),
        canonicalRoute: isFallback ? locales.localizePath(source.route, source.locale) : route,
        noindex: fm.unlisted === true || fm.draft === true || isFallback,
        sidebarId: inSidebar?.sidebarId ?? Object.keys(options.sidebars)[0],
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
      });
    }
  }
  return { pages, sidebars, translations };
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
