import path from 'node:path';
import type { ContentSecurityPolicy } from './csp.js';
import { mapLimit, writeFile } from './files.js';
import { modulePreloadLinks, type ModulePreloads } from './module-preloads.js';
import { phaseTimer } from './phases.js';
import { prerender, type RenderFunction } from './prerender.js';
import type { SiteCollection } from './site-build.js';

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
  const preloadLinks = options.modulePreloads && preloadLinksFor(site, options.modulePreloads);
  await timed('emit', async () => {
    await mapLimit([...site.files], 64, ([file, data]) => writeFile(path.join(options.outDir, file), data));
    await writeEach(site.dataFiles(), 64, ([file, json]) => writeFile(path.join(options.outDir, file), json));
  });
  const { render } = options;
  await timed('prerender', () =>
    prerender({
      routes: site.pages.map((p) => p.route),
      notFoundRoutes: site.notFoundRoutes,
      outDir: options.outDir,
      render: typeof render === 'function' ? (url) => render(url, { data: site.data, runtime: site.runtime }) : { ...render, runtime: site.runtime },
      ...(options.contentSecurityPolicy ? { contentSecurityPolicy: options.contentSecurityPolicy } : {}),
      ...(preloadLinks ? { preloadLinks } : {}),
    }),
  );
  return phases;
}

/** Runs `task` over an iterable with at most `limit` at once, taking items only as places free up. */
async function writeEach<T>(items: Iterable<T>, limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let step = iterator.next(); !step.done; step = iterator.next()) await task(step.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** The preload links of each route: its page's kind and locale, or the not-found page's. */
function preloadLinksFor(site: SiteCollection, preloads: ModulePreloads): (route: string) => string {
  const pageByRoute = new Map(site.pages.map((page) => [page.route, page]));
  return (route) => {
    const page = pageByRoute.get(route);
    return modulePreloadLinks(preloads, page?.kind ?? 'not-found', page?.locale ?? site.locales.parse(route).locale);
  };
}
