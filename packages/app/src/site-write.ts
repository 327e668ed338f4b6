import path from 'node:path';
import { mapLimit, phaseTimer, writeFile, type SiteCollection } from '@lumidoc/content-pipeline/build';
import type { ContentSecurityPolicy } from './csp.js';
import { escapeAttribute, modulePreloadLinks, type ModulePreloads } from './module-preloads.js';
import { prerender, type RenderFunction } from './prerender.js';
import { pageDataPath, sidebarDataPath } from '@lumidoc/content-pipeline/runtime';

/** Where and how `writeSite` writes a collected site. */
export interface SiteWriteOptions {
  /** Where the static site is written; the client bundle is already there. */
  outDir: string;
  /**
   * The server entry's render function (rendered in this thread), or the URL of the server entry
   * module, rendered in a worker thread per core (`threads` to change how many).
   */
  render: RenderFunction | { module: string; threads?: number };
  /** Content-Security-Policy written into every page as a meta tag; none when absent. */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** Chunks each page preloads by its kind and locale, from the bundler's manifest. */
  modulePreloads?: ModulePreloads;
}

/**
 * Writes a collected site into `outDir`: every file of the collection (page data, sidebars,
 * sitemap, plugin output), then one prerendered HTML file per route and a `404.html` per locale.
 * Returns the milliseconds spent per phase (`emit`, `prerender`).
 */
export async function writeSite(site: SiteCollection, options: SiteWriteOptions): Promise<Record<string, number>> {
  const { phases, timed } = phaseTimer();
  const prerenderSite = await timed('emit', () => emitSite(site, options));
  await timed('prerender', prerenderSite);
  return phases;
}

/**
 * The first half of `writeSite`: writes every file of the collection and returns the second half,
 * the prerender of every route. Rendering in threads, the returned function holds only routes and
 * preload links, not the collection, so a caller that lets go of the collection frees its pages
 * (the threads read them from the data files just written).
 */
export async function emitSite(site: SiteCollection, options: SiteWriteOptions): Promise<() => Promise<void>> {
  // A collection made for a development server may have left some plugins' files for later.
  await site.emitDeferred();
  await mapLimit([...site.files], 64, ([file, data]) => writeFile(path.join(options.outDir, file), data));
  await writeEach(site.dataFiles(), 64, ([file, json]) => writeFile(path.join(options.outDir, file), json));
  const { render, outDir, contentSecurityPolicy } = options;
  const routes = site.pages.map((p) => p.route);
  const notFoundRoutes = site.notFoundRoutes;
  const runtime = site.runtime;
  const preloadLinks = preloadLinksFor(site, options.modulePreloads ?? {});
  const rendering = typeof render === 'function' ? renderInThisThread(site, render) : { ...render, runtime };
  return () => prerender({ routes, notFoundRoutes, outDir, render: rendering, ...(contentSecurityPolicy ? { contentSecurityPolicy } : {}), preloadLinks });
}

function renderInThisThread(site: SiteCollection, render: RenderFunction) {
  return (url: string) => render(url, { data: site.data, runtime: site.runtime });
}

/** Runs `task` over an iterable with at most `limit` at once, taking items only as places free up. */
async function writeEach<T>(items: Iterable<T>, limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let step = iterator.next(); !step.done; step = iterator.next()) await task(step.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * The preload links of each route: the chunks of its page's kind and locale (or the not-found
 * page's), and the data files the client entry fetches before hydrating (the page's and its
 * sidebar's). Written into the prerendered HTML only: in the browser the data is loaded by then.
 */
function preloadLinksFor(site: SiteCollection, preloads: ModulePreloads): (route: string) => string {
  const pageByRoute = new Map(site.pages.map(({ route, kind, locale, sidebarId }) => [route, { kind, locale, sidebarId }]));
  const { locales } = site;
  const base = site.runtime.baseUrl.replace(/\/$/, '');
  const dataLink = (file: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(base + file)}"/>`;
  return (route) => {
    const page = pageByRoute.get(route);
    const modules = modulePreloadLinks(preloads, page?.kind ?? 'not-found', page?.locale ?? locales.parse(route).locale);
    if (!page) return modules;
    return dataLink(pageDataPath(route)) + (page.sidebarId ? dataLink(sidebarDataPath(page.locale, page.sidebarId)) : '') + modules;
  };
}
