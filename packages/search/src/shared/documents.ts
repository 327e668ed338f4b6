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
export const SEARCH_FORMAT = 3;

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
  /** Folder of the shards and chunks, relative to the manifest's folder. */
  folder: string;
  /**
   * The first term of each term shard, in term order; shard `i` is `<folder>/t<i>.json.gz`. A term
   * lives in the last shard whose first term is not after it.
   */
  shards: string[];
  /** Sections per document chunk; chunk `i` is `<folder>/d<i>.json.gz`, from section `i * chunkSize`. */
  chunkSize: number;
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

/*
 * Shards and chunks are stored gzip-compressed (their JSON, gzipped): they are most of a site's
 * search bytes and compress to about a third, so the output and any host that serves files as they
 * are (without compressing them on the way) carry a third. The manifest stays plain JSON.
 */
/** Path of term shard `i`, relative to the manifest's folder. */
export const shardFile = (manifest: Pick<SearchManifest, 'folder'>, i: number) => `${manifest.folder}/t${i}.json.gz`;
/** Path of document chunk `i`, relative to the manifest's folder. */
export const chunkFile = (manifest: Pick<SearchManifest, 'folder'>, i: number) => `${manifest.folder}/d${i}.json.gz`;

/** File names of a locale's search files, relative to the locale's folder. */
export const searchFileNames = (timestamp: string) => ({
  manifest: `search-${timestamp}.json`,
  /** Folder of the shards and chunks, next to the manifest. */
  folder: `search-${timestamp}`,
});
