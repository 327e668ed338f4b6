import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteCollection } from '@lumidoc/content-pipeline/build';
import type { RenderContext } from '@lumidoc/contract';
import type { ViteDevServer } from 'vite';
import type { RenderFunction } from '../prerender.js';
import { errorPage, errorPageLocale } from './error-page.js';
import type { DevSnapshot } from './dev-snapshot.js';
import type { LiveCollection } from './live-collection.js';

const TYPES: Record<string, string> = { '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.gz': 'application/gzip' };
const HTML = 'text/html; charset=utf-8';

const decode = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/** A collected file for a URL path: a plugin's file, or a page's or sidebar's data. */
export function collectedFile(site: SiteCollection, pathname: string): string | Uint8Array | undefined {
  const file = decode(pathname);
  return site.files.get(file) ?? site.dataFile(file);
}

/** URL of the client entry in development, given to pages as `runtime.entry`. */
export const DEV_ENTRY = '/@lumidoc/dev-entry.js';

/** The event the dev server sends over Vite's HMR channel with the routes whose data changed. */
export const DATA_CHANGED_EVENT = 'lumidoc:data-changed';

/**
 * The development client entry: Vite's client (hot reload), React Refresh's preamble, then the
 * site's own entry, in that order. Imported rather than added to `<head>` as tags: React hydrates
 * the whole document and would take extra `<script>` elements in `<head>` for a mismatch. New page
 * data announced by the server goes to the hydrated site as a window event, which it cancels once
 * it takes the data in place; a page showing a changed route that is not hydrated yet is reloaded.
 */
const devEntryCode = (clientEntry: string) => `import { createHotContext } from '/@vite/client';
import '/@id/@vitejs/plugin-react/preamble';
import '${clientEntry}';

const route = (pathname) => pathname.replace(/[/]index[.]html$/, '').replace(/[.]html$/, '').replace(/[/]+$/, '') || '/';
createHotContext('${DEV_ENTRY}').on('${DATA_CHANGED_EVENT}', (data) => {
  const taken = !window.dispatchEvent(new CustomEvent('${DATA_CHANGED_EVENT}', { detail: data, cancelable: true }));
  if (!taken && data.routes.includes(route(location.pathname))) location.reload();
});
`;

/** What the handler answers from. */
export interface SiteHandlerOptions {
  vite: ViteDevServer;
  live: LiveCollection<SiteCollection>;
  /** The site's client entry (`/src/entry-client.ts`), imported by the development entry. */
  clientEntry: string;
  /** The site's server entry (`/src/entry-server.ts`), loaded (and reloaded after edits) by Vite; it exports `render`. */
  serverEntry: string;
  /** Where pages post their views (or what says it, once known); accepted and dropped. */
  eventEndpoint?: string | (() => string | undefined) | undefined;
  /**
   * The last session's data, while the first collection runs and the sources are as they were
   * then: pages and data files are answered from it rather than after the collection.
   */
  preview?: () => DevSnapshot | undefined;
  log: (line: string) => void;
}

/**
 * Answers what Vite left unanswered: collected files (page data, sidebars, search indexes, feeds)
 * from memory, every other GET a page rendered by the server entry (the localized not-found page
 * with 404 for an unknown route), or the error page while the content has an error. Page views
 * posted to `eventEndpoint` are accepted and dropped.
 */
export function siteHandler({ vite, live, clientEntry, serverEntry, eventEndpoint, preview, log }: SiteHandlerOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const send = (req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Uint8Array) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  // Not hydrated by React: Vite's own tags are fine here, and reload the page once it is fixed.
  const sendError = async (req: IncomingMessage, res: ServerResponse, url: string, error: unknown) => send(req, res, 500, HTML, await vite.transformIndexHtml(url, errorPage(error, errorPageLocale(req.headers['accept-language']))));

  return async (req, res) => {
    const url = req.url ?? '/';
    const { pathname } = new URL(url, 'http://localhost');
    if (req.method === 'POST' && pathname === (typeof eventEndpoint === 'function' ? eventEndpoint() : eventEndpoint)) {
      // Page views of development go nowhere.
      req.resume();
      res.writeHead(202).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname === DEV_ENTRY) return send(req, res, 200, 'text/javascript; charset=utf-8', devEntryCode(clientEntry));
    const early = preview?.();
    if (early) {
      const file = /\.[a-z0-9]+$/i.test(pathname) ? await early.dataFile(decode(pathname)) : undefined;
      if (file !== undefined) return send(req, res, 200, TYPES['.json']!, file);
      // Any other file (a search index, a feed) waits for the collection.
      if (!/\.[a-z0-9]+$/i.test(pathname)) return renderPage(req, res, url, early);
    }
    const { site, error } = await live.current();
    let file = site && collectedFile(site, pathname);
    // A file no page needs (a search index) is made when first asked for, then kept with the collection.
    if (file === undefined && site && /\.[a-z0-9]+$/i.test(pathname)) {
      const started = performance.now();
      await site.emitDeferred();
      file = collectedFile(site, pathname);
      if (file !== undefined) log(`Built the files left for first use (${pathname}) in ${Math.round(performance.now() - started)} ms.`);
    }
    if (file !== undefined) return send(req, res, 200, TYPES[pathname.slice(pathname.lastIndexOf('.'))] ?? 'application/octet-stream', file);
    if (error || !site) return sendError(req, res, url, error);
    return renderPage(req, res, url, site);
  };

  async function renderPage(req: IncomingMessage, res: ServerResponse, url: string, from: Pick<RenderContext, 'data' | 'runtime'>) {
    try {
      const { render } = (await vite.ssrLoadModule(serverEntry)) as { render: RenderFunction };
      const page = await render(url, { data: from.data, runtime: from.runtime });
      send(req, res, page.status, HTML, page.html);
    } catch (failure) {
      if (failure instanceof Error) vite.ssrFixStacktrace(failure);
      log(`${new URL(url, 'http://localhost').pathname}: rendering threw: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`);
      await sendError(req, res, url, failure);
    }
  }
}
