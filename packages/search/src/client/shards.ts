import { chunkFile, shardFile, type DocumentChunk, type SearchDocument, type SearchManifest, type TermShard } from '../shared/documents.js';

/** Reads one file of the index (a shard or chunk) by its path relative to the manifest's folder. */
export type ReadSearchFile = (file: string) => Promise<unknown>;

/** A loaded term shard: its terms in order, for prefix and typo lookups, and their postings. */
export interface LoadedShard {
  terms: string[];
  postings: Record<string, number[]>;
}

/** Most shards one prefix may fetch: a short prefix matches only the first terms in order. */
export const MAX_PREFIX_SHARDS = 2;

/** Index of the last element of `sorted` for which `key(element) <= value`, or 0. */
function lastNotAfter<T, V>(sorted: readonly T[], value: V, key: (item: T) => V): number {
  let low = 0;
  let high = sorted.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (key(sorted[middle]!) <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** First position in `sorted` whose term is not before `term`. */
export function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The files of one locale's index, fetched on demand and kept: each shard and chunk is read at
 * most once (a failed read is tried again next time).
 */
export class ShardStore {
  private readonly shards = new Map<number, Promise<LoadedShard>>();
  private readonly chunks = new Map<number, Promise<SearchDocument[]>>();

  constructor(
    readonly manifest: SearchManifest,
    private readonly read: ReadSearchFile,
  ) {}

  /** The shard a term would be in. */
  shardOf(term: string): number {
    return lastNotAfter(this.manifest.shards, term, (first) => first);
  }

  /** The shards holding terms that start with `prefix`, at most {@link MAX_PREFIX_SHARDS}. */
  shardsWithPrefix(prefix: string): number[] {
    const out = [this.shardOf(prefix)];
    for (let next = out[0]! + 1; next < this.manifest.shards.length && out.length < MAX_PREFIX_SHARDS && this.manifest.shards[next]!.startsWith(prefix); next += 1) out.push(next);
    return out;
  }

  shard(position: number): Promise<LoadedShard> {
    let pending = this.shards.get(position);
    if (!pending) {
      const file = shardFile(this.manifest, position);
      pending = this.read(file).then((content) => {
        const postings = (content as TermShard).terms;
        if (!postings || typeof postings !== 'object') throw new Error(`Search shard ${file} has no "terms": the manifest and its shards come from different builds`);
        return { terms: Object.keys(postings).sort(), postings };
      });
      pending.catch(() => this.shards.delete(position));
      this.shards.set(position, pending);
    }
    return pending;
  }

  /** The chunk a section id is in. */
  chunkOf(id: number): number {
    return Math.floor(id / this.manifest.chunkSize);
  }

  chunk(position: number): Promise<SearchDocument[]> {
    let pending = this.chunks.get(position);
    if (!pending) {
      const file = chunkFile(this.manifest, position);
      pending = this.read(file).then((content) => {
        const documents = (content as DocumentChunk).documents;
        if (!Array.isArray(documents)) throw new Error(`Search chunk ${file} has no "documents": the manifest and its chunks come from different builds`);
        return documents;
      });
      pending.catch(() => this.chunks.delete(position));
      this.chunks.set(position, pending);
    }
    return pending;
  }

  /** The sections with these ids, from their chunks. */
  async documents(ids: readonly number[]): Promise<Map<number, SearchDocument>> {
    const positions = [...new Set(ids.map((id) => this.chunkOf(id)))];
    const loaded = await Promise.all(positions.map((position) => this.chunk(position)));
    const out = new Map<number, SearchDocument>();
    for (const documents of loaded) for (const doc of documents) out.set(doc.id, doc);
    return out;
  }
}
