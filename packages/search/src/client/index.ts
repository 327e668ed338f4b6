import lunr from 'lunr';
import { SEARCH_FORMAT, searchFileNames, type SearchDocument, type SearchManifest } from '../shared/documents.js';
import { languagePipeline } from '../shared/languages.js';
import { isBigramTerm, queryTerms } from '../shared/tokenize.js';
import { highlightRanges, type TextRange } from './highlight.js';
import { pickByPage, SECTIONS_PER_PAGE } from './page-groups.js';
import { ShardStore, lowerBound, type LoadedShard, type ReadSearchFile } from './shards.js';
import { parseSearchFile } from './search-file.js';
import { snippetAround } from './snippet.js';
import { MIN_STEM_PREFIX, withinOneEdit, wordMatcher } from './word-match.js';

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

/** A locale's index; a query fetches the shards and chunks it needs, once. */
export interface SearchIndexHandle {
  /**
   * The best sections for `query`, at most `limit` (the manifest's `maxHits` by default) and two
   * per page, listed page by page: pages in the order of their best section.
   */
  search(query: string, limit?: number): Promise<SearchHit[]>;
}

/** Query terms longer than this are also matched with one typo. */
const MIN_TYPO_LENGTH = 5;

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

/** One way a query term looks for index terms, and what a match adds to a section's score. */
interface Clause {
  kind: 'exact' | 'prefix' | 'typo';
  term: string;
  boost: number;
}

/**
 * The clauses for a query, as the previous lunr queries had them: the exact stemmed term (10),
 * the typed term as a prefix (3), the stem as a prefix for inflected languages (2, `обновить` →
 * `обнов*`), and one typo on longer terms (1). Pieces of identifiers weigh a fifth. CJK bigrams
 * are looked up as they are; a single CJK character also as the start of a bigram.
 */
function clausesFor(query: string, locale: string, stem: (word: string) => string): { clauses: Clause[]; terms: ReturnType<typeof queryTerms> } {
  const terms = queryTerms(query, locale);
  const clauses: Clause[] = [];
  for (const { term, weight } of terms) {
    const scale = weight === 'whole' ? 1 : 0.2;
    if (isBigramTerm(term)) {
      clauses.push({ kind: 'exact', term, boost: 10 * scale });
      if ([...term].length === 1) clauses.push({ kind: 'prefix', term, boost: 3 * scale });
      continue;
    }
    const stemmed = stem(term);
    clauses.push({ kind: 'exact', term: stemmed, boost: 10 * scale });
    clauses.push({ kind: 'prefix', term, boost: 3 * scale });
    if (stemmed !== term && stemmed.length >= MIN_STEM_PREFIX) clauses.push({ kind: 'prefix', term: stemmed, boost: 2 * scale });
    if (term.length >= MIN_TYPO_LENGTH) clauses.push({ kind: 'typo', term: stemmed, boost: scale });
  }
  return { clauses, terms };
}

/** Index terms a clause matches in a loaded shard. */
function* matching(clause: Clause, shard: LoadedShard): Generator<string> {
  if (clause.kind === 'exact') {
    if (shard.postings[clause.term]) yield clause.term;
    return;
  }
  if (clause.kind === 'prefix') {
    for (let at = lowerBound(shard.terms, clause.term); at < shard.terms.length && shard.terms[at]!.startsWith(clause.term); at += 1) yield shard.terms[at]!;
    return;
  }
  // One typo, not in the first letter: such terms sort near the term, in its shard.
  for (const candidate of shard.terms) if (candidate[0] === clause.term[0] && candidate !== clause.term && withinOneEdit(candidate, clause.term)) yield candidate;
}

/**
 * Wraps a locale's manifest into a queryable index. `read` fetches a shard or chunk by its path
 * relative to the manifest's folder and gives its content (`parseSearchFile` of its bytes).
 */
