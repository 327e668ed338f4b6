import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderContext, RenderFunction, RenderResult, SiteRuntime } from '@lumidoc/contract';
import { ContentSecurityError, withContentSecurityPolicy, type ContentSecurityPolicy } from './csp.js';
import { mapLimit, writeFile } from '@lumidoc/content-pipeline/build';
import { withModulePreloads } from './module-preloads.js';
import type { PrerenderCache } from './prerender-cache.js';
import { routeRenderer, type PrerenderWorkerData } from './prerender-route.js';
import { compactTextEscapes } from './compact-html.js';

export type { RenderContext, RenderFunction, RenderResult };

export type { PrerenderWorkerData };

/** A route for a prerender thread to render, and its answer. */
export type PrerenderRequest = { id: number; route: string };
export type PrerenderReply = { id: number; status: number; html: string; scripts?: readonly string[]; reads: readonly string[] } | { id: number; error: string };

/** Thrown when a route renders an unexpected status or throws; names the route and the cause. */
export class PrerenderError extends Error {
  override name = 'PrerenderError';
}

/** File a route is written to: `/ru/docs/x` -> `ru/docs/x/index.html`, `/ru/404` -> `ru/404.html`. */
export function htmlFileFor(route: string, notFound = false): string {
  if (notFound) return `${route.slice(1)}.html`;
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * Rendering in worker threads: each imports `module` (exporting `render`) and reads page and
 * sidebar data from the data files already written below `outDir`.
 */
export interface WorkerRendering {
  module: string;
  runtime: SiteRuntime;
  /** Threads to start; defaults to the machine's available parallelism. */
  threads?: number;
  /**
   * Up to this many routes to render (an edit's, say), the main thread renders them instead: a
   * thread takes about a second to start and load the renderer, a page renders in milliseconds.
   * Default 32.
   */
  inThisThreadUpTo?: number;
}

export interface PrerenderOptions {
  routes: readonly string[];
  /** One per locale: rendered as the not-found page with status 404, written as `404.html`. */
  notFoundRoutes: readonly string[];
  outDir: string;
  /** Where the data files the render reads are (rendering from a module only); default `outDir`. */
  dataDir?: string;
  /** Renders in this thread, or in worker threads (every core) when given a module. */
  render: ((url: string) => Promise<RenderResult>) | WorkerRendering;
  /**
   * Adds a per-page Content-Security-Policy meta tag allowing by hash the inline scripts the render
   * returned in `scripts`; a page holding any other inline script fails the build.
   */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** `<link rel="modulepreload">` tags for a route's page (see `ModulePreloads`). */
  preloadLinks?: (route: string) => string;
  /**
   * Skips routes whose HTML in `outDir` is still what they would render (rendering in worker
   * threads only: they report the data each route read) and records the routes rendered.
   */
  cache?: PrerenderCache;
}

type Job = { route: string; expected: number };
type Rendered = RenderResult & { reads?: readonly string[] };

/** Counts of a prerender: routes rendered, and routes whose HTML was already current. */
export interface PrerenderReport {
  rendered: number;
  reused: number;
}

/**
 * Renders every route to static HTML and writes each as soon as it is rendered, so memory holds
 * only the pages in flight; any route with an unexpected status fails the build.
 */
export async function prerender({ routes, notFoundRoutes, outDir, dataDir = outDir, render, contentSecurityPolicy, preloadLinks, cache }: PrerenderOptions): Promise<PrerenderReport> {
  const all: Job[] = [...routes.map((route) => ({ route, expected: 200 })), ...notFoundRoutes.map((route) => ({ route, expected: 404 }))];
  // What besides its data a route's HTML depends on (the CSP is the same for every page).
  const extrasOf = ({ route, expected }: Job) => `${expected}\n${preloadLinks?.(route) ?? ''}`;
  const useCache = cache && typeof render !== 'function' ? cache : undefined;
  const jobs = useCache ? all.filter((job) => !useCache.isCurrent(job.route, extrasOf(job), htmlFileFor(job.route, job.expected === 404))) : all;
  const write = async ({ route, expected }: Job, result: Rendered) => {
    // React renders a failing component as a client-rendering fallback instead of throwing.
    const failed = /<template data-msg="Switched to client rendering because the server rendering errored:\s*([^"]*)"/.exec(result.html);
    if (failed) {
      throw new PrerenderError(`Rendering ${route} failed on the server: ${failed[1]!.replace(/&quot;/g, '"').trim()}`);
    }
    if (result.status !== expected) {
      throw new PrerenderError(`Rendering ${route} gave HTTP ${result.status}, expected ${expected}. The page's loader or component failed; open the route in development to see why.`);
    }
    const compact = compactTextEscapes(result.html);
    const preloaded = preloadLinks ? withModulePreloads(compact, preloadLinks(route)) : compact;
    let html = preloaded;
    if (contentSecurityPolicy) {
      try {
        html = withContentSecurityPolicy(preloaded, result.scripts ?? [], contentSecurityPolicy);
      } catch (error) {
        if (!(error instanceof ContentSecurityError)) throw error;
        throw new PrerenderError(`Rendering ${route}: ${error.message}`, { cause: error });
      }
    }
    const file = htmlFileFor(route, expected === 404);
    await writeFile(path.join(outDir, file), html);
    if (useCache && result.reads) useCache.record(route, extrasOf({ route, expected }), result.reads, file, html);
  };
  if (typeof render === 'function') {
    await renderHere(jobs, render, write);
  } else if (jobs.length <= (render.inThisThreadUpTo ?? 32)) {
    await renderHere(jobs, await routeRenderer({ renderModule: render.module, runtime: render.runtime, outDir: dataDir }), write);
  } else {
    // What the build collected is unreachable by now, but V8 seldom collects an old generation that
    // stops growing: with `node --expose-gc`, hand its memory back before the threads take theirs
    // (a full collection costs a few tenths of a second, worth it only before rendering many pages).
    (globalThis as { gc?: () => void }).gc?.();
    await renderInWorkers(jobs, dataDir, render, write);
  }
  useCache?.save();
  return { rendered: jobs.length, reused: all.length - jobs.length };
}

