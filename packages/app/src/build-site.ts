import { collectSite, phaseTimer, type SiteCollectOptions } from '@lumidoc/content-pipeline/build';
import type { TranslationStatus } from '@lumidoc/content-pipeline';
import type { SiteRuntime } from '@lumidoc/contract';
import { withDefaultCache } from './cache-dir.js';
import type { PrerenderReport } from './prerender.js';
import { listOutDir } from './out-dir-listing.js';
import { emitSite, renderPlanOf, type PrerenderSite, type RenderPlan, type SiteWriteOptions } from './site-write.js';

/**
 * What `buildSite` needs: what the site is collected from, and where and how it is written
 * (`cacheDir` serves both the compile cache and the prerender's).
 */
export interface SiteBuildOptions extends SiteCollectOptions, Omit<SiteWriteOptions, 'cacheDir' | 'outDir'> {
  /** Where the static site is written; the client bundle is already there. */
  outDir: string;
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
  /** Pages (and not-found pages) rendered, and those whose HTML from the last build was still current. */
  prerender: PrerenderReport;
}

/**
 * Builds the static site: `collectSite` (with the compile cache in `defaultCacheDir(siteDir)`
 * unless `cacheDir` says otherwise), then `writeSite` writes every collected file and prerenders
 * every route of every locale and the 404 page of each (with a cache, only the routes whose HTML
 * in `outDir` is no longer current).
 */
export async function buildSite(options: SiteBuildOptions): Promise<SiteBuildReport> {
  // The collection is unreachable once this returns (the prerender frees its memory before starting threads).
  const { report, prerenderSite } = await collectAndEmit(options);
  const prerender = await phaseTimer(report.phases).timed('prerender', prerenderSite);
  return { ...report, prerender };
}

/**
 * Collects the site and writes its files. Only the report and the prerender leave this function,
 * not the collection: rendering in threads, the pages are freed before the prerender starts.
 */
export async function collectAndEmit(options: SiteBuildOptions): Promise<{ report: Omit<SiteBuildReport, 'prerender'>; prerenderSite: PrerenderSite; plan: () => RenderPlan }> {
  // Listing a large output folder takes a while: it runs while the site is collected.
  const cached = { ...withDefaultCache(options), ...(options.pruneExcept ? { outDirListing: listOutDir(options.outDir) } : {}) };
  // Plugins whose files no page needs to render (the search index) emit while the data files are written (emitSite).
  const site = await collectSite({ ...cached, deferOnDemandEmits: true });
  const prerenderSite = await phaseTimer(site.phases).timed('emit', () => emitSite(site, cached));
  const pagesByKind: Record<string, number> = {};
  for (const page of site.pages) pagesByKind[page.kind] = (pagesByKind[page.kind] ?? 0) + 1;
  const report = { pages: site.pages.length, pagesByKind, routes: site.pages.map((p) => p.route), translations: site.translations, phases: site.phases, runtime: site.runtime };
  return { report, prerenderSite, plan: () => renderPlanOf(site, options.modulePreloads) };
}
