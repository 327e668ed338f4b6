import fs from 'node:fs';
import path from 'node:path';
import { createLocaleSet, type LocaleConfig } from '@lumidoc/i18n';
import { createAliasPages } from '../docs/aliases.js';
import { withDiagramsDrawn } from '../markdown/mermaid-render.js';
import { useSiteComponents } from '../markdown/site-components.js';
import { withCompileCache } from '../docs/compile-cache.js';
import { compileCacheIsEmpty, fileCompileCache } from '../docs/compile-packs.js';
import { startCompileThreads } from '../docs/compile-threads.js';
import { collectDocs, countDocsFiles, precompileDocs } from '../docs/collect.js';
import type { EditUrlOption } from '../docs/edit-url.js';
import type { SidebarsConfig } from '../docs/sidebar.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';
import type { DocsVersionsOptions } from '../versions/options.js';
import { anchorsOfPage, anchorsWith, PageAnchors } from '../links/anchors.js';
import { checkLinks, type BrokenLinkPolicy } from '../links/check.js';
import type { BuildContext, BuildPlugin, LinkSource, PageData, SidebarData, SiteRuntime } from '@lumidoc/contract';
import { RouteOwners } from '../route-owners.js';
import { pageDataPath, serializePageDataFiles, sharedDataPath, sidebarDataPath } from '../runtime.js';
import { readSourceFiles } from '../source-text.js';
import { captureFiles } from './capture-files.js';
import { dataFileHash } from './data-file-hash.js';
import { readContentAssets } from './content-assets.js';
import { applyDocUpdate, planDocUpdate, type DocUpdateState } from './doc-update.js';
import { keptResult, packageFingerprint } from './kept-result.js';
import { memoryDataSource } from './memory-data-source.js';
import { phaseTimer } from './phases.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import type { SiteCollection } from './site-collection.js';

/** What `collectSite` collects a site from: its folder, URL, locales, sidebars, plugins and options. */
export interface SiteCollectOptions {
  /** The site's folder: content/, public/ and the config live here. */
  siteDir: string;
  /** Where the client bundle already is, when it is: links to its files count as existing. */
  outDir?: string;
  siteUrl: string;
  baseUrl?: string;
  locales: LocaleConfig;
  sidebars: SidebarsConfig;
  mode?: 'production' | 'development';
  /** Client bundle files, from the bundler's manifest. */
  assets: { css: string[]; entry: string };
  plugins?: BuildPlugin[];
  /** Seconds since the epoch for file names; defaults to SOURCE_DATE_EPOCH or now. */
  timestamp?: string;
  /** Extra routes that serve an existing doc: alias -> target, both locale-neutral. */
  docAliases?: Record<string, string>;
  /**
   * Hosts images may be loaded from (`avatars.githubusercontent.com`): an image in Markdown or an
   * author avatar from any other host is an error. List the same hosts in the CSP's `img-src`
   * (`contentSecurityPolicyWith({ imageHosts })`). Default none: every image is the site's own.
   */
  remoteImageHosts?: readonly string[];
  /** Footnote section heading per locale. */
  footnoteLabels?: Record<string, string>;
  /**
   * Raw HTML in docs: `'sanitize'` (default: kept through an allowlist, what is removed is a
   * warning) or `'refuse'` (an error, for sites that want Markdown only). The blog and standalone
   * pages plugins take the same option themselves.
   */
  rawHtml?: RawHtmlMode;
  /** Hosts an `<iframe>` in raw HTML may load from (https only); default none. List them in the CSP too (`contentSecurityPolicyWith({ frameHosts })`). */
  iframeHosts?: readonly string[];
  /**
   * The site's own MDX components: an ES module (path relative to `siteDir`) whose named exports, or
   * default export object, are React components; MDX files use them by name, with or without an
   * import. They render to HTML at build time. Cached compiles follow the module file's content.
   */
  mdxComponents?: string;
  /**
   * Docs versions: which one is served at `/docs`, labels, paths and notices. The snapshots are
   * listed in `content/versions.json`; without it the site has only `current`.
   */
  docsVersions?: DocsVersionsOptions;
  /**
   * "Edit this page" link of every doc, to its source-locale file: a base URL
   * (`https://github.com/<org>/<repo>/tree/main/docs/` + `docs/<path>.md`) or a function. None when absent.
   */
  editUrl?: EditUrlOption;
  /** Last-updated date and author of docs without `last_update` front matter: the file's last git commit (`'git'`, default) or none (`false`). */
  lastUpdated?: 'git' | false;
  /**
   * Where compiled docs are kept between builds (keyed by each file's text, its settings and the
   * pipeline's code; used only while the routes it links to and the images it sizes are unchanged).
   * None when absent or `false`: collecting writes nothing. `@lumidoc/app` sets it
   * (`defaultCacheDir`: `<siteDir>/node_modules/.cache/lumidoc`).
   */
  cacheDir?: string | false;
  /**
   * More compile caches to read compiled docs from, never written: the folders `precompileSiteDocs`
   * filled, one per locale, in a build in parts. Used only with `cacheDir`.
   */
  compiledParts?: readonly string[];
  /**
   * Leave the `emit()` of plugins marked `emitOnDemand` to `SiteCollection.emitDeferred()` (a
   * development server, which runs it when one of their files is first asked for). Default false.
   */
  deferOnDemandEmits?: boolean;
  /** Show the git author of a doc's last change with its date; default `false` (date only). Front matter `last_update.author` always shows. */
  lastUpdateAuthor?: boolean;
  /**
   * A link to no page (or to a missing static file), as Docusaurus's `onBrokenLinks`: `'throw'`
   * (default: the build stops), `'warn'` (`warning: file:line:column: problem` and its fix through
   * `log`, and the build goes on) or `'ignore'`. Missing or refused images always stop the build.
   */
  onBrokenLinks?: BrokenLinkPolicy;
  /** A link to a missing anchor of an existing page, as Docusaurus's `onBrokenAnchors`; values as `onBrokenLinks`. */
  onBrokenAnchors?: BrokenLinkPolicy;
  /**
   * A link to a `.md`/`.mdx` file that is no page of the site, as Docusaurus's
   * `onBrokenMarkdownLinks`: `'throw'` (default), `'warn'` or `'ignore'`; the link is kept as written.
   */
  onBrokenMarkdownLinks?: BrokenLinkPolicy;
  log?: (line: string) => void;
}

