import type { BuildPlugin } from '@lumidoc/content-pipeline/build';
import path from 'node:path';
import { searchFileNames } from '../shared/documents.js';
import { buildSearchIndex } from './build-index.js';

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
    async emit({ locales, pages, runtime, emitFile, log }) {
      const names = searchFileNames(runtime.searchTimestamp);
      const stats: SearchIndexStats[] = [];
      for (const locale of locales.list) {
        const built = await buildSearchIndex(pages, locale.code, { folder: names.folder });
        const manifest = JSON.stringify(built.manifest);
        let bytes = manifest.length;
        emitFile(path.posix.join(locale.path, names.manifest), manifest);
        for (const [file, content] of Object.entries(built.files)) {
          const text = JSON.stringify(content);
          bytes += text.length;
          emitFile(path.posix.join(locale.path, file), text);
        }
        stats.push({ locale: locale.code, documents: built.manifest.documents, bytes, shards: built.manifest.shards.length, chunks: Math.ceil(built.manifest.documents / built.manifest.chunkSize) });
      }
      log(`search: ${stats.map((s) => `${s.locale} ${s.documents} sections in ${s.shards} shards`).join(', ')}`);
      options.onStats?.(stats);
    },
  };
}
