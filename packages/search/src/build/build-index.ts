import type { PageData } from '@lumidoc/content-pipeline';
import lunr from 'lunr';
import { SEARCH_FORMAT, chunkFile, shardFile, type DocumentChunk, type SearchDocument, type SearchManifest, type TermShard } from '../shared/documents.js';
import { languagePipeline } from '../shared/languages.js';
import { tokenize } from '../shared/tokenize.js';
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

interface Section {
  doc: SearchDocument;
  boost: number;
  fields: Record<Field, string>;
}

function collectSections(pages: readonly PageData[], locale: string): Section[] {
  const sections: Section[] = [];
  for (const page of pages) {
    if (page.locale !== locale || !isSearchable(page) || !('body' in page)) continue;
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
export async function buildSearchIndex(pages: readonly PageData[], locale: string, options: BuildSearchOptions = {}): Promise<LocaleSearchIndex> {
  const { maxHits = 8, folder = 'search', shardSize = 24_000, chunkSize = 16, maxPostings = 400 } = options;
  const { stemmer, stopWords } = await languagePipeline(lunr, locale);
  const stems = new Map<string, string>();
  /** A token through the locale's pipeline: '' when it is a stop word. */
  const term = (word: string, keepStopWords: boolean): string => {
    const key = keepStopWords ? `\u0000${word}` : word;
    let out = stems.get(key);
    if (out === undefined) {
      let token: lunr.Token | undefined = new lunr.Token(word, {});
      if (!keepStopWords) token = (stopWords(token, 0, [token]) as lunr.Token | undefined) || undefined;
      const stemmed = token ? stemmer(token, 0, [token]) : undefined;
      out = stemmed && !Array.isArray(stemmed) ? stemmed.toString() : '';
      stems.set(key, out);
    }
    return out;
  };

  const sections = collectSections(pages, locale);
  const fields = Object.keys(FIELDS) as Field[];
  // Term frequencies per section and field, field lengths, and document frequencies.
  const frequencies = sections.map((section) =>
    fields.map((field) => {
      const counts = new Map<string, number>();
      let length = 0;
      for (const word of tokenize(section.fields[field], locale)) {
        const t = term(word, field === 'keywords');
        if (!t) continue;
        counts.set(t, (counts.get(t) ?? 0) + 1);
        length += 1;
      }
      return { counts, length };
    }),
  );
  const averageLength = fields.map((_, f) => frequencies.reduce((sum, s) => sum + s[f]!.length, 0) / Math.max(1, sections.length));
  const documentFrequency = new Map<string, number>();
  for (const perField of frequencies) {
    const seen = new Set<string>();
    for (const { counts } of perField) for (const t of counts.keys()) seen.add(t);
    for (const t of seen) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  }
  const idf = (t: string) => {
    const df = documentFrequency.get(t)!;
    return Math.log(1 + Math.abs((sections.length - df + 0.5) / (df + 0.5)));
  };

  const postings = new Map<string, Array<[id: number, weight: number]>>();
  frequencies.forEach((perField, id) => {
    const weights = new Map<string, number>();
    perField.forEach(({ counts, length }, f) => {
      const normalization = K1 * (1 - B + (B * length) / (averageLength[f] || 1));
      for (const [t, tf] of counts) {
        const score = ((idf(t) * (K1 + 1) * tf) / (normalization + tf)) * FIELDS[fields[f]!] * sections[id]!.boost;
        weights.set(t, (weights.get(t) ?? 0) + score);
      }
    });
    for (const [t, weight] of weights) {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push([id, Math.max(1, Math.round(weight * 1000))]);
    }
  });

  const files: LocaleSearchIndex['files'] = {};
  const manifest: SearchManifest = { format: SEARCH_FORMAT, locale, maxHits, documents: sections.length, folder, shards: [], chunkSize };
  let shard: TermShard = { terms: {} };
  let first = '';
  let size = 0;
  const closeShard = () => {
    files[shardFile(manifest, manifest.shards.length)] = shard;
    manifest.shards.push(first);
    shard = { terms: {} };
    size = 0;
  };
  for (const t of [...postings.keys()].sort()) {
    let list = postings.get(t)!;
    if (list.length > maxPostings) list = [...list].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, maxPostings).sort((a, b) => a[0] - b[0]);
    const flat: number[] = [];
    let previous = 0;
    for (const [id, weight] of list) {
      flat.push(id - previous, weight);
      previous = id;
    }
    if (size === 0) first = t;
    shard.terms[t] = flat;
    size += t.length + 6 + JSON.stringify(flat).length;
    if (size >= shardSize) closeShard();
  }
  if (size > 0 || manifest.shards.length === 0) closeShard();

  for (let start = 0; start < sections.length; start += chunkSize) {
    files[chunkFile(manifest, start / chunkSize)] = { documents: sections.slice(start, start + chunkSize).map((s) => s.doc) } satisfies DocumentChunk;
  }
  return { manifest, files };
}
