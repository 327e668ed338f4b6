/**
 * The small, browser-safe part of the pipeline's contract: where the build puts page data and
 * sidebars, and what the prerendered HTML tells the client. Both sides derive URLs from the route,
 * so the client bundle holds no table of pages and does not grow with the site.
 */
import type { PageData, PageDataSource, SidebarData, SiteRuntime } from '@lumidoc/contract';
import { parseDataFile, withSharedPart } from './data-file.js';

export type { PageDataSource, SiteRuntime };

export { parseDataFile, serializeDataFile, serializePageDataFiles, sharedPartOf, type PageDataFiles } from './data-file.js';

/** Folder of the emitted data files, below the site root. */
export const DATA_DIR = '_data';

/** Normalizes a URL path to a route: no trailing slash, no `index.html`, `/` for the root. */
export function normalizeRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Path of a route's data file below the site root: named by the route alone, so the browser finds
 * any page's data without a table of all pages, and an unchanged page keeps its file byte for byte.
 */
export function pageDataPath(route: string): string {
  const normalized = normalizeRoute(route);
  return `/${DATA_DIR}${normalized === '/' ? '/index' : normalized}.json`;
}

/** Path of a locale's sidebar file below the site root (`_sidebars` is never a route's first segment). */
export function sidebarDataPath(locale: string, sidebarId: string): string {
  return `/${DATA_DIR}/_sidebars/${locale}/${sidebarId}.json`;
}

/**
 * Path of a shared part below the site root: the fields that a page's translations share, named
 * by their content's hash (`serializePageDataFiles`), so a file's bytes never change under its name.
 */
export function sharedDataPath(id: string): string {
  return `/${DATA_DIR}/_shared/${id}.json`;
}

/** A data source whose loaded pages can be loaded again (after a development server's update). */
export interface ReloadableDataSource extends PageDataSource {
  /** Loads the pages of these routes again, if they were loaded, then tells the subscribers. */
  reload(routes: readonly string[]): Promise<void>;
  subscribe(onChange: () => void): () => void;
  revision(): number;
}

/** A data source over any loader of data files by path: each file loaded once, kept once loaded. */
export function cachingDataSource(loadFile: (path: string) => Promise<unknown>): ReloadableDataSource {
  const pending = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  let revision = 0;
  // A page's file may name a shared part: loaded (once for every page naming it) and merged in.
  const loadPage = (path: string) => loadFile(path).then((value) => withSharedPart(value, (id) => load(sharedDataPath(id))));
  const load = <T>(path: string, loader = loadFile): Promise<T | undefined> => {
    let promise = pending.get(path);
    if (!promise) {
      promise = loader(path).then((value) => {
        loaded.set(path, value);
        return value;
      });
      promise.catch(() => pending.delete(path));
      pending.set(path, promise);
    }
    return promise as Promise<T | undefined>;
  };
  return {
    page: (route) => load<PageData>(pageDataPath(route), loadPage),
    sidebar: (locale, id) => load<SidebarData>(sidebarDataPath(locale, id)),
    loadedPage: (route) => loaded.get(pageDataPath(route)) as PageData | undefined,
    loadedSidebar: (locale, id) => loaded.get(sidebarDataPath(locale, id)) as SidebarData | undefined,
    async reload(routes) {
      const paths = routes.map(pageDataPath).filter((path) => pending.has(path));
      // The old data stays in service until the new has arrived: a render meanwhile still has a page.
      const fresh = await Promise.all(paths.map((path) => loadPage(path)));
      paths.forEach((path, index) => {
        loaded.set(path, fresh[index]);
        pending.set(path, Promise.resolve(fresh[index]));
      });
      if (paths.length === 0) return;
      revision++;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    revision: () => revision,
  };
}

/** Fetches data files relative to the site root, each file once; 404 means "no such page". */
export function createFetchDataSource(runtime: Pick<SiteRuntime, 'baseUrl'>, fetchImpl: typeof fetch = fetch): ReloadableDataSource {
  const base = runtime.baseUrl.replace(/\/$/, '');
  return cachingDataSource(async (path) => {
    const response = await fetchImpl(base + path);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`Loading ${path} failed with HTTP ${response.status}`);
    return parseDataFile(await response.text());
  });
}
