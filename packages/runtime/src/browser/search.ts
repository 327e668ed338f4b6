import type { SiteRuntime } from '@lumidoc/contract';
import type { SearchIndexHandle } from '@lumidoc/search/client';

const loading = new Map<string, Promise<SearchIndexHandle>>();

/**
 * Loads a locale's search manifest and stemmer once (the search box asks when the page is idle);
 * the search code itself is a separate chunk, and queries fetch the index shards they need.
 */
export function loadSearch(runtime: SiteRuntime, localePath: string, locale?: string): Promise<SearchIndexHandle> {
  let pending = loading.get(localePath);
  if (!pending) {
    pending = import('@lumidoc/search/client').then(({ loadSearchIndex }) =>
      loadSearchIndex({ baseUrl: runtime.baseUrl, localePath, timestamp: runtime.searchTimestamp, ...(locale ? { locale } : {}) }),
    );
    pending.catch(() => loading.delete(localePath));
    loading.set(localePath, pending);
  }
  return pending;
}
