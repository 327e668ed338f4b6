import type { PageData } from '@lumidoc/contract';
import lunr from 'lunr';
import { SEARCH_FORMAT, chunkFile, shardFile, type DocumentChunk, type SearchDocument, type SearchManifest, type TermShard } from '../shared/documents.js';
import { languagePipeline } from '../shared/languages.js';
import { isBigramTerm, textWords, wordIndexTerms, wordKind, type WordKind } from '../shared/tokenize.js';
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
  return indexSectionsInto(sections, locale, options, (json) => JSON.parse(json) as TermShard | DocumentChunk);
}

/**
 * `indexSections` with each file handed to `store` as its JSON text as soon as it is complete, and
 * only what `store` returns kept: a search thread stores them compressed, so a large locale never
 * holds all of its shards at once. A shard's text is written term by term, in term order, never
 * made as an object first (an object with thousands of keys is slow to grow).
 */
export async function indexSectionsInto<Stored>(
  sections: readonly IndexedSection[],
  locale: string,
  options: BuildSearchOptions,
  store: (json: string) => Stored,
): Promise<{ manifest: SearchManifest; files: Record<string, Stored> }> {
  const { maxHits = 8, folder = 'search', shardSize = 24_000, chunkSize = 16, maxPostings = 400 } = options;
  const { stemmer, stopWords, asciiStemmer } = await languagePipeline(lunr, locale);
  const terms = new TermTable();
  /**
   * A stemmed, stop-word filtered term's number (made once per term): -1 for a stop word. `kind`:
   * how the word of the term is written (`wordKind`); an ASCII or alphabetic one needs no CJK test.
   */
  const termOf = (term: string, keepStopWords: boolean, kind: WordKind): number => {
    // A CJK bigram or character is neither stemmed nor a stop word (the client looks it up as it is).
    if (kind === 'other' && isBigramTerm(term)) return terms.idOfBigramTerm(term);
    let token: lunr.Token | undefined = new lunr.Token(term, {});
    if (!keepStopWords) token = (stopWords(token, 0, [token]) as lunr.Token | undefined) || undefined;
    const stemmed = token ? (kind === 'ascii' ? asciiStemmer : stemmer)(token, 0, [token]) : undefined;
    const text = stemmed && !Array.isArray(stemmed) ? stemmed.toString() : '';
    return text ? terms.idOf(text) : -1;
  };
  // A text's terms are those of its words, and a site says the same words again and again: each
  // word's term numbers are worked out once (keywords keep their stop words, so apart). A "word" of
  // Chinese or Japanese is a whole run between punctuation, seldom seen twice: only short ones are kept.
  const wordTermsOf = (keepStopWords: boolean) => {
    const known = new Map<string, number[]>();
    return (word: string): number[] => {
      let ids = known.get(word);
      if (ids === undefined) {
        ids = [];
        const kind = wordKind(word);
        for (const term of wordIndexTerms(word, locale, kind)) {
          const id = termOf(term, keepStopWords, kind);
          if (id >= 0) ids.push(id);
        }
        if (kind !== 'other' || word.length <= 4 || !isBigramTerm(word)) known.set(word, ids);
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
  // A shard's JSON (a `TermShard`) as its `"term":[postings]` members, closed once it is `shardSize` long.
  let members: string[] = [];
  let first = '';
  let size = 0;
  const closeShard = () => {
    files[shardFile(manifest, manifest.shards.length)] = store(`{"terms":{${members.join(',')}}}`);
    manifest.shards.push(first);
    members = [];
    size = 0;
  };
  for (const t of terms.idsInTermOrder()) {
    const flat = postings.heaviestJson(t, maxPostings);
    const name = terms.name(t);
    if (size === 0) first = name;
    members.push(`${jsonString(name)}:${flat}`);
    size += name.length + 6 + flat.length;
    if (size >= shardSize) closeShard();
  }
  if (size > 0 || manifest.shards.length === 0) closeShard();

  for (let start = 0; start < sections.length; start += chunkSize) {
    files[chunkFile(manifest, start / chunkSize)] = store(JSON.stringify({ documents: sections.slice(start, start + chunkSize).map((s) => s.doc) } satisfies DocumentChunk));
  }
  return { manifest, files };
}

/** A term as a JSON string: a term of letters, digits and `._-/:@` needs no escape, so it skips `JSON.stringify`. */
const jsonString = (term: string) => (PLAIN.test(term) ? `"${term}"` : JSON.stringify(term));
const PLAIN = /^[\p{L}\p{N}\p{M}._\-/:@]*$/u;

/** Terms by number, with how many sections hold each. */
class TermTable {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly documentFrequency: number[] = [];
  /** The last section counted in each term's document frequency. */
  private readonly lastSection: number[] = [];
  /** CJK terms of one or two code units by the number they make (`idOfBigramTerm`). */
  private readonly shortIds = new NumberTable();

  get size(): number {
    return this.names.length;
  }

  /** The number of `term`, a new one for a term not seen before. */
  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) this.ids.set(term, (id = this.added(term)));
    return id;
  }

  /**
   * `idOf` for a CJK term (`isBigramTerm`): one of one or two UTF-16 code units (nearly all) is
   * found by the number they make, not by its text, since a CJK locale has hundreds of thousands.
   * A term takes one of the two ways by its text alone, so no term is numbered twice.
   */
  idOfBigramTerm(term: string): number {
    if (term.length > 2) return this.idOf(term);
    const code = term.length === 2 ? ((term.charCodeAt(0) << 16) | term.charCodeAt(1)) >>> 0 : term.charCodeAt(0);
    let id = this.shortIds.get(code);
    if (id < 0) this.shortIds.set(code, (id = this.added(term)));
    return id;
  }

  private added(term: string): number {
    this.names.push(term);
    this.documentFrequency.push(0);
    this.lastSection.push(-1);
    return this.names.length - 1;
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
    const idf = new Float64Array(this.documentFrequency.length);
    this.documentFrequency.forEach((df, id) => (idf[id] = Math.log(1 + Math.abs((sections - df + 0.5) / (df + 0.5)))));
    return idf;
  }

  /** Room for every term's postings, one per section that holds it (counted by `countIn`). */
  postingsTable(): PostingsTable {
    return new PostingsTable(this.documentFrequency);
  }

  /**
   * Term numbers sorted by their text (UTF-16 code unit order, as `Array#sort` sorts strings). A
   * large locale has hundreds of thousands of terms (a CJK locale's are nearly all two characters
   * long): they are put in order of their first two code units by two counting passes, and only
   * the terms that share both (a few at most) are compared as strings.
   */
  idsInTermOrder(): Int32Array {
    const names = this.names;
    // Each term's first and second code unit plus one, read in term number order; 0 for a term
    // without a second one, which comes first.
    const firsts = new Int32Array(names.length);
    const seconds = new Int32Array(names.length);
    names.forEach((name, id) => {
      firsts[id] = name.charCodeAt(0) + 1;
      seconds[id] = name.length > 1 ? name.charCodeAt(1) + 1 : 0;
    });
    const order = countingSort(countingSort(Int32Array.from(names, (_, id) => id), seconds), firsts);
    const byName = (a: number, b: number) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0);
    for (let start = 0; start < order.length; ) {
      const head = order[start]!;
      let end = start + 1;
      while (end < order.length && firsts[order[end]!] === firsts[head] && seconds[order[end]!] === seconds[head]) end += 1;
      if (end - start > 1) order.subarray(start, end).sort(byName);
      start = end;
    }
    return order;
  }
}

