import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createLocaleSet, type LocaleConfig, type LocaleSet } from '@lumidoc/i18n';
import { createAliasPages } from '../docs/aliases.js';
import { createDocPages, type TranslationStatus } from '../docs/pages.js';
import type { SidebarsConfig } from '../docs/sidebar.js';
import { compileDocSources, type SourceFile } from '../docs/sources.js';
import { collectIds } from '../hast-routes.js';
import { checkLinks, type LinkSource } from '../links/check.js';
import type { PageData, SidebarData } from '../page-data.js';
import { pageDataPath, sidebarDataPath, type PageDataSource, type SiteRuntime } from '../runtime.js';
import { listFiles, writeFile } from './files.js';
import type { ContentSecurityPolicy } from './csp.js';
import { prerender, type RenderFunction } from './prerender.js';
import { renderRobots, renderSitemap } from './sitemap.js';

/** What a plugin sees: the site's locales and everything collected so far. */
export interface BuildContext {
  locales: LocaleSet;
  mode: 'production' | 'development';
  outDir: string;
  siteDir: string;
  pages: readonly PageData[];
  runtime: SiteRuntime;
  log: (line: string) => void;
}

/** Adds pages (API reference, blog …) or files (search indexes, feeds) to a build. */
export interface BuildPlugin {
  name: string;
  /** Pages and sidebars of the plugin's own; links in them are checked with the rest. */
  pages?(context: BuildContext): Promise<{ pages: PageData[]; sidebars?: SidebarData[]; linkSources?: LinkSource[] }>;
  /** Files written once every page is known. */
  emit?(context: BuildContext): Promise<void>;
}

export interface SiteBuildOptions {
  /** The site's folder: content/, public/ and the config live here. */
  siteDir: string;
  /** Where the static site is written; the client bundle is already there. */
  outDir: string;
  siteUrl: string;
  baseUrl?: string;
  locales: LocaleConfig;
  sidebars: SidebarsConfig;
  mode?: 'production' | 'development';
  /** Client bundle files, from the bundler's manifest. */
  assets: { css: string[]; entry: string };
  /** The server entry's render function. */
  render: RenderFunction;
  plugins?: BuildPlugin[];
  /** Seconds since the epoch for file names; defaults to SOURCE_DATE_EPOCH or now. */
  timestamp?: string;
  /** Extra routes that serve an existing doc: alias -> target, both locale-neutral. */
  docAliases?: Record<string, string>;
  /** Content-Security-Policy written into every page as a meta tag; none when absent. */
  contentSecurityPolicy?: ContentSecurityPolicy;
  /** Footnote section heading per locale. */
  footnoteLabels?: Record<string, string>;
  log?: (line: string) => void;
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
}

/**
 * Builds the static site: compiles content, adds plugin pages, checks every link, writes the data
 * files, prerenders every route of every locale, then writes 404 pages, sitemap and robots.txt.
 */
