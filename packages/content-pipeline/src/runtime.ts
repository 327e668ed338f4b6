/**
 * The small, browser-safe part of the pipeline's contract: where the build puts page data and
 * sidebars, and what the prerendered HTML tells the client. Both sides derive URLs from the route,
 * so the client bundle holds no table of pages and does not grow with the site.
 */
import type { PageData, SidebarData } from './page-data.js';

/** Folder of the emitted data files, below the site root. */
export const DATA_DIR = '_data';

/** Facts about one build that every page's HTML carries to the client. */
export interface SiteRuntime {
  /** Changes with every build whose data changed; part of every data file URL. */
  buildId: string;
  /** Stylesheets of the client bundle (hashed file names). */
  css: string[];
  /** Client entry script. */
  entry: string;
  /** Timestamp in the names of the search files (`search-doc-<ts>.json`). */
  searchTimestamp: string;
  /** Base path the site is served from, `/` unless hosted in a sub-folder. */
  baseUrl: string;
}

/** Gives pages and sidebars to the router: from memory when prerendering, over HTTP in the browser. */
export interface PageDataSource {
  page(route: string): Promise<PageData | undefined>;
  sidebar(locale: string, sidebarId: string): Promise<SidebarData | undefined>;
}

/** Normalizes a URL path to a route: no trailing slash, no `index.html`, `/` for the root. */
export function normalizeRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Path of a route's data file below the site root. */
export function pageDataPath(buildId: string, route: string): string {
  const normalized = normalizeRoute(route);
  return `/${DATA_DIR}/${buildId}${normalized === '/' ? '/index' : normalized}.json`;
}

/** Path of a locale's sidebar file below the site root. */
export function sidebarDataPath(buildId: string, locale: string, sidebarId: string): string {
  return `/${DATA_DIR}/${buildId}/_sidebars/${locale}/${sidebarId}.json`;
}

/** Fetches data files relative to the site root, each file once; 404 means "no such page". */
export function createFetchDataSource(runtime: Pick<SiteRuntime, 'buildId' | 'baseUrl'>, fetchImpl: typeof fetch = fetch): PageDataSource {
  const cache = new Map<string, Promise<unknown>>();
  const base = runtime.baseUrl.replace(/\/$/, '');
  const load = <T>(path: string): Promise<T | undefined> => {
    let pending = cache.get(path);
    if (!pending) {
      pending = fetchImpl(base + path).then(async (response) => {
        if (response.status === 404) return undefined;
        if (!response.ok) throw new Error(`Loading ${path} failed with HTTP ${response.status}`);
        return response.json();
      });
      pending.catch(() => cache.delete(path));
      cache.set(path, pending);
    }
    return pending as Promise<T | undefined>;
  };
  return {
    page: (route) => load<PageData>(pageDataPath(runtime.buildId, route)),
    sidebar: (locale, id) => load<SidebarData>(sidebarDataPath(runtime.buildId, locale, id)),
  };
}