export async function createSearchIndex(manifest: SearchManifest, read: ReadSearchFile): Promise<SearchIndexHandle> {
  if (manifest.format !== SEARCH_FORMAT) throw new Error(`Search manifest for ${manifest.locale} has format ${String(manifest.format)}, this client reads format ${SEARCH_FORMAT}: rebuild the site with this version of @lumidoc/search`);
  const locale = manifest.locale;
  const { stemmer } = await languagePipeline(lunr, locale);
  const stem = cachedStemmer(stemmer);
  const store = new ShardStore(manifest, read);
  return {
    async search(query, limit = manifest.maxHits) {
      const { clauses, terms } = clausesFor(query, locale, stem);
      if (clauses.length === 0) return [];
      const wanted = clauses.map((clause) => (clause.kind === 'prefix' ? store.shardsWithPrefix(clause.term) : [store.shardOf(clause.term)]));
      const positions = [...new Set(wanted.flat())];
      const shards = new Map(await Promise.all(positions.map(async (position) => [position, await store.shard(position)] as const)));
      // Like lunr: a term's boost is the sum over the clauses it matches, its score the boost
      // times its BM25 weight in the section, summed over the terms.
      const boosts = new Map<LoadedShard, Map<string, number>>();
      clauses.forEach((clause, i) => {
        for (const position of wanted[i]!) {
          const shard = shards.get(position)!;
          let own = boosts.get(shard);
          if (!own) boosts.set(shard, (own = new Map()));
          for (const term of matching(clause, shard)) own.set(term, (own.get(term) ?? 0) + clause.boost);
        }
      });
      const scores = new Map<number, number>();
      for (const [shard, own] of boosts) {
        for (const [term, boost] of own) {
          const flat = shard.postings[term]!;
          for (let i = 0, id = 0; i < flat.length; i += 2) {
            id += flat[i]!;
            scores.set(id, (scores.get(id) ?? 0) + (boost * flat[i + 1]!) / 1000);
          }
        }
      }
      const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      // Sections of one page have neighbouring ids, so the best few usually share chunks; more
      // than `limit` are read so that two sections per page still leave `limit` hits.
      const candidates = ranked.slice(0, limit * SECTIONS_PER_PAGE);
      const documents = await store.documents(candidates.map(([id]) => id));
      const found = candidates.flatMap(([id, score]) => {
        const doc = documents.get(id);
        return doc ? [{ doc, score }] : [];
      });
      const matches = wordMatcher(terms, stem);
      const mark = (text: string) => highlightRanges(text, terms, matches);
      return pickByPage(found, ({ doc }) => doc.route, limit).map(({ doc, score }) => toHit(doc, score, mark));
    },
  };
}

function toHit(doc: SearchDocument, score: number, mark: (text: string) => TextRange[]): SearchHit {
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
}

export interface LoadSearchOptions {
  /** Site base path, `/` by default. */
  baseUrl?: string;
  /** The locale's URL prefix without slashes; empty for the default locale. */
  localePath: string;
  /** The locale's code (`ru`, `zh-Hans`): when given, its stemmer loads while the manifest does. */
  locale?: string;
  /** Build timestamp in the file names. */
  timestamp: string;
  fetch?: typeof fetch;
}

/**
 * Fetches a locale's manifest (revalidated like any page) and, at the same time, its stemmer;
 * shards and chunks are fetched by the queries that need them. Callers cache the promise per locale.
 */
export async function loadSearchIndex(options: LoadSearchOptions): Promise<SearchIndexHandle> {
  const fetchImpl = options.fetch ?? fetch;
  const names = searchFileNames(options.timestamp);
  const base = `${(options.baseUrl ?? '/').replace(/\/$/, '')}${options.localePath ? `/${options.localePath}` : ''}`;
  const get = async (name: string): Promise<Response> => {
    const response = await fetchImpl(`${base}/${name}`);
    if (!response.ok) throw new Error(`Loading ${base}/${name} failed with HTTP ${response.status}`);
    return response;
  };
  const [manifest] = await Promise.all([get(names.manifest).then((response) => response.json() as Promise<SearchManifest>), options.locale ? languagePipeline(lunr, options.locale) : undefined]);
  return createSearchIndex(manifest, async (name) => parseSearchFile(await (await get(name)).arrayBuffer(), `${base}/${name}`));
}

export { parseSearchFile } from './search-file.js';
export { tokenize } from '../shared/tokenize.js';
export type { TextRange } from './highlight.js';
export type { ReadSearchFile } from './shards.js';
export type { SearchDocument, SearchManifest } from '../shared/documents.js';
