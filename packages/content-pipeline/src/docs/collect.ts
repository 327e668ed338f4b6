import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocaleSet } from '@lumidoc/i18n';
import { listFiles } from '../build/files.js';
import { formatWarning } from '../errors.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';
import { readSourceFiles, type SourceFile } from '../source-text.js';
import { CURRENT_VERSION, type DocsVersionsOptions } from '../versions/options.js';
import { resolveDocsVersions } from '../versions/resolve.js';
import { readVersionedSidebars } from '../versions/sidebars-file.js';
import { joinDocsVersions, type VersionDocs } from '../versions/version-info.js';
import { readVersionSnapshots } from '../versions/versions-file.js';
import { editUrlFor, type EditUrlOption } from './edit-url.js';
import { readGitLastUpdates, type LastUpdate } from './last-update.js';
import { createDocPages, type DocPagesResult } from './pages.js';
import type { SidebarsConfig } from './sidebar.js';
import type { CompileCache } from './compile-cache.js';
import { compileDocSourcesInThreads, type DocCompileOptions, type StartedCompileThreads } from './compile-threads.js';
import { compileDocFile, planDocSources, routesById, type DocSource } from './sources.js';
import { assertUniqueRoutes } from './unique-routes.js';
import { readCategoryFiles } from './category-files.js';
import { isPartialPath } from './number-prefix.js';

/** The docs collection of a site: where it is, and how its pages are built. */
export interface DocsCollectionOptions {
  /** Site folder; docs are read from `content/docs/` and the snapshots of `content/versions.json`. */
  siteDir: string;
  locales: LocaleSet;
  /** Sidebars of the `current` version (the site's `sidebars.ts`). */
  sidebars: SidebarsConfig;
  mode: 'production' | 'development';
  /** Footnotes heading per locale. */
  footnoteLabels?: Readonly<Record<string, string>>;
  /** Raw HTML in docs: `'sanitize'` (default) or `'refuse'`, as `CompileOptions.rawHtml`. */
  rawHtml?: RawHtmlMode | undefined;
  /** Hosts an `<iframe>` in raw HTML may load from (https only). Default: none. */
  iframeHosts?: readonly string[] | undefined;
  /** Routes, labels and notices of the docs versions. */
  versions?: DocsVersionsOptions;
  /** "Edit this page" link: a base URL or a function. None when absent. */
  editUrl?: EditUrlOption;
  /** Where a doc's last-updated date and author come from when its front matter has no `last_update`. Default `'git'`. */
  lastUpdated?: 'git' | false;
  /**
   * Show the author of a doc's last commit with its date. Default `false`: git gives the date only,
   * since whoever committed last is seldom who wrote the page. An author written in front matter
   * (`last_update.author`) is always shown.
   */
  lastUpdateAuthor?: boolean;
  /** Compiled files kept between builds; none when absent. */
  cache?: CompileCache;
  /** Where warnings go (a very large file); default the console. */
  log?: (line: string) => void;
  /** Called when compile threads have started (each version's); the calling thread is free until they finish. */
  onThreadsStarted?: () => void;
  /** Compile threads started ahead (`startCompileThreads`), which the first version compiled in threads takes. */
  startedThreads?: StartedCompileThreads;
}

/** Every version's docs: pages and sidebars, the compiled sources (for the link check), translation states. */
export interface DocsCollection {
  docs: DocPagesResult;
  sources: DocSource[];
  /**
   * Compiles a collected docs file again with new text, against the files as collected (ids and
   * routes unchanged): for a development server's quick update. Undefined for a file that was not
   * collected as a doc.
   */
  recompile(filePath: string, text: string): { source: DocSource; version: string } | undefined;
  /** The docs version a collected file belongs to (`current`, `1.0` …). */
  versionOf(filePath: string): string | undefined;
}

/** How a version's docs are compiled, the same in a collection and in a build in parts. */
function compileOptions(options: Pick<DocsCollectionOptions, 'footnoteLabels' | 'rawHtml' | 'iframeHosts' | 'cache' | 'log' | 'onThreadsStarted' | 'startedThreads'>, routeBase: string): DocCompileOptions {
  const { footnoteLabels, rawHtml, iframeHosts, cache, onThreadsStarted, startedThreads } = options;
  return { footnoteLabels, routeBase, rawHtml, iframeHosts, cache, onThreadsStarted, startedThreads, ...(options.log ? { warn: options.log } : {}) };
}

/**
 * Compiles the docs files of `onlyLocales` in every version into `options.cache`, and nothing else (no
 * pages): the part of a collection that a build in parts spreads over several machines, one task
 * per locale, whose caches the collecting task then reads (`fileCompileCache`'s `readFrom`). Every
 * locale's files are planned, so links into them resolve as in a whole collection. Returns how
 * many files were compiled or found compiled.
 */
