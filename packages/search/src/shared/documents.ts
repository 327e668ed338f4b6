/** One searchable section of a page, as stored in a documents chunk. */
export interface SearchDocument {
  /** Position in the locale's list of sections; postings refer to it. */
  id: number;
  route: string;
  /** Heading id of the section; absent for the page's opening text. */
  anchor?: string;
  /** Page title. */
  title: string;
  /** Section heading. */
  section?: string;
  /** Beginning of the section text, for the result snippet. */
  text: string;
}

/** Version of the file layout below; the client refuses other versions with a clear error. */
export const SEARCH_FORMAT = 2;

/**
 * A locale's search manifest, `search-<timestamp>.json`: what the client needs before it can tell
 * which term shards and document chunks a query touches. Its size grows with the number of shards
 * (one boundary term each), not with the number of pages a query matches.
 */
export interface SearchManifest {
  format: typeof SEARCH_FORMAT;
  locale: string;
  /** Most hits a query returns. */
  maxHits: number;
  /** Number of sections indexed. */
  documents: number;
  /**
   * Term shards in term order: the file name (relative to the manifest's folder) and the first
   * term it holds. A term lives in the last shard whose first term is not after it.
   */
  shards: Array<{ file: string; first: string }>;
  /** Document chunks in id order: the file name and the id of its first section. */
  chunks: Array<{ file: string; first: number }>;
}

/**
 * A term shard: for each indexed term (stemmed, in sorted order), its postings as a flat list
 * `[id, weight, id, weight, …]`, ids ascending and stored as the gap to the previous id, weights
 * as integers (lunr's BM25 weight of the term in the section, field boosts applied, times 1000).
 */
export interface TermShard {
  terms: Record<string, number[]>;
}

/** A chunk of consecutive sections. */
export interface DocumentChunk {
  documents: SearchDocument[];
}

/** File names of a locale's search files, relative to the locale's folder. */
export const searchFileNames = (timestamp: string) => ({
  manifest: `search-${timestamp}.json`,
  /** Folder of the shards and chunks, next to the manifest. */
  folder: `search-${timestamp}`,
});