export type { SiteCollection } from './site-collection.js';

/** What `precompileSiteDocs` reads of a site's options (a whole `SiteCollectOptions` will do), the locales it compiles and where. */
export type PrecompileOptions = Pick<SiteCollectOptions, 'siteDir' | 'locales' | 'footnoteLabels' | 'rawHtml' | 'iframeHosts' | 'docsVersions' | 'mdxComponents' | 'log'> & {
  onlyLocales: readonly string[];
  compiledDir: string;
};

/**
 * Compiles the docs of `onlyLocales` (every version) into a compile cache in `compiledDir`, and nothing
 * else: one task of a build in parts, which spreads compiling over machines a locale at a time;
 * the collecting task reads the folders (`compiledParts`). Content problems throw as in
 * `collectSite`. Returns how many files were compiled or found compiled.
 */
export async function precompileSiteDocs(options: PrecompileOptions): Promise<number> {
  const locales = createLocaleSet(options.locales);
  const unknown = options.onlyLocales.filter((code) => !locales.list.some((l) => l.code === code));
  if (unknown.length > 0) throw new Error(`No such locale: ${unknown.join(', ')}. The site's locales are ${locales.list.map((l) => l.code).join(', ')}.`);
  await useSiteComponents(options.mdxComponents && path.resolve(options.siteDir, options.mdxComponents), options.mdxComponents);
  const cache = fileCompileCache(options.compiledDir);
  const compiled = await precompileDocs({
    siteDir: options.siteDir,
    locales,
    footnoteLabels: options.footnoteLabels,
    rawHtml: options.rawHtml,
    iframeHosts: options.iframeHosts,
    versions: options.docsVersions,
    cache,
    onlyLocales: options.onlyLocales,
    ...(options.log ? { log: options.log } : {}),
  });
  cache.flush();
  return compiled;
}

/**
 * Collects the whole site in memory, writing nothing to the output: compiles the docs, adds the
 * plugins' pages, checks every link and anchor, serializes the data files and runs the plugins'
 * `emit()` into a temporary folder whose files are returned. A returned collection has passed the
 * link check; content problems throw `ContentError` / `ContentErrors` naming the file and line.
 */
