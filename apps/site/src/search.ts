import type { SiteRuntime } from '@lumidoc/content-pipeline/runtime';
import type { SearchIndexHandle } from '@lumidoc/search/client';

const loading = new Map<string, Promise<SearchIndexHandle>>();

/** Loads a locale's search index once; the search code itself is a separate chunk. */
export function loadSearch(runtime: SiteRuntime, localePath: string): Promise<SearchIndexHandle> {
  let pending = loading.get(localePath);
  if (!pending) {
    pending = import('@lumidoc/search/client').then(({ loadSearchIndex }) =>
      loadSearchIndex({ baseUrl: runtime.baseUrl, localePath, timestamp: runtime.searchTimestamp }),
    );
    pending.catch(() => loading.delete(localePath));
    loading.set(localePath, pending);
  }
  return pending;
}
