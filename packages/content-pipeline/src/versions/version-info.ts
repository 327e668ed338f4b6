import type { DocVersionInfo, SidebarData, SidebarItem } from '@lumidoc/contract';
import type { DocsPageData } from '../docs/pages.js';
import { DOCS_PLUGIN_ID } from './options.js';
import type { DocsVersion } from './resolve.js';

/** The pages and sidebars built from one docs version. */
export interface VersionDocs {
  version: DocsVersion;
  pages: readonly DocsPageData[];
  sidebars: readonly SidebarData[];
}

/**
 * Joins the docs of every version into one set. Sidebar ids get the version's suffix, so each
 * version's pages name their own sidebars. With more than one version, every page carries
 * `versionInfo` (label, status, badge, and for a version other than the latest, the link to the same
 * doc in the latest version, else that version's first doc), and only the latest version is
 * indexable: search engines should send readers to the docs of the released product.
 */
export function joinDocsVersions(versions: readonly VersionDocs[]): { pages: DocsPageData[]; sidebars: SidebarData[] } {
  const latest = versions.find((v) => v.version.status === 'latest');
  const latestLink = latest ? latestLinks(latest) : () => undefined;
  const versioned = versions.length > 1;
  const pages: DocsPageData[] = [];
  const sidebars: SidebarData[] = [];
  for (const { version, pages: versionPages, sidebars: versionSidebars } of versions) {
    sidebars.push(...versionSidebars.map((s) => ({ ...s, id: s.id + version.sidebarIdSuffix })));
    for (const page of versionPages) {
      const withSidebar = page.sidebarId === undefined ? page : { ...page, sidebarId: page.sidebarId + version.sidebarIdSuffix };
      if (!versioned) {
        pages.push(withSidebar);
        continue;
      }
      const isLatest = version.status === 'latest';
      const link = isLatest ? undefined : latestLink(page);
      const versionInfo: DocVersionInfo = {
        pluginId: DOCS_PLUGIN_ID,
        name: version.name,
        label: version.label,
        status: version.status,
        badge: version.badge,
        ...(link ? { latest: link } : {}),
      };
      pages.push({ ...withSidebar, versionInfo, noindex: page.noindex || !isLatest });
    }
  }
  return { pages, sidebars };
}

/** Finds, for a page, the same doc in the latest version in its locale; else that version's first doc. */
function latestLinks(latest: VersionDocs): (page: DocsPageData) => DocVersionInfo['latest'] {
  const byLocale = new Map<string, { routeById: Map<string, string>; first: string | undefined }>();
  const inLocale = (locale: string) => {
    let entry = byLocale.get(locale);
    if (!entry) {
      const pages = latest.pages.filter((p) => p.locale === locale);
      entry = { routeById: new Map(pages.map((p) => [p.id, p.route])), first: firstDocRoute(latest, pages, locale) };
      byLocale.set(locale, entry);
    }
    return entry;
  };
  return (page) => {
    const { routeById, first } = inLocale(page.locale);
    const route = routeById.get(page.id) ?? first;
    return route === undefined ? undefined : { label: latest.version.label, route, name: latest.version.name };
  };
}

/** First listed doc of the version's first sidebar that has one, in reading order; else its first route. */
function firstDocRoute(version: VersionDocs, pagesInLocale: readonly DocsPageData[], locale: string): string | undefined {
  const routes = new Set(pagesInLocale.map((p) => p.route));
  const walk = (items: readonly SidebarItem[]): string | undefined => {
    for (const item of items) {
      const listed = item.type === 'link' ? !item.unlisted : !item.linkUnlisted;
      if (listed && item.href !== undefined && routes.has(item.href)) return item.href;
      const inside = item.type === 'category' ? walk(item.items) : undefined;
      if (inside !== undefined) return inside;
    }
    return undefined;
  };
  for (const sidebar of version.sidebars) {
    const found = sidebar.locale === locale ? walk(sidebar.items) : undefined;
    if (found !== undefined) return found;
  }
  return [...routes].sort()[0];
}
