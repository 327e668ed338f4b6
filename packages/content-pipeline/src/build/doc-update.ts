// A collected site updated in place after one docs file changed: what a development server does on
// save instead of collecting the whole site again. Only an edit that leaves the file's front matter
// as it was (title, id, sidebar place, dates …) is done this way: it can change the file's own
// pages (its locale's and those falling back to it), the translation state of pages translated from
// it, and which links into them resolve, and nothing else.
import type { DocPageData, LinkSource, PageData } from '@lumidoc/contract';
import type { LocaleSet } from '@lumidoc/i18n';
import type { TranslationStatus } from '../docs/pages.js';
import type { DocSource } from '../docs/sources.js';
import { localizeHast } from '../hast-routes.js';
import { anchorsOfPage, type PageAnchors } from '../links/anchors.js';
import { targetRoute } from '../links/target-route.js';

/** The docs as collected, and where they are used. */
export interface DocUpdateState {
  locales: LocaleSet;
  pages: readonly PageData[];
  /** Every doc source as collected and its docs version, by file path; updated by `applyDocUpdate`. */
  sources: Map<string, { source: DocSource; version: string }>;
  linkSources: LinkSource[];
  anchors: PageAnchors;
  translations: TranslationStatus[];
}

/** The changes a docs file's new text makes, checked and ready to apply. */
export interface DocUpdate {
  source: DocSource;
  version: string;
  /** Pages with their new data, each replacing the page of its route. */
  pages: DocPageData[];
  linkSource: LinkSource;
  /** The link sources whose links and images must be checked again, the new one included. */
  toCheck: LinkSource[];
  /** The anchors of the updated pages; `anchorsWith(state.anchors, …)` for the check. */
  anchors: Map<string, Set<string>>;
  translations: TranslationStatus[];
}

const linkSourceOf = (source: DocSource): LinkSource => ({ locale: source.locale, route: source.route, displayPath: source.file.displayPath, links: source.compiled.links, images: source.compiled.images });

/**
 * What the recompiled `fresh` source changes, or undefined when only collecting the site again can
 * tell (the front matter changed). Changes nothing: `applyDocUpdate` does, once the links pass.
 */
export function planDocUpdate(state: DocUpdateState, fresh: DocSource, version: string): DocUpdate | undefined {
  const old = state.sources.get(fresh.file.path)?.source;
  if (!old || JSON.stringify(old.compiled.frontMatter) !== JSON.stringify(fresh.compiled.frontMatter)) return undefined;
  const { locales } = state;
  const docPages = state.pages.filter((page): page is DocPageData => page.kind === 'doc' && page.id === fresh.id && page.version === version);
  const updated: DocPageData[] = [];
  // The file's own pages: its locale's, and every locale that falls back to it.
  for (const page of docPages) {
    if ((page.fallbackFrom ?? page.locale) !== fresh.locale) continue;
    updated.push({ ...page, body: localizeHast(fresh.compiled.body, (route) => locales.localizePath(route, page.locale)), toc: fresh.compiled.toc });
  }
  // A source-locale file's hash is what its translations record: their outdated state may change.
  const translations = state.translations.map((entry) => ({ ...entry }));
  if (fresh.locale === locales.sourceLocale && fresh.hash !== old.hash) {
    for (const { source: translation, version: itsVersion } of state.sources.values()) {
      if (translation.id !== fresh.id || translation.locale === fresh.locale || itsVersion !== version) continue;
      const page = docPages.find((p) => p.locale === translation.locale && !p.fallbackFrom);
      if (!page) continue;
      const outdated = translation.compiled.frontMatter.source_hash !== fresh.hash;
      const { outdated: _was, ...rest } = page;
      updated.push(outdated ? { ...rest, outdated: { sourceRoute: locales.localizePath(fresh.route, fresh.locale), sourceLocale: fresh.locale } } : rest);
      const status = version === 'current' ? translations.find((t) => t.locale === translation.locale && t.id === fresh.id) : undefined;
      if (status) status.state = outdated ? 'outdated' : 'translated';
    }
  }
  const routes = new Set(updated.map((page) => page.route));
  const anchors = new Map(updated.map((page) => [page.route, anchorsOfPage(page)]));
  const linkSource = linkSourceOf(fresh);
  const previous = linkSourceOf(old);
  const toCheck = [linkSource];
  for (const source of state.linkSources) {
    if (source.displayPath === previous.displayPath && source.route === previous.route && source.locale === previous.locale) continue;
    if (source.links.some((link) => {
      const target = targetRoute(link, source.route);
      return target !== undefined && routes.has(locales.localizePath(target, source.locale));
    })) toCheck.push(source);
  }
  return { source: fresh, version, pages: updated, linkSource, toCheck, anchors, translations };
}

/**
 * Applies a checked update: each page object of the collection takes its new data in place (so
 * every map that holds it sees the change), and the state's sources, link sources, anchors and
 * translations take the new values. Returns the routes whose data changed.
 */
export function applyDocUpdate(state: DocUpdateState, update: DocUpdate): string[] {
  const byRoute = new Map(update.pages.map((page) => [page.route, page]));
  for (const page of state.pages) {
    const replacement = byRoute.get(page.route);
    if (!replacement) continue;
    // Replaced key by key in the new data's order, so the page serializes as a fresh collection's would.
    const target = page as unknown as Record<string, unknown>;
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, replacement);
  }
  const index = state.linkSources.findIndex((source) => source.displayPath === update.linkSource.displayPath && source.route === update.linkSource.route && source.locale === update.linkSource.locale);
  if (index >= 0) state.linkSources[index] = update.linkSource;
  state.sources.set(update.source.file.path, { source: update.source, version: update.version });
  for (const [route, ids] of update.anchors) state.anchors.set(route, ids);
  state.translations.splice(0, state.translations.length, ...update.translations);
  return [...byRoute.keys()];
}