export async function collectSite(options: SiteCollectOptions): Promise<SiteCollection> {
  const log = options.log ?? ((line: string) => console.log(line));
  const mode = options.mode ?? 'production';
  const locales = createLocaleSet(options.locales);
  const { phases, timed } = phaseTimer();

  const compileCache = options.cacheDir ? fileCompileCache(options.cacheDir, { readFrom: options.compiledParts ?? [] }) : undefined;
  await useSiteComponents(options.mdxComponents && path.resolve(options.siteDir, options.mdxComponents), options.mdxComponents);
  // Part of the search files' names; the same for every build unless given, so that pages whose
  // content did not change keep byte-identical HTML (search files are served with revalidation).
  const timestamp = options.timestamp ?? process.env['SOURCE_DATE_EPOCH'] ?? '0';
  const runtime: SiteRuntime = { css: options.assets.css, entry: options.assets.entry, searchTimestamp: timestamp, baseUrl: options.baseUrl ?? '/' };
  const pages: PageData[] = [];
  // Only emit() writes, into the folder or the file map it is given; pages() gets neither.
  const noFiles = (file: string) => {
    throw new Error(`A plugin added ${file} in pages(); files are added in emit().`);
  };
  const { cacheDir } = options;
  // A plugin's kept results live in a folder of its own below the build cache.
  const keeping = (plugin: BuildPlugin): Pick<BuildContext, 'keep'> =>
    cacheDir ? { keep: (name, key, compute) => keptResult(path.join(cacheDir, 'plugins', plugin.name, `${name.replace(/[^\w.-]+/g, '_')}.json`), [...key.code.map(packageFingerprint), key.text].join('\0'), compute) } : {};
  // Each page's data file is made once: emit() hashes it (pageHash), the site writes it.
  const dataFiles = new DataFileMemo();
  const context = (plugin: BuildPlugin, outDir = '', emitFile: BuildContext['emitFile'] = noFiles): BuildContext => ({
    locales,
    mode,
    outDir,
    siteDir: options.siteDir,
    pages,
    runtime,
    emitFile,
    ...keeping(plugin),
    ...(emitFile === noFiles ? {} : { pageHash: (page: PageData) => dataFiles.hashOf(page) }),
    log,
  });
  // The pipeline's own plugins (blog, standalone pages) compile their Markdown through the cache.
  const pagesOf = (plugin: BuildPlugin, pluginContext: BuildContext) => timed(plugin.name, () => withCompileCache(compileCache, () => plugin.pages!(pluginContext)));

  // A first build compiles every doc: its compile threads warm up while the files are read.
  const startedThreads = compileCacheIsEmpty(options.cacheDir) && !options.compiledParts?.length ? startCompileThreads(countDocsFiles(options.siteDir)) : undefined;
  let threadsStarted!: () => void;
  const docsCompiling = new Promise<void>((resolve) => (threadsStarted = resolve));
  const docsCollected = timed('content', () =>
    collectDocs({
      siteDir: options.siteDir,
      locales,
      sidebars: options.sidebars,
      mode,
      footnoteLabels: options.footnoteLabels,
      rawHtml: options.rawHtml,
      iframeHosts: options.iframeHosts,
      versions: options.docsVersions,
      editUrl: options.editUrl,
      lastUpdated: options.lastUpdated,
      lastUpdateAuthor: options.lastUpdateAuthor,
      ...(compileCache ? { cache: compileCache } : {}),
      onThreadsStarted: threadsStarted,
      ...(startedThreads ? { startedThreads } : {}),
      log,
    }),
  );
  // The pages of plugins that need no docs are made while the docs compile threads run (or once the
  // docs are collected, when none started): this thread is idle meanwhile.
  const madeBesideDocs = new Map<BuildPlugin, PluginPages>();
  const besideDocs = (async () => {
    await Promise.race([docsCompiling, docsCollected]);
    for (const plugin of options.plugins ?? []) {
      if (plugin.pages && plugin.independentOfDocs) madeBesideDocs.set(plugin, await pagesOf(plugin, withoutPages(context(plugin), plugin.name)));
    }
  })();
  const [collected, besideDocsMade] = await Promise.allSettled([docsCollected, besideDocs]);
  await startedThreads?.close();
  if (collected.status === 'rejected') throw collected.reason;
  if (besideDocsMade.status === 'rejected') throw besideDocsMade.reason;
  const { docs, sources, recompile, versionOf } = collected.value;

  const aliasPages = createAliasPages(docs.pages, options.docAliases ?? {}, locales, 'site.config.ts');
  pages.push(...docs.pages, ...aliasPages);
  const routeOwners = new RouteOwners(locales);
  routeOwners.addDocs(docs.pages, sources);
  routeOwners.addOther(aliasPages, 'site.config.ts', 'a doc alias');
  const sidebars: SidebarData[] = [...docs.sidebars];
  const linkSources: LinkSource[] = sources.map((s) => ({
    locale: s.locale,
    route: s.route,
    displayPath: s.file.displayPath,
    links: s.compiled.links,
    images: s.compiled.images,
  }));

  for (const plugin of options.plugins ?? []) {
    if (!plugin.pages) continue;
    const added = madeBesideDocs.get(plugin) ?? (await pagesOf(plugin, context(plugin)));
    routeOwners.addPlugin(plugin.name, added.pages, added.linkSources);
    pages.push(...added.pages);
    sidebars.push(...(added.sidebars ?? []));
    linkSources.push(...(added.linkSources ?? []));
  }
  // Every page is compiled: what the compile cache holds in memory goes to its packs now.
  compileCache?.flush();

  const anchors = new PageAnchors();
  const publicDir = path.join(options.siteDir, 'public');
  const linkCheck = { locales, remoteImageHosts: options.remoteImageHosts ?? [], onBrokenLinks: options.onBrokenLinks ?? 'throw', onBrokenAnchors: options.onBrokenAnchors ?? 'throw', onBrokenMarkdownLinks: options.onBrokenMarkdownLinks ?? 'throw', log, staticFileExists: (urlPath: string) => [publicDir, ...(options.outDir ? [options.outDir] : [])].some((dir) => fs.existsSync(path.join(dir, decodeURIComponent(urlPath)))) };
  await timed('links', () => {
    for (const page of pages) {
      anchors.set(page.route, () => anchorsOfPage(page));
    }
    checkLinks({ sources: linkSources, anchors, ...linkCheck });
  });

  const files = new Map<string, string | Uint8Array>([
    ['/sitemap.xml', renderSitemap(pages, options.siteUrl, locales)],
    ['/robots.txt', renderRobots(options.siteUrl)],
    ['/_lumidoc/translation-status.json', JSON.stringify(docs.translations, null, 2)],
    ...(await readContentAssets(linkSources)),
  ]);

  // The files each emit made, so that a development server's update can drop them to be made again.
  const emitted = new Map<BuildPlugin, Set<string>>();
  const emitOf = (plugin: BuildPlugin) => async () => {
    const captured = await timed(plugin.name, () => captureFiles((dir, emitFile) => plugin.emit!(context(plugin, dir, emitFile))));
    const made = new Set<string>();
    for (const [file, data] of captured) {
      files.set(file, data);
      made.add(file);
    }
    emitted.set(plugin, made);
  };
  const emitting = (options.plugins ?? []).filter((plugin) => plugin.emit);
  let deferred = emitting.filter((plugin) => plugin.emitOnDemand && options.deferOnDemandEmits);
  for (const plugin of emitting) if (!deferred.includes(plugin)) await emitOf(plugin)();
  let deferredRun: Promise<void> | undefined;
  const emitDeferred = () =>
    (deferredRun ??= deferred
      .reduce((done, plugin) => done.then(emitOf(plugin)), Promise.resolve())
      .catch((error: unknown) => {
        deferredRun = undefined;
        throw error;
      }));

  const docState: DocUpdateState = {
    locales,
    pages,
    sources: new Map(sources.map((source) => [source.file.path, { source, version: versionOf(source.file.path)! }])),
    linkSources,
    anchors,
    translations: docs.translations,
  };
  const updateDocFile = async (filePath: string): Promise<string[] | undefined> => {
    const [file] = await readSourceFiles([filePath], options.siteDir, log).catch(() => []);
    const compiled = file && recompile(filePath, file.text);
    // Its diagrams drawn as a full collection draws them (from the cache when unchanged).
    const recompiled = compiled && { ...compiled, source: (await withDiagramsDrawn([compiled.source], { cache: compileCache }))[0]! };
    const update = recompiled && planDocUpdate(docState, recompiled.source, recompiled.version);
    if (!update) return undefined;
    checkLinks({ sources: update.toCheck, anchors: anchorsWith(anchors, update.anchors), ...linkCheck });
    const routes = applyDocUpdate(docState, update);
    // Changed pages took their new data in place: made again when next asked for.
    dataFiles.forget();
    for (const [url, bytes] of await readContentAssets([update.linkSource])) files.set(url, bytes);
    files.set('/_lumidoc/translation-status.json', JSON.stringify(docs.translations, null, 2));
    // The plugins' files may be made from the pages: dropped, and made again when next asked for.
    for (const made of emitted.values()) for (const file of made) files.delete(file);
    emitted.clear();
    deferred = emitting;
    deferredRun = undefined;
    return routes;
  };

  return {
    pages,
    sidebars,
    notFoundRoutes: locales.list.map((l) => locales.localizePath('/404', l.code)),
    files,
    ...dataFilesOf(pages, sidebars, dataFiles),
    data: memoryDataSource(pages, sidebars),
    runtime,
    locales,
    translations: docs.translations,
    phases,
    emitDeferred,
    updateDocFile,
  };
}