export async function buildSite(options: SiteBuildOptions): Promise<SiteBuildReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const mode = options.mode ?? 'production';
  const locales = createLocaleSet(options.locales);
  const phases: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      phases[phase] = (phases[phase] ?? 0) + Math.round(performance.now() - start);
    }
  };

  const docsDir = path.join(options.siteDir, 'content', 'docs');
  const { docs, sources } = await timed('content', async () => {
    const files: SourceFile[] = await Promise.all(
      (await listFiles(docsDir, /\.md$/)).map(async (file) => ({
        path: file,
        displayPath: path.relative(options.siteDir, file),
        text: await fs.promises.readFile(file, 'utf8'),
      })),
    );
    const sources = compileDocSources(docsDir, files, locales.list.map((l) => l.code), options.footnoteLabels);
    return {
      sources,
      docs: createDocPages(sources, { locales, sidebars: options.sidebars, sidebarsFile: 'content/sidebars.ts', mode }),
    };
  });

  const timestamp = options.timestamp ?? process.env['SOURCE_DATE_EPOCH'] ?? String(Math.floor(Date.now() / 1000));
  const aliasPages = createAliasPages(docs.pages, options.docAliases ?? {}, locales, 'site.config.ts');
  const pages: PageData[] = [...docs.pages, ...aliasPages];
  const sidebars: SidebarData[] = [...docs.sidebars];
  const linkSources: LinkSource[] = sources.map((s) => ({
    locale: s.locale,
    route: s.route,
    displayPath: s.file.displayPath,
    links: s.compiled.links,
    images: s.compiled.images,
  }));
  const runtime: SiteRuntime = { buildId: '', css: options.assets.css, entry: options.assets.entry, searchTimestamp: timestamp, baseUrl: options.baseUrl ?? '/' };
  const context = (): BuildContext => ({ locales, mode, outDir: options.outDir, siteDir: options.siteDir, pages, runtime, log });

  for (const plugin of options.plugins ?? []) {
    if (!plugin.pages) continue;
    const added = await timed(plugin.name, () => plugin.pages!(context()));
    pages.push(...added.pages);
    sidebars.push(...(added.sidebars ?? []));
    linkSources.push(...(added.linkSources ?? []));
  }

  await timed('links', () => {
    const anchors = new Map<string, Set<string>>();
    for (const page of pages) {
      const ids = new Set<string>('body' in page ? collectIds(page.body) : []);
      if ('toc' in page) for (const entry of page.toc) ids.add(entry.id);
      anchors.set(page.route, ids);
    }
    const publicDir = path.join(options.siteDir, 'public');
    checkLinks({
      sources: linkSources,
      anchors,
      locales,
      staticFileExists: (urlPath) => fs.existsSync(path.join(publicDir, decodeURIComponent(urlPath))) || fs.existsSync(path.join(options.outDir, decodeURIComponent(urlPath))),
    });
  });

  // The build id hashes every data file, so unchanged content keeps its URLs (and caches).
  const serialized = pages.map((page) => [page.route, JSON.stringify(page)] as const);
  const serializedSidebars = sidebars.map((s) => [s, JSON.stringify(s)] as const);
  const hash = createHash('sha256');
  for (const [route, json] of serialized) hash.update(route).update(json);
  for (const [, json] of serializedSidebars) hash.update(json);
  runtime.buildId = hash.digest('hex').slice(0, 10);

  await timed('emit', async () => {
    await Promise.all([
      ...serialized.map(([route, json]) => writeFile(path.join(options.outDir, pageDataPath(runtime.buildId, route)), json)),
      ...serializedSidebars.map(([s, json]) => writeFile(path.join(options.outDir, sidebarDataPath(runtime.buildId, s.locale, s.id)), json)),
    ]);
    await writeFile(path.join(options.outDir, 'sitemap.xml'), renderSitemap(pages, options.siteUrl, locales));
    await writeFile(path.join(options.outDir, 'robots.txt'), renderRobots(options.siteUrl));
    await writeFile(path.join(options.outDir, '_lumidoc', 'translation-status.json'), JSON.stringify(docs.translations, null, 2));
  });

  for (const plugin of options.plugins ?? []) {
    if (plugin.emit) await timed(plugin.name, () => plugin.emit!(context()));
  }

  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const sidebarByKey = new Map(sidebars.map((s) => [`${s.locale}/${s.id}`, s]));
  const dataSource: PageDataSource = {
    page: async (route) => byRoute.get(route),
    sidebar: async (locale, id) => sidebarByKey.get(`${locale}/${id}`),
  };
  const routes = pages.map((p) => p.route);
  await timed('prerender', () =>
    prerender({
      routes,
      notFoundRoutes: locales.list.map((l) => locales.localizePath('/404', l.code)),
      outDir: options.outDir,
      render: (url) => options.render(url, { data: dataSource, runtime }),
      ...(options.contentSecurityPolicy ? { contentSecurityPolicy: options.contentSecurityPolicy } : {}),
    }),
  );

  const pagesByKind: Record<string, number> = {};
  for (const page of pages) pagesByKind[page.kind] = (pagesByKind[page.kind] ?? 0) + 1;
  return { pages: pages.length, pagesByKind, routes, translations: docs.translations, phases, runtime };
}
