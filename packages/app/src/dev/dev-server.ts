// The development server: every locale at once, drafts included, the client from Vite with hot
// reload, and the content collected in memory again after every change under the watched folders
// (content/, openapi/, public/ by default; image sizes come from public/).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { collectSite, type SiteCollection, type SiteCollectOptions } from '@lumidoc/content-pipeline/build';
import { createServer, type ViteDevServer } from 'vite';
import { withDefaultCache } from '../cache-dir.js';
import { describeError } from './error-page.js';
import { listen } from './listen.js';
import { liveCollection } from './live-collection.js';
import { DATA_CHANGED_EVENT, DEV_ENTRY, siteHandler } from './site-handler.js';
import { watchSources } from './watch-sources.js';

const HOST = '127.0.0.1';

/** What the dev server reads from the server entry's `siteConfig`. */
export interface DevSiteConfig {
  /** The docs' first page, linked per locale in the console. */
  docsHome: string;
  analytics?: { endpoint?: string } | undefined;
}

/** The site's collect options without those the dev server sets (`mode`, `assets`, `log`). */
export type DevCollectOptions = Omit<SiteCollectOptions, 'mode' | 'assets' | 'log'>;

export interface DevServerOptions<Config extends DevSiteConfig = DevSiteConfig> {
  /** The site's app folder: its `vite.config.mts` and the entries below. */
  appDir: string;
  /** The site's collect options from its config, loaded from the server entry at each collection. */
  siteOptions: (siteConfig: Config, siteDir: string) => DevCollectOptions;
  /** Folder whose content is collected; default `appDir`. */
  siteDir?: string;
  /** Options that replace the site's own (`sidebars`, `plugins` …), for fixture sites. */
  overrides?: Partial<DevCollectOptions>;
  /** First port to try (default 5173; the next ones when busy; 0: any free port). */
  port?: number;
  /** The Vite config file; default `<appDir>/vite.config.mts`. */
  viteConfig?: string;
  /** The client entry, as Vite serves it; default `/src/entry-client.ts`. */
  clientEntry?: string;
  /** The server entry exporting `render` and `siteConfig`; default `/src/entry-server.ts` (or `.tsx`). */
  serverEntry?: string;
  /**
   * A module exporting `siteConfig` that loads quicker than the server entry (which brings the
   * whole app): the first collection starts with it while the app loads. Default
   * `/site.config.ts` when the app folder has one, else the server entry.
   */
  configModule?: string;
  /** Folders below `siteDir` whose changes collect the site again; default content, openapi, public. */
  watch?: readonly string[];
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/** The theme's stylesheet as Vite serves it, linked from every page so the first paint is styled. */
async function themeStylesheet(vite: ViteDevServer, importer: string): Promise<string> {
  const resolved = await vite.pluginContainer.resolveId('@lumidoc/theme/style.css', importer);
  if (!resolved) throw new Error(`@lumidoc/theme/style.css does not resolve from ${path.dirname(importer)}; is the theme package installed?`);
  return `/@fs/${resolved.id.replace(/^\//, '')}`;
}

/** The site's config module, when it sits beside the app as `site.config.ts`. */
function defaultConfigModule(appDir: string, serverEntry: string): string {
  return fs.existsSync(path.join(appDir, 'site.config.ts')) ? '/site.config.ts' : serverEntry;
}

/** `/src/entry-server.ts`, or `.tsx` when the site wrote its entry with JSX. */
function defaultServerEntry(appDir: string): string {
  return fs.existsSync(path.join(appDir, 'src', 'entry-server.tsx')) ? '/src/entry-server.tsx' : '/src/entry-server.ts';
}

/**
 * Starts the development server on 127.0.0.1 and resolves once the first collection has ended
 * (if it failed, pages show the error until the content is fixed).
 */
export async function startDevServer<Config extends DevSiteConfig>(options: DevServerOptions<Config>): Promise<DevServer> {
  const { appDir, siteDir = appDir, overrides = {}, port = 5173, log = (line) => console.log(line) } = options;
  const clientEntry = options.clientEntry ?? '/src/entry-client.ts';
  const serverEntry = options.serverEntry ?? defaultServerEntry(appDir);
  const httpServer = http.createServer();
  const vite = await createServer({
    configFile: options.viteConfig ?? path.join(appDir, 'vite.config.mts'),
    mode: 'development',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer }, watch: { ignored: ['**/dist/**', '**/out-tsc/**'] } },
    // No index.html to scan: start from the client entry, so dependencies are optimized before the
    // first page load instead of reloading it.
    optimizeDeps: { entries: [clientEntry.slice(1)] },
  });
  const configModule = options.configModule ?? defaultConfigModule(appDir, serverEntry);
  const loadConfig = async () => ((await vite.ssrLoadModule(configModule)) as { siteConfig: Config }).siteConfig;
  // The app (React, the theme, the router) takes seconds to load: it loads while the site is collected.
  const appLoaded = vite.ssrLoadModule(serverEntry).catch(() => undefined);
  const assets = { css: [await themeStylesheet(vite, path.join(appDir, clientEntry))], entry: DEV_ENTRY };
  let collections = 0;
  const collect = async (): Promise<SiteCollection> => {
    // Loaded each time: the sidebars and the site config may have changed.
    const siteConfig = await loadConfig();
    const first = collections++ === 0;
    return collectSite(withDefaultCache({ ...options.siteOptions(siteConfig, siteDir), ...overrides, mode: 'development', deferOnDemandEmits: true, assets, log: first ? log : () => undefined }));
  };
  const reload = () => vite.ws.send({ type: 'full-reload' });
  const live = liveCollection(collect, {
    // A saved doc whose front matter is unchanged is taken in place; the open pages get its data.
    update: (site, file) => site.updateDocFile(file),
    onUpdated: (_site, routes, file, ms) => {
      log(`Updated ${routes.length} page${routes.length === 1 ? '' : 's'} from ${path.relative(siteDir, file)} in ${ms} ms.`);
      vite.ws.send({ type: 'custom', event: DATA_CHANGED_EVENT, data: { routes } });
    },
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
  const watched = (options.watch ?? ['content', 'openapi', 'public']).map((dir) => path.join(siteDir, dir));
  const stopWatching = watchSources(vite.watcher, watched, (files) => void live.refresh(files));

  // The configuration at start: where page views go, and the docs home for the URLs printed below.
  const siteConfig = await loadConfig();
  const handle = siteHandler({ vite, live, clientEntry, serverEntry, eventEndpoint: siteConfig.analytics?.endpoint, log });
  httpServer.on('request', (req, res) => {
    vite.middlewares(req, res, () => {
      handle(req, res).catch((error: unknown) => {
        log(`${req.url}: ${describeError(error)}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  const url = `http://${HOST}:${await listen(httpServer, { host: HOST, port, tries: 10, log })}`;
  await Promise.all([firstCollection, appLoaded]);

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
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
