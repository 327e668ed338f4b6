import os from 'node:os';
import path from 'node:path';
import type { PageDataSource, SiteRuntime } from '../runtime.js';
import { withContentSecurityPolicy, type ContentSecurityPolicy } from './csp.js';
import { mapLimit, writeFile } from './files.js';
import { withModulePreloads } from './module-preloads.js';

/** What the server entry receives for one URL. */
export interface RenderContext {
  data: PageDataSource;
  runtime: SiteRuntime;
}

/** The server entry's render: a URL in, the status and complete HTML document out. */
export type RenderFunction = (url: string, context: RenderContext) => Promise<{ status: number; html: string }>;

/** Thrown when a route renders an unexpected status or throws; names the route and the cause. */
export class PrerenderError extends Error {
  override name = 'PrerenderError';
}

/** File a route is written to: `/ru/docs/x` -> `ru/docs/x/index.html`, `/ru/404` -> `ru/404.html`. */
export function htmlFileFor(route: string, notFound = false): string {
  if (notFound) return `${route.slice(1)}.html`;
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

export interface PrerenderOptions {
  routes: readonly string[];
  /** One per locale: rendered as the not-found page with status 404, written as `404.html`. */
  notFoundRoutes: readonly string[];
  outDir: string;
  render: (url: string) => Promise<{ status: number; html: string }>;
  /** Adds a per-page Content-Security-Policy meta tag allowing its inline scripts by hash. */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** `<link rel="modulepreload">` tags for a route's page (see `ModulePreloads`). */
  preloadLinks?: (route: string) => string;
}

/** Renders every route to static HTML; any route with an unexpected status fails the build. */
export async function prerender({ routes, notFoundRoutes, outDir, render, contentSecurityPolicy, preloadLinks }: PrerenderOptions): Promise<void> {
  const jobs = [...routes.map((route) => ({ route, expected: 200 })), ...notFoundRoutes.map((route) => ({ route, expected: 404 }))];
  await mapLimit(jobs, Math.max(2, os.availableParallelism()), async ({ route, expected }) => {
    let result: { status: number; html: string };
    try {
      result = await render(route);
    } catch (cause) {
      throw new PrerenderError(`Rendering ${route} threw: ${cause instanceof Error ? cause.stack ?? cause.message : String(cause)}`, { cause });
    }
    // React renders a failing component as a client-rendering fallback instead of throwing.
    const failed = /<template data-msg="Switched to client rendering because the server rendering errored:\s*([^"]*)"/.exec(result.html);
    if (failed) {
      throw new PrerenderError(`Rendering ${route} failed on the server: ${failed[1]!.replace(/&quot;/g, '"').trim()}`);
    }
    if (result.status !== expected) {
      throw new PrerenderError(`Rendering ${route} gave HTTP ${result.status}, expected ${expected}. The page's loader or component failed; open the route in development to see why.`);
    }
    const preloaded = preloadLinks ? withModulePreloads(result.html, preloadLinks(route)) : result.html;
    const html = contentSecurityPolicy ? withContentSecurityPolicy(preloaded, contentSecurityPolicy) : preloaded;
    await writeFile(path.join(outDir, htmlFileFor(route, expected === 404)), html);
  });
}
