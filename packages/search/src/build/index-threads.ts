import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import type { PageData } from '@lumidoc/contract';
import type { SearchManifest } from '../shared/documents.js';
import { collectSections, indexedPages, indexSectionsInto, type BuildSearchOptions, type IndexedSection } from './build-index.js';

// Built next to this module; run from TypeScript sources (a test runner), there is none: one thread.
const WORKER = new URL('./index-worker.js', import.meta.url);

/** Below this many pages (all locales), a thread costs more to start than it saves. */
const THREADED_FROM = 1_500;

/**
 * A thread's heap is capped so that it collects its garbage as it goes instead of growing into it;
 * a locale whose index needs more is indexed again in a thread without the cap.
 */
const THREAD_HEAP_MB = 384;

/**
 * One locale's search files as the plugin writes them: its manifest (JSON), and its shards and
 * chunks by path relative to the manifest's folder, as stored (gzipped JSON) in base64: text, so
 * that the build's cache keeps them as JSON and a rebuild of an unchanged locale does not compress
 * them again.
 */
export interface LocaleSearchFiles {
  locale: string;
  manifest: string;
  files: Array<[path: string, storedBase64: string]>;
  documents: number;
  shards: number;
  chunks: number;
}

/**
 * Gives what is kept under `name` for `key` (any text), else `compute()`'s result, kept in its place:
 * a build's cache (`BuildContext.keep`).
 */
export type KeepIndex = <T>(name: string, key: string, compute: () => Promise<T> | T) => Promise<T>;

/** What an index thread (index-worker.ts) is sent for each locale, and its answer. */
export interface IndexRequest {
  locale: string;
  sections: IndexedSection[];
  options: BuildSearchOptions;
}

export type IndexReply = { files: LocaleSearchFiles } | { error: string };

/**
 * A shard or chunk as stored (see shardFile): gzipped JSON, in base64. Level 5, not zlib's default
 * 6: on the search files of a 7,000-page site it compresses in a fifth less time for 0.5% more
 * bytes (level 4: 42% less time, 3.3% more bytes).
 */
const stored = (json: string) => gzipSync(json, { level: 5 }).toString('base64');

/**
 * A locale's search files as the plugin writes them, made from its sections, each shard and chunk
 * compressed as soon as it is complete (in the thread that indexes the locale).
 */
export async function indexLocaleFiles(sections: readonly IndexedSection[], locale: string, options: BuildSearchOptions): Promise<LocaleSearchFiles> {
  return filesOf(locale, await indexSectionsInto(sections, locale, options, stored));
}

function filesOf(locale: string, index: { manifest: SearchManifest; files: Record<string, string> }): LocaleSearchFiles {
  return {
    locale,
    manifest: JSON.stringify(index.manifest),
    files: Object.entries(index.files),
    documents: index.manifest.documents,
    shards: index.manifest.shards.length,
    chunks: Math.ceil(index.manifest.documents / index.manifest.chunkSize),
  };
}

/**
 * Builds the search files of each locale, calling `done` for each as it is ready (in any order).
 * A large site indexes its locales on every core: one thread per core takes the next locale until
 * none is left, so each thread loads and optimises the indexer once, and the many short-lived
 * objects of an index never pile up in this thread's heap. The files are the same as
 * `buildSearchIndex` makes.
 */
export async function buildLocaleIndexes(
  pages: readonly PageData[],
  locales: readonly string[],
  options: BuildSearchOptions,
  done: (files: LocaleSearchFiles) => void,
  {
    threads = os.availableParallelism(),
    threadedFrom = THREADED_FROM,
    threadHeapMb = THREAD_HEAP_MB,
    keep,
    pageHash,
  }: { threads?: number; threadedFrom?: number; threadHeapMb?: number; keep?: KeepIndex; pageHash?: (page: PageData) => string } = {},
): Promise<void> {
  // With `keep`, a locale whose sections and options are those of a kept index is not indexed again.
  // With `pageHash` too, the digest of its sections is kept under its pages' hashes: a locale whose
  // pages did not change is not read through, and one whose pages changed elsewhere than in their
  // sections (an "outdated translation" mark) is read but not indexed again.
  const indexed = async (locale: string, index: (sections: IndexedSection[]) => Promise<LocaleSearchFiles>) => {
    let sections: IndexedSection[] | undefined;
    const sectionsOf = () => (sections ??= collectSections(pages, locale));
    if (!keep) return index(sectionsOf());
    const sectionsKey = () => createHash('sha256').update(JSON.stringify({ sections: sectionsOf(), options })).digest('base64url');
    const pagesKey = pageHash && JSON.stringify({ pages: indexedPages(pages, locale).map((page) => `${page.route} ${pageHash(page)}`), options });
    const key = pagesKey ? await keep(`${locale}.sections`, pagesKey, sectionsKey) : sectionsKey();
    return keep(locale, key, () => index(sectionsOf()));
  };
  if (threads < 2 || pages.length < threadedFrom || !fs.existsSync(fileURLToPath(WORKER))) {
    for (const locale of locales) done(await indexed(locale, (sections) => indexLocaleFiles(sections, locale, options)));
    return;
  }
  let next = 0;
  const runThread = async (): Promise<void> => {
    // Started with the first locale that is not kept, and ended with the last.
    let thread: IndexThread | undefined;
    try {
      while (next < locales.length) {
        const locale = locales[next++]!;
        done(await indexed(locale, async (sections) => {
          const request = { locale, sections, options };
          thread ??= new IndexThread({ maxOldGenerationSizeMb: threadHeapMb });
          try {
            return await thread.index(request);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
            // The thread is gone with its heap: this locale is indexed again without the cap, and
            // the next one starts a capped thread again.
            thread = undefined;
            const uncapped = new IndexThread({});
            try {
              return await uncapped.index(request);
            } finally {
              await uncapped.close();
            }
          }
        }));
      }
    } finally {
      await thread?.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(threads, locales.length) }, runThread));
}

/** An index thread (index-worker.ts): indexes the locales it is sent, one at a time. */
class IndexThread {
  private readonly worker: Worker;
  private pending: { locale: string; resolve: (files: LocaleSearchFiles) => void; reject: (error: Error) => void } | undefined;
  /** Why the thread stopped, once it has: any later request fails with it. */
  private ended: Error | undefined;

  constructor(resourceLimits: ResourceLimits) {
    this.worker = new Worker(WORKER, { resourceLimits });
    this.worker.on('message', (reply: IndexReply) => {
      const pending = this.pending;
      this.pending = undefined;
      if ('error' in reply) pending?.reject(new Error(`Building the ${pending.locale} search index failed: ${reply.error}`));
      else pending?.resolve(reply.files);
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', (code) => this.end(new Error(`A search index thread exited with code ${code}${this.pending ? ` before it answered for ${this.pending.locale}` : ''}`)));
  }

  index(request: IndexRequest): Promise<LocaleSearchFiles> {
    if (this.ended) return Promise.reject(this.ended);
    return new Promise((resolve, reject) => {
      this.pending = { locale: request.locale, resolve, reject };
      this.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.ended ??= new Error('The search index thread was closed');
    await this.worker.terminate();
  }

  private end(error: Error): void {
    this.ended ??= error;
    this.pending?.reject(error);
    this.pending = undefined;
  }
}
