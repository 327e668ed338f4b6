import type { BuildPlugin } from '@lumidoc/contract';
import path from 'node:path';
import { searchFileNames } from '../shared/documents.js';
import { buildLocaleIndexes, type KeepIndex } from './index-threads.js';

/** Per-locale sizes, for the build log and the benchmark. */
export interface SearchIndexStats {
  locale: string;
  documents: number;
  /** All of the locale's search files together. */
  bytes: number;
  /** Number of term shards and document chunks. */
  shards: number;
  chunks: number;
}

/**
 * Writes each locale's manifest `search-<ts>.json` and, in the folder `search-<ts>/`, its term
 * shards and document chunks. `onStats` receives their sizes.
 */
export function searchPlugin(options: { onStats?: (stats: SearchIndexStats[]) => void } = {}): BuildPlugin {
  return {
    name: 'search',
    // No page needs the index to render: a development server builds it when search is first used.
    emitOnDemand: true,
    async emit({ locales, pages, runtime, emitFile, keep, pageHash, log }) {
      const names = searchFileNames(runtime.searchTimestamp);
      const byLocale = new Map<string, SearchIndexStats>();
      // With the build's cache, a locale whose sections did not change is read back instead of indexed again.
      const kept: { keep?: KeepIndex } = keep ? { keep: (name, text, compute) => keep(name, { text, code: [import.meta.url] }, compute) } : {};
      await buildLocaleIndexes(pages, locales.list.map((l) => l.code), { folder: names.folder }, (built) => {
        const dir = locales.get(built.locale)!.path;
        emitFile(path.posix.join(dir, names.manifest), built.manifest);
        let bytes = Buffer.byteLength(built.manifest);
        for (const [file, stored] of built.files) {
          const data = Buffer.from(stored, 'base64');
          bytes += data.length;
          emitFile(path.posix.join(dir, file), data);
        }
        byLocale.set(built.locale, { locale: built.locale, documents: built.documents, bytes, shards: built.shards, chunks: built.chunks });
      }, { ...kept, ...(pageHash ? { pageHash } : {}) });
      const stats = locales.list.map((l) => byLocale.get(l.code)!);
      log(`search: ${stats.map((s) => `${s.locale} ${s.documents} sections in ${s.shards} shards`).join(', ')}`);
      options.onStats?.(stats);
    },
  };
}
