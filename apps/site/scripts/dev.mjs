// The development server: all ten locales at once, drafts included, the client from Vite with hot
// reload, and the content collected in memory again after every change under content/, openapi/ or
// public/ (image sizes come from there).
// Run it with `npm run dev`; tests import `startDevServer`.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectSite } from '@lumidoc/content-pipeline/build';
import { createServer } from 'vite';
import { describeError } from './dev/error-page.mjs';
import { listen } from './dev/listen.mjs';
import { liveCollection } from './dev/live-collection.mjs';
import { DEV_ENTRY, SERVER_ENTRY, siteHandler } from './dev/site-handler.mjs';
import { watchSources } from './dev/watch-sources.mjs';
import { siteOptions } from './site-options.mjs';

const APP_DIR = path.resolve(import.meta.dirname, '..');
const CLIENT_ENTRY = '/src/entry-client.ts';
const HOST = '127.0.0.1';

/** The theme's stylesheet as Vite serves it, linked from every page so the first paint is styled. */
async function themeStylesheet(vite) {
  const resolved = await vite.pluginContainer.resolveId('@lumidoc/theme/style.css', path.join(APP_DIR, CLIENT_ENTRY));
  if (!resolved) throw new Error('@lumidoc/theme/style.css does not resolve from apps/site; is the theme package installed?');
  return `/@fs/${resolved.id.replace(/^\//, '')}`;
}

/**
 * Starts the development server on 127.0.0.1 and resolves once the first collection has ended
 * (if it failed, pages show the error until the content is fixed).
 * @param {object} [options]
 * @param {number} [options.port] first port to try (default 5173; the next ones when busy; 0: any free port)
 * @param {string} [options.siteDir] folder whose content/ and openapi/ are collected (default apps/site; public files are apps/site's)
 * @param {object} [options.overrides] `collectSite` options that replace the site's own (`sidebars`, `plugins` …), for fixture sites
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startDevServer({ port = 5173, siteDir = APP_DIR, overrides = {}, log = (line) => console.log(line) } = {}) {
  const httpServer = http.createServer();
  const vite = await createServer({
    configFile: path.join(APP_DIR, 'vite.config.mts'),
    mode: 'development',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer }, watch: { ignored: ['**/dist/**', '**/out-tsc/**'] } },
    // No index.html to scan: start from the client entry, so dependencies are optimized before the
    // first page load instead of reloading it.
    optimizeDeps: { entries: [CLIENT_ENTRY.slice(1)] },
  });
  const assets = { css: [await themeStylesheet(vite)], entry: DEV_ENTRY };
  let collections = 0;
  const collect = async () => {
    // Loaded each time: content/sidebars.ts and site.config.ts may have changed.
    const { siteConfig } = await vite.ssrLoadModule(SERVER_ENTRY);
    const first = collections++ === 0;
    return collectSite({ ...siteOptions(siteConfig, siteDir), ...overrides, mode: 'development', assets, log: first ? log : () => undefined });
  };
  const reload = () => vite.ws.send({ type: 'full-reload' });
  const live = liveCollection(collect, {
    onCollected: (site, ms) => {
      const phases = Object.entries(site.phases).map(([phase, took]) => `${phase} ${took}`).join(', ');
      log(`Collected ${site.pages.length} pages in ${ms} ms (${phases}).`);
      reload();
    },
    onFailed: (error) => {
      log(`\nThe site has an error; pages show it until it is fixed:\n${describeError(error)}\n`);
      reload();
    },
  });
  const firstCollection = live.refresh();
  const stopWatching = watchSources(vite.watcher, ['content', 'openapi', 'public'].map((dir) => path.join(siteDir, dir)), () => void live.refresh());

  // The configuration at start: where page views go, and the docs home for the URLs printed below.
  const { siteConfig } = await vite.ssrLoadModule(SERVER_ENTRY);
  const handle = siteHandler({ vite, live, eventEndpoint: siteConfig.analytics?.endpoint, log });
  httpServer.on('request', (req, res) => {
    vite.middlewares(req, res, () => {
      handle(req, res).catch((error) => {
        log(`${req.url}: ${describeError(error)}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  const url = `http://${HOST}:${await listen(httpServer, { host: HOST, port, tries: 10, log })}`;
  await firstCollection;

  const { site } = await live.current();
  if (site) {
    log(`\nLumidoc dev server at ${url}/ — every locale, drafts included:`);
    for (const locale of site.locales.list) log(`  ${locale.code.padEnd(8)}${url}${site.locales.localizePath(siteConfig.docsHome, locale.code)}`);
  } else {
    log(`\nLumidoc dev server at ${url}/ — showing the error above until it is fixed.`);
  }

  return {
    url,
    close: async () => {
      stopWatching();
      await vite.close();
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(() => resolve(undefined)));
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const server = await startDevServer({ port: Number(process.env.PORT ?? 5173) });
    process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
  } catch (error) {
    console.error(`\nThe dev server did not start:\n${describeError(error)}`);
    process.exit(1);
  }
}
