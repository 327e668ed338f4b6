// A persistent cache of compiled docs files. An entry is found by the file's text, its place and
// the pipeline's own code and dependencies, and is used only while what the compile read besides
// the text is unchanged: the route of every Markdown file it linked to, and every image it sized.
import { createHash } from 'node:crypto';
import { packageFingerprint } from '../build/kept-result.js';
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledMarkdown } from '../markdown/compile.js';
import { readImageFile } from '../markdown/image-files.js';

/** What a compile read besides the file's text: the route each linked Markdown file resolved to, each image file's reading. */
export interface CompileDependencies {
  links: Array<[linked: string, route: string | null]>;
  images: Array<[file: string, reading: string]>;
}

export interface CompileCacheEntry extends CompileDependencies {
  compiled: CompiledMarkdown;
}

/** Where entries are kept; `read` gives undefined for an absent or unreadable entry. */
export interface CompileCache {
  read(key: string): CompileCacheEntry | undefined;
  write(key: string, entry: CompileCacheEntry): void;
}

/**
 * One JSON file per entry below `dir` (`<dir>/<2 hex>/<key>.json`), written to a temporary name
 * and renamed, so a build that runs beside another never reads half an entry. Deleting `dir`
 * clears the cache.
 */
export function fileCompileCache(dir: string): CompileCache {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  return {
    read(key) {
      try {
        return JSON.parse(fs.readFileSync(fileOf(key), 'utf8')) as CompileCacheEntry;
      } catch {
        return undefined;
      }
    },
    write(key, entry) {
      const file = fileOf(key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(entry));
      fs.renameSync(temporary, file);
    },
  };
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
  return entry.links.every(([linked, route]) => (resolve(linked) ?? null) === route) && entry.images.every(([file, reading]) => imageReading(file) === reading);
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
  return createHash('sha256').update(pipelineFingerprint()).update('\0').update(JSON.stringify(settings)).update('\0').update(text).digest('hex');
}
