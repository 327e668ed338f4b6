import type { PageData } from '@lumidoc/contract';
import lunr from 'lunr';
import { SEARCH_FORMAT, chunkFile, shardFile, type DocumentChunk, type SearchDocument, type SearchManifest, type TermShard } from '../shared/documents.js';
import { languagePipeline } from '../shared/languages.js';
import { textWords, wordIndexTerms } from '../shared/tokenize.js';
import { isSearchable, pageKeywords, splitSections } from './sections.js';

const SNIPPET_LENGTH = 240;
/** lunr's BM25 constants. */
const K1 = 1.2;
const B = 0.75;

/** Fields of a section and their boosts, as in lunr's `field(name, { boost })`. */
const FIELDS = { title: 8, section: 4, keywords: 4, text: 1 } as const;
type Field = keyof typeof FIELDS;
/**
 * API operations count less than guides: their titles repeat generic words ("API key", "asset")
 * that a reader usually means as a topic. Their ids, methods and paths still find them, because
 * nothing else carries those terms.
 */
const API_OPERATION_BOOST = 0.4;

export interface BuildSearchOptions {
  /** Most hits a query returns; 8 by default. */
  maxHits?: number;
  /** Folder of the shards and chunks, relative to the manifest; `search` by default. */
  folder?: string;
  /** A term shard is closed once its JSON reaches this many characters; 24,000 by default. */
  shardSize?: number;
  /** Sections per document chunk; 16 by default. */
  chunkSize?: number;
  /**
   * Postings kept per term, the heaviest first; 400 by default. A word that occurs in more sections
   * than this (`immich`) keeps only the sections where it weighs most, so no shard grows with the site.
   */
  maxPostings?: number;
}

export interface LocaleSearchIndex {
  manifest: SearchManifest;
  /** The shards and chunks by their path relative to the manifest's folder. */
  files: Record<string, TermShard | DocumentChunk>;
}

/** A section ready to index: its document and the text of each field. */
export interface IndexedSection {
  doc: SearchDocument;
  boost: number;
  fields: Record<Field, string>;
}

/** The pages of a locale the index is made from, in page order. */
export function indexedPages(pages: readonly PageData[], locale: string): Array<Extract<PageData, { body: unknown }>> {
  return pages.filter((page): page is Extract<PageData, { body: unknown }> => page.locale === locale && isSearchable(page) && 'body' in page);
}

/** Every searchable section of a locale's pages, in page order. */
export function collectSections(pages: readonly PageData[], locale: string): IndexedSection[] {
  const sections: IndexedSection[] = [];
  for (const page of indexedPages(pages, locale)) {
    const keywords = pageKeywords(page);
    const boost = page.kind === 'api-operation' ? API_OPERATION_BOOST : 1;
    for (const section of splitSections(page.body)) {
      const doc: SearchDocument = {
        id: sections.length,
        route: page.route,
        ...(section.anchor ? { anchor: section.anchor } : {}),
        title: page.title,
        ...(section.heading ? { section: section.heading } : {}),
        text: section.text.slice(0, SNIPPET_LENGTH),
      };
      const opening = !section.anchor;
      sections.push({ doc, boost, fields: { title: page.title, section: section.heading ?? '', keywords: opening ? `${keywords} ${page.description ?? ''}` : '', text: section.text } });
    }
  }
  return sections;
}

/**
 * Builds one locale's search files in memory: every h2/h3 section of every searchable page is a
 * document, its words segmented, stemmed and stop-word filtered by the locale's lunr pipeline and
 * weighted with lunr's BM25 (field boosts included). The index is cut by term into shards of
 * bounded size, and the sections into chunks, so a query fetches only the few files it needs.
 */
export function buildSearchIndex(pages: readonly PageData[], locale: string, options: BuildSearchOptions = {}): Promise<LocaleSearchIndex> {
  return indexSections(collectSections(pages, locale), locale, options);
}

/** `buildSearchIndex` from sections already collected (`collectSections`). */
export function indexSections(sections: readonly IndexedSection[], locale: string, options: BuildSearchOptions = {}): Promise<LocaleSearchIndex> {
  return indexSectionsInto(sections, locale, options, (content) => content);
}

/**
 * `indexSections` with each file handed to `store` as soon as it is complete, and only what `store`
 * returns kept: a search thread stores them compressed, so a large locale never holds all of its
 * shards as objects at once.
 */