/** `ids` stably sorted by their key (0 to 65,536, by id). */
function countingSort(ids: Int32Array, keys: Int32Array): Int32Array {
  const starts = new Int32Array(65538);
  for (const id of ids) starts[keys[id]! + 1]! += 1;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const sorted = new Int32Array(ids.length);
  for (const id of ids) sorted[starts[keys[id]!]!++] = id;
  return sorted;
}

/** A map from whole numbers above 0 (up to 2^32 - 1) to numbers of 0 and more: open addressing in typed arrays, no object per entry. */
class NumberTable {
  private keys = new Uint32Array(1 << 12);
  private values = new Int32Array(1 << 12);
  private count = 0;
  /** 32 less the bits of a slot number: a slot is the top bits of the key times a large odd number (Fibonacci hashing). */
  private shift = 20;

  /** The value of `key`, or -1. */
  get(key: number): number {
    const mask = this.keys.length - 1;
    for (let slot = Math.imul(key, 0x9e3779b1) >>> this.shift; ; slot = (slot + 1) & mask) {
      const found = this.keys[slot]!;
      if (found === key) return this.values[slot]!;
      if (found === 0) return -1;
    }
  }

  /** Sets the value of a `key` not in the table yet. */
  set(key: number, value: number): void {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.keys[slot] !== 0) slot = (slot + 1) & mask;
    this.keys[slot] = key;
    this.values[slot] = value;
    this.count += 1;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.values = new Int32Array(keys.length * 2);
    this.shift -= 1;
    this.count = 0;
    keys.forEach((key, slot) => key !== 0 && this.set(key, values[slot]!));
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
   * Term `t`'s postings as JSON (`[gap, weight, gap, weight, …]`, see `TermShard`), cut to the
   * `max` heaviest, ties to the lower id: a word found in more sections than `max` keeps only those
   * where it weighs most.
   */
  heaviestJson(t: number, max: number): string {
    const start = this.starts[t]!;
    const end = this.ends[t]!;
    let kept: ArrayLike<number> | undefined;
    if (end - start > max) {
      const all = Array.from({ length: end - start }, (_, i) => start + i);
      all.sort((a, b) => this.weights[b]! - this.weights[a]! || this.ids[a]! - this.ids[b]!);
      kept = all.slice(0, max).sort((a, b) => a - b);
    }
    let json = '[';
    let previous = 0;
    for (let i = 0, count = kept ? kept.length : end - start; i < count; i++) {
      const at = kept ? kept[i]! : start + i;
      json += `${i > 0 ? ',' : ''}${this.ids[at]! - previous},${this.weights[at]!}`;
      previous = this.ids[at]!;
    }
    return `${json}]`;
  }
}
