import type { PageData, SidebarData } from '@lumidoc/contract';
import type { PageDataSource } from '../runtime.js';

/** Serves pages by route and sidebars by locale and id from memory: for prerendering and a dev server. */
export function memoryDataSource(pages: readonly PageData[], sidebars: readonly SidebarData[]): PageDataSource {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const sidebarByKey = new Map(sidebars.map((s) => [`${s.locale}/${s.id}`, s]));
  return {
    page: async (route) => byRoute.get(route),
    sidebar: async (locale, id) => sidebarByKey.get(`${locale}/${id}`),
    loadedPage: (route) => byRoute.get(route),
    loadedSidebar: (locale, id) => sidebarByKey.get(`${locale}/${id}`),
  };
}
