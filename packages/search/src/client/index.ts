import lunr from 'lunr';
import { searchFileNames, type SearchDocument, type SearchDocumentsFile } from '../shared/documents.js';
import { languagePipeline } from '../shared/languages.js';
import { queryTerms } from '../shared/tokenize.js';

/** One result: a page section. */
export interface SearchHit {
  route: string;
  anchor?: string;
  title: string;
  section?: string;
  snippet?: string;
  score: number;
}

/** A loaded index, queried synchronously. */
export interface SearchIndexHandle {
  search(query: string, limit?: number): SearchHit[];
}

/** Wraps the two search files of a locale into a queryable index. */
export async function createSearchIndex(documents: SearchDocumentsFile, serialized: object): Promise<SearchIndexHandle> {
  const locale = documents.locale;
  await languagePipeline(lunr, locale);
  const index = lunr.Index.load(serialized);
  const byId = new Map<string, SearchDocument>(documents.documents.map((d) => [String(d.id), d]));
  return {
    search(query, limit = documents.maxHits) {
      const terms = queryTerms(query, locale);
      if (terms.length === 0) return [];
      const results = index.query((q) => {
        for (const { term, weight } of terms) {
          // Exact (stemmed) matches rank first, then prefixes, then one typo on longer words;
          // a whole identifier (UPLOAD_LOCATION) far above its parts (upload, location).
          const scale = weight === 'whole' ? 1 : 0.2;
          q.term(term, { boost: 10 * scale });
          q.term(term, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 3 * scale });
          if (term.length > 4) q.term(term, { editDistance: 1, boost: scale });
        }
      });
      const hits: SearchHit[] = [];
      const seenPages = new Map<string, number>();
      for (const result of results) {
        const doc = byId.get(result.ref);
        if (!doc) continue;
        // At most two sections of one page, so one long page does not fill the list.
        const count = seenPages.get(doc.route) ?? 0;
        if (count >= 2) continue;
        seenPages.set(doc.route, count + 1);
        hits.push({
          route: doc.route,
          ...(doc.anchor ? { anchor: doc.anchor } : {}),
          title: doc.title,
          ...(doc.section ? { section: doc.section } : {}),
          ...(doc.text ? { snippet: doc.text } : {}),
          score: result.score,
        });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}

export interface LoadSearchOptions {
  /** Site base path, `/` by default. */
  baseUrl?: string;
  /** The locale's URL prefix without slashes; empty for the default locale. */
  localePath: string;
  /** Build timestamp in the file names. */
  timestamp: string;
  fetch?: typeof fetch;
}

/** Fetches a locale's two search files and returns its index; callers cache the promise per locale. */
export async function loadSearchIndex(options: LoadSearchOptions): Promise<SearchIndexHandle> {
  const fetchImpl = options.fetch ?? fetch;
  const names = searchFileNames(options.timestamp);
  const base = `${(options.baseUrl ?? '/').replace(/\/$/, '')}${options.localePath ? `/${options.localePath}` : ''}`;
  const get = async <T>(name: string): Promise<T> => {
    const response = await fetchImpl(`${base}/${name}`);
    if (!response.ok) throw new Error(`Loading ${base}/${name} failed with HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  const [documents, index] = await Promise.all([get<SearchDocumentsFile>(names.documents), get<object>(names.index)]);
  return createSearchIndex(documents, index);
}

export { tokenize } from '../shared/tokenize.js';
export type { SearchDocument, SearchDocumentsFile } from '../shared/documents.js';