export async function indexSectionsInto<Stored>(
  sections: readonly IndexedSection[],
  locale: string,
  options: BuildSearchOptions,
  store: (content: TermShard | DocumentChunk) => Stored,
): Promise<{ manifest: SearchManifest; files: Record<string, Stored> }> {
  const { maxHits = 8, folder = 'search', shardSize = 24_000, chunkSize = 16, maxPostings = 400 } = options;
  const { stemmer, stopWords } = await languagePipeline(lunr, locale);
  const terms = new TermTable();
  /** A stemmed, stop-word filtered term's number (made once per term): -1 for a stop word. */
  const termOf = (term: string, keepStopWords: boolean): number => {
    let token: lunr.Token | undefined = new lunr.Token(term, {});
    if (!keepStopWords) token = (stopWords(token, 0, [token]) as lunr.Token | undefined) || undefined;
    const stemmed = token ? stemmer(token, 0, [token]) : undefined;
    const text = stemmed && !Array.isArray(stemmed) ? stemmed.toString() : '';
    return text ? terms.idOf(text) : -1;
  };
  // A text's terms are those of its words, and a site says the same words again and again: each
  // word's term numbers are worked out once (keywords keep their stop words, so apart).
  const wordTermsOf = (keepStopWords: boolean) => {
    const known = new Map<string, number[]>();
    return (word: string): number[] => {
      let ids = known.get(word);
      if (ids === undefined) {
        ids = [];
        for (const term of wordIndexTerms(word, locale)) {
          const id = termOf(term, keepStopWords);
          if (id >= 0) ids.push(id);
        }
        known.set(word, ids);
      }
      return ids;
    };
  };
  const textTerms = wordTermsOf(false);
  const keywordTerms = wordTermsOf(true);

  const fields = Object.keys(FIELDS) as Field[];
  // Pass 1: each section's term frequencies per field (terms as numbers, in order of first
  // occurrence), field lengths and document frequencies. Flat numbers, not a Map per field, so a
  // large locale's index does not fill the heap with short-lived objects.
  const fieldCounts = new FieldCounter();
  const frequencies = sections.map((section, id) =>
    fields.map((field) => {
      fieldCounts.reset();
      const termsOfWord = field === 'keywords' ? keywordTerms : textTerms;
      for (const word of textWords(section.fields[field])) {
        for (const t of termsOfWord(word)) fieldCounts.add(terms.countIn(t, id));
      }
      return fieldCounts.take();
    }),
  );
  const averageLength = fields.map((_, f) => frequencies.reduce((sum, s) => sum + s[f]!.length, 0) / Math.max(1, sections.length));
  const idf = terms.inverseDocumentFrequencies(sections.length);

  // Pass 2: each section's BM25 weight per term, summed over its fields, appended to the term's
  // postings. A term has one posting per section that holds it (its document frequency), so the
  // postings of all terms fit in two flat arrays, each term's run at a known offset.
  const postings = terms.postingsTable();
  const weights = new SparseSums(terms.size);
  frequencies.forEach((perField, id) => {
    // Each section's counts are let go once used, so memory does not hold both passes at once.
    frequencies[id] = [];
    weights.reset();
    perField.forEach(({ pairs, length }, f) => {
      const normalization = K1 * (1 - B + (B * length) / (averageLength[f] || 1));
      for (let i = 0; i < pairs.length; i += 2) {
        const t = pairs[i]!;
        const tf = pairs[i + 1]!;
        weights.add(t, ((idf[t]! * (K1 + 1) * tf) / (normalization + tf)) * FIELDS[fields[f]!] * sections[id]!.boost);
      }
    });
    weights.forEach((t, weight) => postings.add(t, id, Math.max(1, Math.round(weight * 1000))));
  });

  const files: Record<string, Stored> = {};
  const manifest: SearchManifest = { format: SEARCH_FORMAT, locale, maxHits, documents: sections.length, folder, shards: [], chunkSize };
  let shard: TermShard = { terms: {} };
  let first = '';
  let size = 0;
  const closeShard = () => {
    files[shardFile(manifest, manifest.shards.length)] = store(shard);
    manifest.shards.push(first);
    shard = { terms: {} };
    size = 0;
  };
  for (const t of terms.idsInTermOrder()) {
    const flat: number[] = [];
    let previous = 0;
    for (const at of postings.heaviest(t, maxPostings)) {
      flat.push(postings.ids[at]! - previous, postings.weights[at]!);
      previous = postings.ids[at]!;
    }
    const name = terms.name(t);
    if (size === 0) first = name;
    shard.terms[name] = flat;
    size += name.length + 6 + JSON.stringify(flat).length;
    if (size >= shardSize) closeShard();
  }
  if (size > 0 || manifest.shards.length === 0) closeShard();

  for (let start = 0; start < sections.length; start += chunkSize) {
    files[chunkFile(manifest, start / chunkSize)] = store({ documents: sections.slice(start, start + chunkSize).map((s) => s.doc) } satisfies DocumentChunk);
  }
  return { manifest, files };
}

/** Terms by number, with how many sections hold each. */
class TermTable {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly documentFrequency: number[] = [];
  /** The last section counted in each term's document frequency. */
  private readonly lastSection: number[] = [];

  get size(): number {
    return this.names.length;
  }

