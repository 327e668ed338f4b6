// A persistent cache of compiled docs files. An entry is found by the file's text, its place and
// the pipeline's own code and dependencies, and is used only while what the compile read besides
// the text is unchanged: the route of every Markdown file it linked to, and every image it sized.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { packageFingerprint } from '../build/kept-result.js';
import type { CompiledMarkdown } from '../markdown/compile.js';
import { readImageFile, recordImageReads } from '../markdown/image-files.js';
import { activeSiteComponentsModule } from '../markdown/site-components.js';
import { currentSourceReading, recordSourceReads } from '../markdown/source-files.js';

/** What a compile read besides the file's text: the route each linked Markdown file resolved to, each image file's reading. */
export interface CompileDependencies {
  links: Array<[linked: string, route: string | null]>;
  images: Array<[file: string, reading: string]>;
  /** Each other source file the compile read (an MDX partial) with its content's hash. */
  sources?: Array<[file: string, reading: string]>;
}

export interface CompileCacheEntry<T = CompiledMarkdown> extends CompileDependencies {
  compiled: T;
}

/** Where entries are kept; `read` gives undefined for an absent or unreadable entry. */
export interface CompileCache {
  read<T = CompiledMarkdown>(key: string): CompileCacheEntry<T> | undefined;
  /** `json`, when given, is `entry` as JSON already (a compile thread makes it): written as it is. */
  write<T = CompiledMarkdown>(key: string, entry: CompileCacheEntry<T>, json?: string): void;
}

/** The same reading of an image file as the compile's, as text to compare. */
export function imageReading(file: string): string {
  try {
    return JSON.stringify(readImageFile(file));
  } catch (error) {
    return `error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** True while every route and image the entry's compile read is still what it was. */
export function stillValid(entry: CompileDependencies, resolve: (linked: string) => string | undefined): boolean {
  return entry.links.every(([linked, route]) => (resolve(linked) ?? null) === route) && entry.images.every(([file, reading]) => imageReading(file) === reading) && (entry.sources ?? []).every(([file, reading]) => currentSourceReading(file) === reading);
}

/**
 * The pipeline's own code (every module of this package as it runs, from its build or its sources)
 * and its manifest, whose dependencies are pinned: an entry made by other code is never found.
 */
export function pipelineFingerprint(): string {
  return packageFingerprint(import.meta.url);
}

/** The key of one file's compile: the pipeline, the compile's settings and the file's text. */
export function compileCacheKey(settings: Readonly<Record<string, string | undefined>>, text: string): string {
  // An MDX page may render the site's own components: their module is part of what it was made from.
  const components = /\.mdx$/i.test(settings['file'] ?? '') ? (activeSiteComponentsModule()?.fingerprint ?? '') : '';
  return createHash('sha256').update(pipelineFingerprint()).update('\0').update(JSON.stringify(settings)).update('\0').update(components).update('\0').update(text).digest('hex');
}

// The build's compile cache for the pipeline's own plugins (blog, standalone pages), which compile
// Markdown inside `pages()`: set by `collectSite` around each plugin, so their API stays as it is.
const buildCache = new AsyncLocalStorage<CompileCache>();

/** Runs `run` with `cache` as the compile cache of `compileThroughCache` calls made within it. */
export function withCompileCache<T>(cache: CompileCache | undefined, run: () => T): T {
  return cache ? buildCache.run(cache, run) : run();
}

/** The build's compile cache set by `withCompileCache`, if any: where a plugin keeps what it derives from compiled pages (rendered diagrams). */
export function activeCompileCache(): CompileCache | undefined {
  return buildCache.getStore();
}

/**
 * Compiles Markdown through the build's cache when there is one (`withCompileCache`): an entry made
 * from the same settings and text is used while the routes it resolved and the images it sized are
 * unchanged; otherwise `compile` runs (given a resolver that records what it resolves) and its
 * result is kept.
 */
export function compileThroughCache(
  settings: Readonly<Record<string, string | undefined>>,
  text: string,
  resolve: (linked: string) => string | undefined,
  compile: (resolve: (linked: string) => string | undefined) => CompiledMarkdown,
): CompiledMarkdown {
  const cache = buildCache.getStore();
  if (!cache) return compile(resolve);
  const key = compileCacheKey(settings, text);
  const entry = cache.read(key);
  if (entry && stillValid(entry, resolve)) return entry.compiled;
  const links: CompileDependencies['links'] = [];
  const { value: { value, files }, sources } = recordSourceReads(() =>
    recordImageReads(() =>
      compile((linked) => {
        const route = resolve(linked);
        links.push([linked, route ?? null]);
        return route;
      }),
    ),
  );
  cache.write(key, { compiled: value, links, images: files.map((file): [string, string] => [file, imageReading(file)]), ...(sources.length ? { sources } : {}) });
  return value;
}

/**
 * What `parse` makes of one file's text alone (a YAML page's fields: plain data, nothing read
 * besides the text), through the build's cache when there is one (`withCompileCache`).
 */
export function parsedThroughCache<T>(settings: Readonly<Record<string, string | undefined>>, text: string, parse: () => T): T {
  const cache = buildCache.getStore();
  if (!cache) return parse();
  const key = compileCacheKey(settings, text);
  const entry = cache.read<T>(key);
  if (entry) return entry.compiled;
  const value = parse();
  cache.write<T>(key, { compiled: value, links: [], images: [] });
  return value;
}