type PluginPages = Awaited<ReturnType<NonNullable<BuildPlugin['pages']>>>;

/** A plugin's context without the pages collected so far, which a plugin marked `independentOfDocs` may not read. */
function withoutPages(context: BuildContext, pluginName: string): BuildContext {
  return Object.defineProperty({ ...context }, 'pages', {
    get() {
      throw new Error(`The plugin ${pluginName} is marked independentOfDocs, so its pages() runs while the docs compile and cannot read context.pages. Remove independentOfDocs from it, or make its pages without the other pages.`);
    },
  });
}

/**
 * Page and sidebar data files by path, serialized on demand (once per page, through `memo`), and
 * the shared parts the pages name (each once, however many pages name it).
 */
function dataFilesOf(pages: readonly PageData[], sidebars: readonly SidebarData[], memo: DataFileMemo): Pick<SiteCollection, 'dataFile' | 'dataFiles'> {
  const byPath = new Map<string, PageData | SidebarData>([
    ...pages.map((page) => [pageDataPath(page.route), page] as const),
    ...sidebars.map((sidebar) => [sidebarDataPath(sidebar.locale, sidebar.id), sidebar] as const),
  ]);
  return {
    dataFile: (urlPath) => {
      const data = byPath.get(urlPath);
      return data ? memo.textOf(data) : memo.sharedPart(urlPath)?.text;
    },
    *dataFiles() {
      const yielded = new Set<string>();
      for (const [urlPath, data] of byPath) {
        yield [urlPath, memo.textOf(data), memo.hashOf(data)];
        const shared = memo.sharedPathOf(data);
        if (shared === undefined || yielded.has(shared)) continue;
        yielded.add(shared);
        const { text, id } = memo.sharedPart(shared)!;
        // Named by a hash of its text: the name is its hash.
        yield [shared, text, id];
      }
    },
  };
}

