// The development server: every locale at once, drafts included, the client from Vite with hot
// reload, and the content collected in memory again after every change under the watched folders
// (content/, openapi/, public/ by default; image sizes come from public/).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SiteCollection, SiteCollectOptions } from '@lumidoc/content-pipeline/build';
import { pageDataPath } from '@lumidoc/content-pipeline/runtime';
import { createServer, type ViteDevServer } from 'vite';
import { defaultCacheDir, withDefaultCache } from '../cache-dir.js';
import { changedData, openSnapshot, snapshotWriter, sourcesFingerprint } from './dev-snapshot.js';
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
  /**
   * The site's collect options from its config, loaded from the server entry at each collection
   * (may resolve later: a site can import its plugins when they are first needed, see below).
   */
  siteOptions: (siteConfig: Config, siteDir: string) => DevCollectOptions | Promise<DevCollectOptions>;
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

/** `make()`'s result, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
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
  // The pipeline is hundreds of modules (a second to load): loaded when the site is first collected,
  // after the app when the first pages come from the snapshot.
  const pipeline = once(() => import('./pipeline.js'));
  const httpServer = http.createServer();
  const watchedNames = options.watch ?? ['content', 'openapi', 'public'];
  const watched = watchedNames.map((dir) => path.join(siteDir, dir));
  // Vite watches its root for the app's modules. The content folders (thousands of files) are left
  // out until the first collection starts (see `collectFrom`): walking them at start delayed the
  // first page by a third of a second. The app folder's own ones stay out when the content is
  // collected from elsewhere.
  const inside = (dirs: readonly string[]) => {
    const prefixes = dirs.map((dir) => path.resolve(dir) + path.sep);
    return (file: string) => {
      const resolved = path.resolve(file) + path.sep;
      return prefixes.some((prefix) => resolved.startsWith(prefix));
    };
  };
  const notCollected = inside(
    watchedNames
      .filter((dir) => dir !== 'public') // Vite's own public folder, whose files it serves
      .map((dir) => path.join(appDir, dir))
      .filter((dir) => !watched.includes(dir)),
  );
  const collected = inside(watched);
  let contentWatched = false;
  const vite = await createServer({
    configFile: options.viteConfig ?? path.join(appDir, 'vite.config.mts'),
    mode: 'development',
    appType: 'custom',
    // Pre-transforming what a module imports while it is transformed (Vite does it for the browser
    // only by default) loads the app in the server a third sooner: walking its imports one by one
    // left the thread idle most of the time.
    server: { preTransformRequests: true, middlewareMode: true, hmr: { server: httpServer }, watch: { ignored: ['**/dist/**', '**/out-tsc/**', (file: string) => notCollected(file) || (!contentWatched && collected(file))] } },
    // No index.html to scan: start from the client entry, so dependencies are optimized before the
    // first page load instead of reloading it.
    optimizeDeps: { entries: [clientEntry.slice(1)] },
  });
  const configModule = options.configModule ?? defaultConfigModule(appDir, serverEntry);
  const loadConfig = async () => ((await vite.ssrLoadModule(configModule)) as { siteConfig: Config }).siteConfig;
  // The app (React, the theme, the router) takes seconds to load: it loads while the site is collected.
  const appLoaded = vite.ssrLoadModule(serverEntry).catch(() => undefined);
  const assets = { css: [await themeStylesheet(vite, path.join(appDir, clientEntry))], entry: DEV_ENTRY };
  // The last session's data answers while the first collection runs, when nothing the collection
  // reads has changed since: the watched folders, the app's own files (config, options, plugins)
  // and the overrides. Every collection and update is kept for the next start (dev-snapshot.ts).
  const cacheDir = overrides.cacheDir ?? defaultCacheDir(siteDir);
  const snapshotDir = cacheDir && path.join(cacheDir, 'dev-snapshot');
  const snapshot = snapshotDir ? { writer: snapshotWriter(snapshotDir), fingerprint: () => sourcesFingerprint([...watched, appDir], { siteDir, overrides, assets }) } : undefined;
  let preview = snapshotDir && snapshot ? await openSnapshot(snapshotDir, await snapshot.fingerprint()) : undefined;
  let previewServed = false;
  if (preview) log('Serving the data of the last session (its sources are unchanged) while the site is collected.');
  // With a snapshot, the first page is served as soon as the app has loaded: the collection and the
  // watching of the content folders wait for that response (or half a second without a request),
  // so as not to hold the thread it needs.
  let responded = () => undefined as void;
  const firstResponse = new Promise<void>((resolve) => (responded = resolve));
  const firstPageServed = appLoaded.then(() => Promise.race([firstResponse, new Promise((resolve) => setTimeout(resolve, 500))]));
  const collectFrom = preview ? firstPageServed : Promise.resolve();
  let collections = 0;
  const collect = async (): Promise<SiteCollection> => {
    const first = collections++ === 0;
    if (first) await collectFrom;
    // Loaded each time: the sidebars and the site config may have changed.
    const siteConfig = await loadConfig();
    const [{ collectSite }, siteOptions] = await Promise.all([pipeline(), options.siteOptions(siteConfig, siteDir)]);
    return collectSite(withDefaultCache({ ...siteOptions, ...overrides, mode: 'development', deferOnDemandEmits: true, assets, log: first ? log : () => undefined }));
  };
  const reload = () => vite.ws.send({ type: 'full-reload' });
  const sendChanged = (routes: string[]) => vite.ws.send({ type: 'custom', event: DATA_CHANGED_EVENT, data: { routes } });
  let saveTimer: NodeJS.Timeout | undefined;
  let savePaths: Set<string> | 'all' = 'all';
  let pendingSave: (() => Promise<Record<string, string>>) | undefined;
  let saving: Promise<unknown> = Promise.resolve();
  const saveNow = () => {
    clearTimeout(saveTimer);
    const save = pendingSave;
    pendingSave = undefined;
    if (!save) return undefined;
    const run = save();
    saving = run.catch((error: unknown) => log(`Could not keep the site for the next start: ${describeError(error)}`));
    return run;
  };
  /**
   * Keeps the site for the next start (the data files of `routes`, or all): at once, or after a
   * quiet moment, so that saving never delays the next edit. Closing the server saves what waits.
   */
  const keepSnapshot = (site: SiteCollection, delayMs: number, routes?: readonly string[]): Promise<Record<string, string>> | undefined => {
    if (!snapshot) return undefined;
    if (!routes) savePaths = 'all';
    else if (savePaths !== 'all') for (const route of routes) savePaths.add(pageDataPath(route));
    const { writer, fingerprint } = snapshot;
    pendingSave = async () => {
      const paths = savePaths === 'all' ? undefined : [...savePaths];
      savePaths = new Set();
      return writer.save(site, await fingerprint(), paths);
    };
    clearTimeout(saveTimer);
    if (delayMs === 0) return saveNow();
    saveTimer = setTimeout(saveNow, delayMs);
    return undefined;
  };
  const live = liveCollection(collect, {
    // A saved doc whose front matter is unchanged is taken in place; the open pages get its data.
    update: (site, file) => site.updateDocFile(file),
    onUpdated: (site, routes, file, ms) => {
      log(`Updated ${routes.length} page${routes.length === 1 ? '' : 's'} from ${path.relative(siteDir, file)} in ${ms} ms.`);
      sendChanged(routes);
      keepSnapshot(site, 2000, routes);
    },
    onCollected: (site, ms) => {
      const phases = Object.entries(site.phases).map(([phase, took]) => `${phase} ${took}`).join(', ');
      log(`Collected ${site.pages.length} pages in ${ms} ms (${phases}).`);
      const served = previewServed ? preview : undefined;
      preview = undefined;
      // A collection from the compile cache loads no compiler: it is loaded in a quiet moment
      // instead of on the first save.
      if (collections === 1) setTimeout(() => void pipeline().then(({ warmUpMarkdownCompiler }) => warmUpMarkdownCompiler()).catch(() => undefined), 1000).unref();
      if (!served) {
        reload();
        // The first collection is kept at once: a short session still speeds up the next start.
        keepSnapshot(site, collections === 1 ? 0 : 2000);
        return;
      }
      // Pages shown from the snapshot take what the collection changed in place (normally nothing).
      void keepSnapshot(site, 0)
        ?.then((hashes) => {
          const { routes, other } = changedData(served.hashes, hashes);
          if (other) reload();
          else if (routes.length > 0) sendChanged(routes);
        })
        .catch((error: unknown) => {
          log(`Could not keep the site for the next start: ${describeError(error)}`);
          reload();
        });
    },
    onFailed: (error) => {
      preview = undefined;
      log(`\nThe site has an error; pages show it until it is fixed:\n${describeError(error)}\n`);
      reload();
    },
  });
  const firstCollection = live.refresh();
  // Watched from when the first collection starts: it reads the files as they are being watched.
  let stopWatching = () => undefined as void;
  const watching = collectFrom.then(() => {
    contentWatched = true;
    stopWatching = watchSources(vite.watcher, watched, (files) => void live.refresh(files));
  });

  // The configuration at start: where page views go, and the docs home for the URLs printed below
  // (loaded after the app, which the first page needs sooner).
  const configured = appLoaded.then(loadConfig);
  let eventEndpoint: string | undefined;
  void configured.then((config) => (eventEndpoint = config.analytics?.endpoint)).catch(() => undefined);
  const handle = siteHandler({
    vite,
    live,
    clientEntry,
    serverEntry,
    eventEndpoint: () => eventEndpoint,
    preview: () => {
      if (preview) previewServed = true;
      return preview;
    },
    log,
  });
  httpServer.on('request', (req, res) => {
    res.once('finish', responded);
    vite.middlewares(req, res, () => {
      handle(req, res).catch((error: unknown) => {
        log(`${req.url}: ${describeError(error)}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  const url = `http://${HOST}:${await listen(httpServer, { host: HOST, port, tries: 10, log })}`;
  await Promise.all([firstCollection, appLoaded, watching]);
  const siteConfig = await configured;

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
      saveNow();
      await saving;
      await vite.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
