/**
 * The small, browser-safe part of the pipeline's contract: where the build puts page data and
 * sidebars, and what the prerendered HTML tells the client. Both sides derive URLs from the route,
 * so the client bundle holds no table of pages and does not grow with the site.
 */
import type { PageData, PageDataSource, SidebarData, SiteRuntime } from '@lumidoc/contract';
import { parseDataFile } from './data-file.js';

export type { PageDataSource, SiteRuntime };

export { parseDataFile, serializeDataFile } from './data-file.js';

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

/** A data source over any loader of data files by path: each file loaded once, kept once loaded. */
export function cachingDataSource(loadFile: (path: string) => Promise<unknown>): PageDataSource {
  const pending = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();
  const load = <T>(path: string): Promise<T | undefined> => {
    let promise = pending.get(path);
    if (!promise) {
      promise = loadFile(path).then((value) => {
        loaded.set(path, value);
        return value;
      });
      promise.catch(() => pending.delete(path));
      pending.set(path, promise);
    }
    return promise as Promise<T | undefined>;
  };
  return {
    page: (route) => load<PageData>(pageDataPath(route)),
    sidebar: (locale, id) => load<SidebarData>(sidebarDataPath(locale, id)),
    loadedPage: (route) => loaded.get(pageDataPath(route)) as PageData | undefined,
    loadedSidebar: (locale, id) => loaded.get(sidebarDataPath(locale, id)) as SidebarData | undefined,
  };
}

/** Fetches data files relative to the site root, each file once; 404 means "no such page". */
export function createFetchDataSource(runtime: Pick<SiteRuntime, 'baseUrl'>, fetchImpl: typeof fetch = fetch): PageDataSource {
  const base = runtime.baseUrl.replace(/\/$/, '');
  return cachingDataSource(async (path) => {
    const response = await fetchImpl(base + path);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`Loading ${path} failed with HTTP ${response.status}`);
    return parseDataFile(await response.text());
  });
}
