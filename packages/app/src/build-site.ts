import { collectSite, phaseTimer, type SiteCollectOptions } from '@lumidoc/content-pipeline/build';
import type { TranslationStatus } from '@lumidoc/content-pipeline';
import type { SiteRuntime } from '@lumidoc/contract';
import { withDefaultCache } from './cache-dir.js';
import type { ContentSecurityPolicy } from './csp.js';
import type { ModulePreloads } from './module-preloads.js';
import type { RenderFunction } from './prerender.js';
import { emitSite } from './site-write.js';

/** What `buildSite` needs: what the site is collected from, and where and how it is written. */
export interface SiteBuildOptions extends SiteCollectOptions {
  /** Where the static site is written; the client bundle is already there. */
  outDir: string;
  /** The server entry's render function, or its module's URL to render on every core (see `writeSite`). */
  render: RenderFunction | { module: string; threads?: number };
  /** Content-Security-Policy written into every page as a meta tag; none when absent. */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** Chunks each page preloads by its kind and locale (`<link rel="modulepreload">`). */
  modulePreloads?: ModulePreloads;
}

/** What the build did, for the console and the benchmark. */
export interface SiteBuildReport {
  pages: number;
  pagesByKind: Record<string, number>;
  routes: string[];
  translations: TranslationStatus[];
  /** Milliseconds per phase. */
  phases: Record<string, number>;
  runtime: SiteRuntime;
}

/**
 * Builds the static site: `collectSite` (with the compile cache in `defaultCacheDir(siteDir)`
 * unless `cacheDir` says otherwise), then `writeSite` writes every collected file and prerenders
 * every route of every locale and the 404 page of each.
 */
export async function buildSite(options: SiteBuildOptions): Promise<SiteBuildReport> {
  const { report, prerenderSite } = await collectAndEmit(options);
  // The collection is unreachable now, but V8 seldom collects an old generation that stops growing:
  // with `node --expose-gc`, hand its memory back before the render threads take theirs.
  (globalThis as { gc?: () => void }).gc?.();
  await phaseTimer(report.phases).timed('prerender', prerenderSite);
  return report;
}

/**
 * Collects the site and writes its files. Only the report and the prerender leave this function,
 * not the collection: rendering in threads, the pages are freed before the prerender starts.
 */
async function collectAndEmit(options: SiteBuildOptions): Promise<{ report: SiteBuildReport; prerenderSite: () => Promise<void> }> {
  const site = await collectSite(withDefaultCache(options));
  const prerenderSite = await phaseTimer(site.phases).timed('emit', () => emitSite(site, options));
  const pagesByKind: Record<string, number> = {};
  for (const page of site.pages) pagesByKind[page.kind] = (pagesByKind[page.kind] ?? 0) + 1;
  const report = { pages: site.pages.length, pagesByKind, routes: site.pages.map((p) => p.route), translations: site.translations, phases: site.phases, runtime: site.runtime };
  return { report, prerenderSite };
}
