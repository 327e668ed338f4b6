import { errorPage } from './error-page.mjs';

/** The server entry, loaded (and reloaded after edits) by Vite. */
export const SERVER_ENTRY = '/src/entry-server.tsx';

const TYPES = { '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };
const HTML = 'text/html; charset=utf-8';

const decode = (pathname) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * A collected file for a URL path: a plugin's file, or a page's or sidebar's data.
 * @param {import('@lumidoc/content-pipeline/build').SiteCollection} site
 * @param {string} pathname
 */
export function collectedFile(site, pathname) {
  const file = decode(pathname);
  return site.files.get(file) ?? site.dataFile(file);
}

/** URL of the client entry in development, given to pages as `runtime.entry`. */
export const DEV_ENTRY = '/@lumidoc/dev-entry.js';

/**
 * The development client entry: Vite's client (hot reload), React Refresh's preamble, then the
 * site's own entry, in that order. Imported rather than added to `<head>` as tags: React hydrates
 * the whole document and would take extra `<script>` elements in `<head>` for a mismatch.
 */
const DEV_ENTRY_CODE = `import '/@vite/client';\nimport '/@id/@vitejs/plugin-react/preamble';\nimport '/src/entry-client.ts';\n`;

/**
 * Answers what Vite left unanswered: collected files (page data, sidebars, search indexes, feeds)
 * from memory, every other GET a page rendered by the server entry (the localized not-found page
 * with 404 for an unknown route), or the error page while the content has an error. Page views
 * posted to `eventEndpoint` are accepted and dropped.
 * @param {{ vite: import('vite').ViteDevServer, live: ReturnType<typeof import('./live-collection.mjs').liveCollection>, eventEndpoint?: string, log: (line: string) => void }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function siteHandler({ vite, live, eventEndpoint, log }) {
  const send = (req, res, status, type, body) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  // Not hydrated by React: Vite's own tags are fine here, and reload the page once it is fixed.
  const sendError = async (req, res, url, error) => send(req, res, 500, HTML, await vite.transformIndexHtml(url, errorPage(error)));

  return async (req, res) => {
    const url = req.url ?? '/';
    const { pathname } = new URL(url, 'http://localhost');
    if (req.method === 'POST' && pathname === eventEndpoint) {
      // Page views of development go nowhere.
      req.resume();
      res.writeHead(202).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname === DEV_ENTRY) return send(req, res, 200, 'text/javascript; charset=utf-8', DEV_ENTRY_CODE);
    const { site, error } = await live.current();
    const file = site && collectedFile(site, pathname);
    if (file !== undefined) return send(req, res, 200, TYPES[pathname.slice(pathname.lastIndexOf('.'))] ?? 'application/octet-stream', file);
    if (error || !site) return sendError(req, res, url, error);
    try {
      const { render } = await vite.ssrLoadModule(SERVER_ENTRY);
      const page = await render(url, { data: site.data, runtime: site.runtime });
      send(req, res, page.status, HTML, page.html);
    } catch (failure) {
      if (failure instanceof Error) vite.ssrFixStacktrace(failure);
      log(`${pathname}: rendering threw: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`);
      await sendError(req, res, url, failure);
    }
  };
}
