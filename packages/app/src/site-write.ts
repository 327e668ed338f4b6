import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapLimit, phaseTimer, writeFile, type SiteCollection } from '@lumidoc/content-pipeline/build';
import type { SiteRuntime } from '@lumidoc/contract';
import type { ContentSecurityPolicy } from './csp.js';
import { escapeAttribute, modulePreloadLinks, type ModulePreloads } from './module-preloads.js';
import { listOutDir, removeAllBut, type OutDirListing } from './out-dir-listing.js';
import { htmlFileFor, prerender, type PrerenderReport, type RenderFunction } from './prerender.js';
import { prerenderCache } from './prerender-cache.js';
import { pageDataPath, sharedDataPath, sharedPartOf, sidebarDataPath } from '@lumidoc/content-pipeline/runtime';

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
  /**
   * Where the prerender remembers what each page read, so that the next build into the same
   * `outDir` renders only pages whose data, preloads or renderer changed (rendering in threads
   * only). None when absent or `false`.
   */
  cacheDir?: string | false;
  /**
   * Removes every file below `outDir` that this build did not write, except these (paths below
   * `outDir`, `/`-separated): the output folder then holds exactly the site, with no page or data
   * file of an earlier build left behind. Absent: nothing is removed.
   */
  pruneExcept?: ReadonlySet<string>;
  /**
   * With `pruneExcept`: the listing of `outDir` (`listOutDir`) started before the collection, so
   * that it is ready by the time the build prunes. Absent: `emitSite` starts it.
   */
  outDirListing?: Promise<OutDirListing>;
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

/** The prerender of an emitted site; `render: false` only prunes (a build in parts renders elsewhere). */
export type PrerenderSite = (options?: { render?: boolean }) => Promise<PrerenderReport>;

/**
 * The first half of `writeSite`: writes every file of the collection and returns the second half,
 * the prerender of every route. Rendering in threads, the returned function holds only routes and
 * preload links, not the collection, so a caller that lets go of the collection frees its pages
 * (the threads read them from the data files just written).
 */
export async function emitSite(site: SiteCollection, options: SiteWriteOptions): Promise<PrerenderSite> {
  const { render, outDir, contentSecurityPolicy, cacheDir, pruneExcept } = options;
  const listing = pruneExcept ? (options.outDirListing ?? listOutDir(outDir)) : undefined;
  // The files of plugins the collection left for later (a search index, made on other threads) are
  // made while the data files are written: this thread mostly waits for those threads meanwhile.
  const dataHashes = new Map<string, string>();
  const [emitted, dataWritten] = await Promise.allSettled([
    site.emitDeferred(),
    writeEach(site.dataFiles(), 64, ([file, json, hash]) => {
      dataHashes.set(file, hash);
      return writeFile(path.join(outDir, file), json);
    }),
  ]);
  for (const result of [emitted, dataWritten]) if (result.status === 'rejected') throw result.reason;
  await mapLimit([...site.files], 64, ([file, data]) => writeFile(path.join(outDir, file), data));
  const routes = site.pages.map((p) => p.route);
  const notFoundRoutes = site.notFoundRoutes;
  const runtime = site.runtime;
  const preloadLinks = preloadLinksFor(site, options.modulePreloads ?? {});
  const rendering = typeof render === 'function' ? renderInThisThread(site, render) : { ...render, runtime };
  const cache =
    cacheDir && typeof render !== 'function'
      ? prerenderCache({ cacheDir, outDir, renderer: { files: [path.dirname(fileURLToPath(render.module))], values: rendererValues(runtime, contentSecurityPolicy) }, dataHash: (file) => dataHashes.get(file) })
      : undefined;
  // Known now, so the collection can be let go of before the prerender.
  const written = pruneExcept && new Set([...site.files.keys(), ...dataHashes.keys()].map((file) => file.slice(1)));
  return async ({ render: renderPages = true } = {}) => {
    const report = renderPages
      ? await prerender({ routes, notFoundRoutes, outDir, render: rendering, ...(contentSecurityPolicy ? { contentSecurityPolicy } : {}), preloadLinks, ...(cache ? { cache } : {}) })
      : { rendered: 0, reused: 0 };
    if (written && pruneExcept && listing) {
      if (renderPages) {
        for (const route of routes) written.add(htmlFileFor(route));
        for (const route of notFoundRoutes) written.add(htmlFileFor(route, true));
      }
      await removeAllBut(outDir, await listing, (file) => written.has(file) || pruneExcept.has(file), [...written, ...pruneExcept]);
    }
    return report;
  };
}

/** What every page's HTML depends on besides the renderer's code: the runtime, and the policy (by what it writes). */
export function rendererValues(runtime: SiteRuntime, contentSecurityPolicy: ContentSecurityPolicy | undefined): unknown {
  return { runtime, contentSecurityPolicy: contentSecurityPolicy?.(['sample']) };
}

/** What a build in parts renders: each route with its locale and preload links (`renderPlanOf`). */
export interface RenderPlan {
  version: 1;
  runtime: SiteRuntime;
  jobs: Array<{ route: string; locale: string; notFound: boolean; preloads: string }>;
}

/** The render plan of a collected site. */
export function renderPlanOf(site: SiteCollection, modulePreloads: ModulePreloads = {}): RenderPlan {
  const preloadLinks = preloadLinksFor(site, modulePreloads);
  const job = (route: string, locale: string, notFound: boolean) => ({ route, locale, notFound, preloads: preloadLinks(route) });
  return {
    version: 1,
    runtime: site.runtime,
    jobs: [...site.pages.map((page) => job(page.route, page.locale, false)), ...site.notFoundRoutes.map((route) => job(route, site.locales.parse(route).locale, true))],
  };
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
 * page's), and the data files the client entry fetches before hydrating (the page's, its shared
 * part's and its sidebar's). Written into the prerendered HTML only: in the browser the data is loaded by then.
 */
function preloadLinksFor(site: SiteCollection, preloads: ModulePreloads): (route: string) => string {
  const pageByRoute = new Map(site.pages.map(({ route, kind, locale, sidebarId }) => [route, { kind, locale, sidebarId, shared: sharedPartOf(site.dataFile(pageDataPath(route)) ?? '') }]));
  const { locales } = site;
  const base = site.runtime.baseUrl.replace(/\/$/, '');
  const dataLink = (file: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(base + file)}"/>`;
  return (route) => {
    const page = pageByRoute.get(route);
    const modules = modulePreloadLinks(preloads, page?.kind ?? 'not-found', page?.locale ?? locales.parse(route).locale);
    if (!page) return modules;
    return dataLink(pageDataPath(route)) + (page.shared ? dataLink(sharedDataPath(page.shared)) : '') + (page.sidebarId ? dataLink(sidebarDataPath(page.locale, page.sidebarId)) : '') + modules;
  };
}
