import lunr from 'lunr';
import { searchFileNames, type SearchDocument, type SearchDocumentsFile } from '../shared/documents.js';
import { languagePipeline } from '../shared/languages.js';
import { queryTerms } from '../shared/tokenize.js';
import { highlightRanges, type TextRange } from './highlight.js';
import { pickByPage } from './page-groups.js';
import { snippetAround } from './snippet.js';
import { wordMatcher } from './word-match.js';

/** Where a query matched in a hit's texts, as ranges to mark. */
export interface HitHighlights {
  title: TextRange[];
  section: TextRange[];
  snippet: TextRange[];
}

/** One result: a page section. */
export interface SearchHit {
  route: string;
  anchor?: string;
  /** Page title. */
  title: string;
  /** Section heading; absent for the page's opening text. */
  section?: string;
  /** Section text around the first match, cut with `…`. */
  snippet?: string;
  score: number;
  /** The matched words in `title`, `section` and `snippet`; `createSearchIndex` always sets it. */
  highlights?: HitHighlights;
}

/** A loaded index, queried synchronously. */
export interface SearchIndexHandle {
  /**
   * The best sections for `query`, at most `limit` (the file's `maxHits` by default) and two per
   * page, listed page by page: pages in the order of their best section.
   */
  search(query: string, limit?: number): SearchHit[];
}

/** Stems cached per word: marking the same words of the same results again costs nothing. */
function cachedStemmer(stemmer: lunr.PipelineFunction): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let stem = cache.get(word);
    if (stem === undefined) {
      if (cache.size > 20_000) cache.clear();
      const result = stemmer(new lunr.Token(word, {}), 0, []);
      stem = result && !Array.isArray(result) ? result.toString() : word;
      cache.set(word, stem);
    }
    return stem;
  };
}

/** Wraps the two search files of a locale into a queryable index. */
export async function createSearchIndex(documents: SearchDocumentsFile, serialized: object): Promise<SearchIndexHandle> {
  const locale = documents.locale;
  const { stemmer } = await languagePipeline(lunr, locale);
  const stem = cachedStemmer(stemmer);
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
      const found = results.flatMap((result) => {
        const doc = byId.get(result.ref);
        return doc ? [{ doc, score: result.score }] : [];
      });
      const matches = wordMatcher(terms, stem);
      const mark = (text: string) => highlightRanges(text, terms, matches);
      return pickByPage(found, ({ doc }) => doc.route, limit).map(({ doc, score }): SearchHit => {
        const snippet = doc.text ? snippetAround(doc.text, mark(doc.text)) : undefined;
        return {
          route: doc.route,
          ...(doc.anchor ? { anchor: doc.anchor } : {}),
          title: doc.title,
          ...(doc.section ? { section: doc.section } : {}),
          ...(snippet ? { snippet: snippet.text } : {}),
          score,
          highlights: { title: mark(doc.title), section: doc.section ? mark(doc.section) : [], snippet: snippet?.ranges ?? [] },
        };
      });
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
export type { TextRange } from './highlight.js';
export type { SearchDocument, SearchDocumentsFile } from '../shared/documents.js';