/**
 * Data files made once per page object, and their hashes; `forget()` after pages change in place.
 * The shared parts are kept by name (their content's hash), so they never go stale.
 */
class DataFileMemo {
  #texts = new WeakMap<object, string>();
  #hashes = new WeakMap<object, string>();
  #sharedPaths = new WeakMap<object, string>();
  #shared = new Map<string, { text: string; id: string }>();

  textOf(data: PageData | SidebarData): string {
    let text = this.#texts.get(data);
    if (text === undefined) {
      const files = serializePageDataFiles(data, sharedPartName);
      text = files.text;
      this.#texts.set(data, text);
      if (files.shared) {
        const sharedPath = sharedDataPath(files.shared.id);
        this.#sharedPaths.set(data, sharedPath);
        this.#shared.set(sharedPath, files.shared);
      }
    }
    return text;
  }

  hashOf(data: PageData | SidebarData): string {
    let hash = this.#hashes.get(data);
    if (hash === undefined) this.#hashes.set(data, (hash = dataFileHash(this.textOf(data))));
    return hash;
  }

  /** Path of the shared part the data's file names, if any. */
  sharedPathOf(data: PageData | SidebarData): string | undefined {
    this.textOf(data);
    return this.#sharedPaths.get(data);
  }

  /** A shared part's text and name by its path, once a page naming it was serialized. */
  sharedPart(urlPath: string): { text: string; id: string } | undefined {
    return this.#shared.get(urlPath);
  }

  forget(): void {
    this.#texts = new WeakMap();
    this.#hashes = new WeakMap();
    this.#sharedPaths = new WeakMap();
  }
}

/** A shared part's name: a hash of its text, short enough for a file name, long enough to never collide. */
function sharedPartName(text: string): string {
  return dataFileHash(text).slice(0, 20);
}