  /** The number of `term`, a new one for a term not seen before. */
  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(term, id);
      this.names.push(term);
      this.documentFrequency.push(0);
      this.lastSection.push(-1);
    }
    return id;
  }

  /** Counts section `section` in the document frequency of term `id` (once per section); returns `id`. */
  countIn(id: number, section: number): number {
    if (this.lastSection[id] !== section) {
      this.lastSection[id] = section;
      this.documentFrequency[id]! += 1;
    }
    return id;
  }

  name(id: number): string {
    return this.names[id]!;
  }

  /** lunr's inverse document frequency of every term, by number. */
  inverseDocumentFrequencies(sections: number): Float64Array {
    return Float64Array.from(this.documentFrequency, (df) => Math.log(1 + Math.abs((sections - df + 0.5) / (df + 0.5))));
  }

  /** Room for every term's postings, one per section that holds it (counted by `countIn`). */
  postingsTable(): PostingsTable {
    return new PostingsTable(this.documentFrequency);
  }

  /**
   * Term numbers sorted by their text (UTF-16 code unit order, as `Array#sort` sorts strings). A
   * large locale has hundreds of thousands of terms: they are first put in buckets by their first
   * code unit, and only each bucket (most hold a few dozen) is sorted.
   */
  idsInTermOrder(): Int32Array {
    const names = this.names;
    const bucketOf = (name: string) => name.charCodeAt(0) || 0;
    const starts = new Int32Array(65537);
    for (const name of names) starts[bucketOf(name) + 1]! += 1;
    for (let c = 1; c <= 65536; c++) starts[c]! += starts[c - 1]!;
    const next = starts.slice(0, 65536);
    const order = new Int32Array(names.length);
    names.forEach((name, id) => (order[next[bucketOf(name)]!++] = id));
    const byName = (a: number, b: number) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0);
    for (let c = 0; c < 65536; c++) if (starts[c + 1]! - starts[c]! > 1) order.subarray(starts[c]!, starts[c + 1]!).sort(byName);
    return order;
  }
}

/** Counts terms of one field: `[term, count, term, count, …]` in order of first occurrence, and the field's length. */
class FieldCounter {
  /** Per term number, 1 + its pair's index in `pairs`, or 0 when the field has not had it yet. */
  private slots = new Int32Array(1024);
  private pairs: number[] = [];
  private length = 0;

  reset(): void {
    for (let i = 0; i < this.pairs.length; i += 2) this.slots[this.pairs[i]!] = 0;
    this.pairs = [];
    this.length = 0;
  }

  add(term: number): void {
    this.length += 1;
    if (term >= this.slots.length) {
      const grown = new Int32Array(Math.max(term + 1, this.slots.length * 2));
      grown.set(this.slots);
      this.slots = grown;
    }
    const slot = this.slots[term]!;
    if (slot === 0) {
      this.slots[term] = this.pairs.length + 1;
      this.pairs.push(term, 1);
    } else {
      this.pairs[slot]! += 1;
    }
  }

  take(): { pairs: Uint32Array; length: number } {
    return { pairs: Uint32Array.from(this.pairs), length: this.length };
  }
}

/** Sums per term number over one section, kept in order of each term's first sum. */
class SparseSums {
  private readonly sums: Float64Array;
  private readonly touched: number[] = [];
  private readonly seen: Uint8Array;

  constructor(size: number) {
    this.sums = new Float64Array(size);
    this.seen = new Uint8Array(size);
  }

  reset(): void {
    for (const t of this.touched) {
      this.sums[t] = 0;
      this.seen[t] = 0;
    }
    this.touched.length = 0;
  }

  add(term: number, value: number): void {
    if (!this.seen[term]) {
      this.seen[term] = 1;
      this.touched.push(term);
    }
    this.sums[term]! += value;
  }

  forEach(visit: (term: number, sum: number) => void): void {
    for (const t of this.touched) visit(t, this.sums[t]!);
  }
}

/** Every term's postings (section id, weight), each term's run in id order at its own offset. */
class PostingsTable {
  readonly ids: Int32Array;
  readonly weights: Int32Array;
  /** Where each term's run starts; the last entry is the total. */
  private readonly starts: Int32Array;
  /** Where each term's next posting goes. */
  private readonly ends: Int32Array;

  constructor(counts: readonly number[]) {
    this.starts = new Int32Array(counts.length + 1);
    for (let t = 0; t < counts.length; t++) this.starts[t + 1] = this.starts[t]! + counts[t]!;
    this.ends = this.starts.slice(0, counts.length);
    this.ids = new Int32Array(this.starts[counts.length]!);
    this.weights = new Int32Array(this.ids.length);
  }

  /** Appends a posting to term `t` (sections in ascending id order). */
  add(t: number, id: number, weight: number): void {
    const at = this.ends[t]!++;
    this.ids[at] = id;
    this.weights[at] = weight;
  }

  /**
   * Positions of term `t`'s postings cut to the `max` heaviest, ties to the lower id, in id order:
   * a word found in more sections than `max` keeps only those where it weighs most.
   */
  heaviest(t: number, max: number): number[] {
    const start = this.starts[t]!;
    const end = this.ends[t]!;
    const all = Array.from({ length: end - start }, (_, i) => start + i);
    if (all.length <= max) return all;
    all.sort((a, b) => this.weights[b]! - this.weights[a]! || this.ids[a]! - this.ids[b]!);
    return all.slice(0, max).sort((a, b) => a - b);
  }
}
