import type { BuildPlugin } from '@lumidoc/content-pipeline/build';
import { writeFile } from '@lumidoc/content-pipeline/build';
import path from 'node:path';
import { searchFileNames } from '../shared/documents.js';
import { buildSearchIndex } from './build-index.js';

/** Per-locale sizes, for the build log and the benchmark. */
export interface SearchIndexStats {
  locale: string;
  documents: number;
  bytes: number;
}

/**
 * Writes `search-doc-<ts>.json` and `lunr-index-<ts>.json` under each locale's path. `onStats`
 * receives their sizes.
 */
export function searchPlugin(options: { onStats?: (stats: SearchIndexStats[]) => void } = {}): BuildPlugin {
  return {
    name: 'search',
    async emit({ locales, pages, outDir, runtime, log }) {
      const names = searchFileNames(runtime.searchTimestamp);
      const stats: SearchIndexStats[] = [];
      for (const locale of locales.list) {
        const built = await buildSearchIndex(pages, locale.code);
        const dir = path.join(outDir, locale.path);
        const documents = JSON.stringify(built.documents);
        const index = JSON.stringify(built.index);
        await writeFile(path.join(dir, names.documents), documents);
        await writeFile(path.join(dir, names.index), index);
        stats.push({ locale: locale.code, documents: built.documents.documents.length, bytes: documents.length + index.length });
      }
      log(`search: ${stats.map((s) => `${s.locale} ${s.documents} sections`).join(', ')}`);
      options.onStats?.(stats);
    },
  };
}
