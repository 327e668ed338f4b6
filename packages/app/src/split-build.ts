// A build in parts, to spread a large site over several machines (a CI matrix, Nx's distributed
// tasks): `collectForParts` collects the site and writes every file but the pages, with the plan of
// what to render; `renderPart` renders the pages of some locales from that folder, anywhere the
// folder is copied to; `assembleParts` puts the collected folder and the rendered parts together.
// The site is the same, byte for byte, as `buildBundledSite` makes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFileHash } from '@lumidoc/content-pipeline/build';
import { collectAndEmit, type SiteBuildReport } from './build-site.js';
import { bundledBuildOptions, linkTree, type BundledSiteOptions } from './bundled-site.js';
import type { ContentSecurityPolicy } from './csp.js';
import { htmlFileFor, prerender, type PrerenderReport } from './prerender.js';
import { prerenderCache } from './prerender-cache.js';
import { listOutDir, removeAllBut } from './out-dir-listing.js';
import { rendererValues, type RenderPlan } from './site-write.js';

/** The plan's file in the collected folder (`assembleParts` leaves it out of the site). */
export const RENDER_PLAN = 'render-plan.json';

/**
 * Collects a bundled site into `outDir` as `buildBundledSite` does (links and anchors checked
 * across the whole site, data files, sidebars, search indexes, feeds, the bundle), without
 * rendering its pages: writes `render-plan.json` there instead.
 */
export async function collectForParts(options: BundledSiteOptions): Promise<Omit<SiteBuildReport, 'prerender'>> {
  const build = bundledBuildOptions(options);
  const { report, prerenderSite, plan } = await collectAndEmit({ ...build, pruneExcept: new Set([...(build.pruneExcept ?? []), RENDER_PLAN]) });
  fs.writeFileSync(path.join(build.outDir, RENDER_PLAN), JSON.stringify(plan()));
  await prerenderSite({ render: false });
  return report;
}

/** The render plan `collectForParts` wrote into `collectedDir`. */
export function readPlan(collectedDir: string): RenderPlan {
  const planFile = path.join(collectedDir, RENDER_PLAN);
  if (!fs.existsSync(planFile)) throw new Error(`${planFile} is missing: collect the site for a build in parts first (collectForParts).`);
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as RenderPlan;
  if (plan.version !== 1) throw new Error(`${planFile} was written by another version of @lumidoc/app: collect the site again.`);
  return plan;
}

export interface RenderPartOptions {
  /** The folder `collectForParts` wrote (its data files are what the pages render from). */
  collectedDir: string;
  /** Where this part's pages are written; files of an earlier part there that this one did not write are removed. */
  outDir: string;
  /** The server build's entry module, exporting `render`. */
  serverEntry: string;
  /** The locales whose pages (and not-found page) this part renders. */
  locales: readonly string[];
  /** The same policy as the whole build's; see `SiteWriteOptions.contentSecurityPolicy`. */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** Where the prerender remembers what each page read (only changed pages render again); `false`: nowhere. */
  cacheDir: string | false;
  threads?: number;
}

/** Renders the pages of `locales` from a collected folder into `outDir`. */
export async function renderPart(options: RenderPartOptions): Promise<PrerenderReport> {
  const { collectedDir, outDir, serverEntry, locales, contentSecurityPolicy, cacheDir, threads } = options;
  const plan = readPlan(collectedDir);
  const known = new Set(plan.jobs.map((job) => job.locale));
  const unknown = locales.filter((locale) => !known.has(locale));
  if (unknown.length > 0) throw new Error(`The site has no locale ${unknown.join(', ')}; its locales are ${[...known].join(', ')}.`);
  const jobs = plan.jobs.filter((job) => locales.includes(job.locale));
  const preloads = new Map(jobs.map((job) => [job.route, job.preloads]));
  const listing = listOutDir(outDir);
  const hashes = new Map<string, string | undefined>();
  const dataHash = (file: string) => {
    if (!hashes.has(file)) hashes.set(file, fs.existsSync(path.join(collectedDir, file)) ? dataFileHash(fs.readFileSync(path.join(collectedDir, file), 'utf8')) : undefined);
    return hashes.get(file);
  };
  const cache = cacheDir
    ? prerenderCache({ cacheDir, outDir, renderer: { files: [path.dirname(serverEntry)], values: rendererValues(plan.runtime, contentSecurityPolicy) }, dataHash })
    : undefined;
  const report = await prerender({
    routes: jobs.filter((job) => !job.notFound).map((job) => job.route),
    notFoundRoutes: jobs.filter((job) => job.notFound).map((job) => job.route),
    outDir,
    dataDir: collectedDir,
    render: { module: pathToFileURL(serverEntry).href, runtime: plan.runtime, ...(threads ? { threads } : {}) },
    ...(contentSecurityPolicy ? { contentSecurityPolicy } : {}),
    preloadLinks: (route) => preloads.get(route) ?? '',
    ...(cache ? { cache } : {}),
  });
  const written = new Set(jobs.map((job) => htmlFileFor(job.route, job.notFound)));
  await removeAllBut(outDir, await listing, (file) => written.has(file), written);
  return report;
}

/**
 * Puts a site together in `outDir` from the collected folder and every rendered part (hard links
 * where it can), and removes the files of an earlier build there that are none of theirs.
 */
export async function assembleParts({ collectedDir, partDirs, outDir }: { collectedDir: string; partDirs: readonly string[]; outDir: string }): Promise<void> {
  const plan = readPlan(collectedDir);
  const listing = listOutDir(outDir);
  const kept = linkTree(collectedDir, outDir, (file) => file === RENDER_PLAN);
  for (const dir of partDirs) for (const file of linkTree(dir, outDir)) kept.add(file);
  // Never a site with pages missing: every page of the plan must come from a part.
  const missing = new Set(plan.jobs.filter((job) => !kept.has(htmlFileFor(job.route, job.notFound))).map((job) => job.locale));
  if (missing.size > 0) throw new Error(`The rendered parts lack pages of ${[...missing].join(', ')}: render ${missing.size === 1 ? 'that locale' : 'those locales'} (renderPart) before assembling.`);
  await removeAllBut(outDir, await listing, (file) => kept.has(file), kept);
}