export async function precompileDocs(options: Omit<DocsCollectionOptions, 'sidebars' | 'mode' | 'lastUpdated' | 'lastUpdateAuthor' | 'editUrl'> & { cache: CompileCache; onlyLocales: readonly string[] }): Promise<number> {
  const contentDir = path.join(options.siteDir, 'content');
  const versions = resolveDocsVersions(await readVersionSnapshots(options.siteDir), options.versions);
  let compiledFiles = 0;
  for (const version of versions) {
    const docsDir = path.join(contentDir, version.contentPath);
    const files = await readDocsFolder(options.siteDir, docsDir, options.log);
    const compiled = await compileDocSourcesInThreads(docsDir, files, options.locales.list.map((l) => l.code), { ...compileOptions(options, version.routeBase), onlyLocales: options.onlyLocales });
    compiledFiles += compiled.length;
  }
  return compiledFiles;
}

/**
 * Reads and builds the docs of every version: `content/docs/<locale>/` (`current`) and each
 * snapshot under `content/versioned_docs/version-<name>/<locale>/` with its
 * `content/versioned_sidebars/version-<name>-sidebars.json`. Translation states cover `current`
 * only: snapshots are frozen.
 */
export async function collectDocs(options: DocsCollectionOptions): Promise<DocsCollection> {
  const { siteDir, locales, mode } = options;
  const contentDir = path.join(siteDir, 'content');
  const versions = resolveDocsVersions(await readVersionSnapshots(siteDir), options.versions);
  const lastUpdates: ReadonlyMap<string, LastUpdate> = options.lastUpdated === false ? new Map() : await readGitLastUpdates(contentDir);
  const localeCodes = locales.list.map((l) => l.code);
  const built: VersionDocs[] = [];
  const sources: DocSource[] = [];
  let translations: DocPagesResult['translations'] = [];
  const recompilers = new Map<string, { version: string; compile: (text: string) => DocSource }>();
  for (const version of versions) {
    const docsDir = path.join(contentDir, version.contentPath);
    const files = await readDocsFolder(siteDir, docsDir, options.log);
    const versionSources = await compileDocSourcesInThreads(docsDir, files, localeCodes, compileOptions(options, version.routeBase));
    // Planned on first use only: most collections are never updated in place.
    let planned: { plan: ReturnType<typeof planDocSources>; routeById: Map<string, string> } | undefined;
    for (const source of versionSources) {
      const compile = (text: string) => {
        planned ??= (() => {
          const plan = planDocSources(docsDir, files, localeCodes, options.footnoteLabels, version.routeBase, { rawHtml: options.rawHtml, iframeHosts: options.iframeHosts });
          return { plan, routeById: routesById(plan) };
        })();
        const recompiled = compileDocFile(planned.plan, { ...source.file, text }, planned.routeById);
        for (const warning of recompiled.compiled.warnings ?? []) (options.log ?? console.warn)(formatWarning(warning));
        return recompiled;
      };
      recompilers.set(source.file.path, { version: version.name, compile });
    }
    const isCurrent = version.name === CURRENT_VERSION;
    const result = createDocPages(versionSources, {
      locales,
      sidebars: isCurrent ? options.sidebars : await readVersionedSidebars(siteDir, version.sidebarsFile),
      sidebarsFile: version.sidebarsFile,
      categories: await readCategoryFiles(siteDir, docsDir),
      routeBase: version.routeBase,
      sidebarsText: await readFile(path.join(siteDir, version.sidebarsFile), 'utf8').catch(() => undefined),
      mode,
      version: version.name,
      editUrl: editUrlFor(options.editUrl, version),
      lastUpdated: (source) => {
        const fromGit = lastUpdates.get(path.relative(contentDir, source.file.path).split(path.sep).join('/'));
        return fromGit && !options.lastUpdateAuthor ? { date: fromGit.date } : fromGit;
      },
    });
    if (isCurrent) translations = result.translations;
    built.push({ version, pages: result.pages, sidebars: result.sidebars });
    sources.push(...versionSources);
  }
  assertUniqueRoutes(sources);
  return {
    docs: { ...joinDocsVersions(built), translations },
    sources,
    versionOf: (filePath) => recompilers.get(filePath)?.version,
    recompile: (filePath, text) => {
      const recompiler = recompilers.get(filePath);
      return recompiler && { source: recompiler.compile(text), version: recompiler.version };
    },
  };
}

/** How many Markdown and MDX files the current docs have (`content/docs/`, every locale): a quick count, before they are read. */
export function countDocsFiles(siteDir: string): number {
  const docsDir = path.join(siteDir, 'content', 'docs');
  if (!fs.existsSync(docsDir)) return 0;
  return fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file)).length;
}

/** Every Markdown and MDX file below `docsDir`, with its text and its path as messages show it. */
async function readDocsFolder(siteDir: string, docsDir: string, log?: (line: string) => void): Promise<SourceFile[]> {
  // Files and folders named `_…` are partials, never pages.
  const pageFiles = async (match: RegExp) => (await listFiles(docsDir, match)).filter((file) => !isPartialPath(path.relative(docsDir, file)));
  return readSourceFiles(await pageFiles(/\.mdx?$/), siteDir, log);
}