async function renderHere(jobs: readonly Job[], render: (url: string) => Promise<Rendered>, write: (job: Job, result: Rendered) => Promise<void>): Promise<void> {
  await mapLimit(jobs, Math.max(2, os.availableParallelism()), async (job) => {
    let result: Rendered;
    try {
      result = await render(job.route);
    } catch (cause) {
      throw new PrerenderError(`Rendering ${job.route} threw: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`, { cause });
    }
    await write(job, result);
  });
}

// Rendering makes many short-lived objects: a larger young generation spends far less time collecting.
const YOUNG_GENERATION = { maxYoungGenerationSizeMb: 192 };

/** Keeps each thread a few routes ahead (rendering awaits file reads), writing results as they come. */
const IN_FLIGHT_PER_THREAD = 4;

async function renderInWorkers(jobs: readonly Job[], dataDir: string, rendering: WorkerRendering, write: (job: Job, result: Rendered) => Promise<void>): Promise<void> {
  if (jobs.length === 0) return;
  const threads = Math.max(1, Math.min(rendering.threads ?? os.availableParallelism(), Math.ceil(jobs.length / IN_FLIGHT_PER_THREAD)));
  const workerData: PrerenderWorkerData = { renderModule: rendering.module, runtime: rendering.runtime, outDir: dataDir };
  const workers = Array.from({ length: threads }, () => new Worker(new URL('./prerender-worker.js', import.meta.url), { workerData, resourceLimits: YOUNG_GENERATION }));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const pending = new Map<number, Job>();
            const writes: Promise<void>[] = [];
            const send = () => {
              while (pending.size < IN_FLIGHT_PER_THREAD && next < jobs.length) {
                const id = next++;
                pending.set(id, jobs[id]!);
                worker.postMessage({ id, route: jobs[id]!.route });
              }
              if (pending.size === 0) Promise.all(writes).then(() => resolve(), reject);
            };
            worker.on('message', (reply: PrerenderReply | { ready: true }) => {
              if ('ready' in reply) return send();
              const job = pending.get(reply.id)!;
              pending.delete(reply.id);
              if ('error' in reply) return reject(new PrerenderError(`Rendering ${job.route} threw: ${reply.error}`));
              const written = write(job, reply);
              written.catch(reject);
              writes.push(written);
              send();
            });
            worker.on('error', (error) => reject(new PrerenderError(`A prerender thread failed: ${error.stack ?? error.message}`, { cause: error })));
            worker.on('exit', (code) => {
              if (pending.size || next < jobs.length) reject(new PrerenderError(`A prerender thread exited with code ${code} before its routes were rendered`));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
