// How the browser's search behaves on one locale's files: what a first query downloads and how
// long it takes to answer, in Node with the package's own client (`@lumidoc/search/client`). The
// files are read from disk; each read is counted as a download of its gzip size (a shard or chunk,
// stored gzipped, of its own size).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFile } from '@lumidoc/search/build';
import { createSearchIndex, parseSearchFile } from '@lumidoc/search/client';
import { searchFileSizes } from './measure.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
};
const round = (ms) => Math.round(ms * 100) / 100;

/**
 * Query words for a locale: the first word of each of the first page titles.
 * @param {{ documents: Array<{ title: string }> }} documents
 * @param {number} count
 */
export function queryWords(documents, count) {
  const words = [];
  for (const doc of documents.documents) {
    const first = doc.title.split(/[\s,.:;!?()[\]{}"'«»、。]+/u).find((w) => w.length >= 2);
    if (first && !words.includes(first)) words.push(first);
    if (words.length >= count) break;
  }
  return words;
}

/**
 * A reader of one locale's search files that counts what it reads: files and gzip bytes.
 * @param {(file: string) => Buffer} readBytes the file's bytes by its path relative to the manifest's folder
 */
export function countingReader(readBytes) {
  const counted = { files: 0, gzip: 0 };
  return {
    counted,
    /** @param {string} file */
    read: async (file) => {
      const bytes = readBytes(file);
      counted.files += 1;
      counted.gzip += searchFileSizes(bytes).gzip;
      return parseSearchFile(bytes, file);
    },
  };
}

/**
 * The first query on a fresh index: download (manifest, shards, chunks) and time to its result.
 * @param {Buffer} manifestBytes
 * @param {(file: string) => Buffer} readBytes
 * @param {string} query
 */
export async function firstQuery(manifestBytes, readBytes, query) {
  const started = performance.now();
  const reader = countingReader(readBytes);
  const handle = await createSearchIndex(JSON.parse(manifestBytes.toString('utf8')), reader.read);
  const hits = await handle.search(query);
  return { ms: performance.now() - started, files: reader.counted.files + 1, gzip: reader.counted.gzip + gzipSync(manifestBytes).length, hits: hits.length, handle };
}

/**
 * Search figures for one locale (milliseconds are medians): the first query's download and time
 * to result, a later query's, and the time a 2,000-character word takes.
 * @param {string} siteDir
 * @param {{ manifest: string }} files relative to siteDir
 * @param {{ queries?: number }} [options]
 */
export async function searchTiming(siteDir, files, options = {}) {
  const manifestPath = path.join(siteDir, files.manifest);
  const manifestBytes = fs.readFileSync(manifestPath);
  const manifest = JSON.parse(manifestBytes.toString('utf8'));
  const readBytes = (file) => fs.readFileSync(path.join(path.dirname(manifestPath), file));
  const chunks = Math.min(20, Math.ceil(manifest.documents / manifest.chunkSize));
  // Chunks are stored as the build writes them (gzipped since search format 3): read as the client reads them.
  const chunkFiles = Array.from({ length: chunks }, (_, i) => chunkFile(manifest, i));
  const titles = { documents: (await Promise.all(chunkFiles.map((file) => parseSearchFile(readBytes(file), file)))).flatMap((chunk) => chunk.documents) };
  const words = queryWords(titles, options.queries ?? 30);
  const firsts = [];
  for (const query of words) firsts.push(await firstQuery(manifestBytes, readBytes, query));
  const warm = firsts[0]?.handle;
  const times = [];
  let hits = 0;
  for (const query of words) {
    const started = performance.now();
    hits += (await warm.search(query)).length;
    times.push(performance.now() - started);
  }
  const long = 'ш'.repeat(2_000);
  const longStarted = performance.now();
  await warm.search(long);
  const longWordMs = performance.now() - longStarted;
  return {
    locale: manifest.locale,
    manifestGzip: gzipSync(manifestBytes).length,
    firstQueryGzip: median(firsts.map((f) => f.gzip)),
    firstQueryGzipMax: Math.max(0, ...firsts.map((f) => f.gzip)),
    firstQueryFiles: median(firsts.map((f) => f.files)),
    firstResultMs: round(median(firsts.map((f) => f.ms))),
    queryMs: round(median(times)),
    longWordMs: round(longWordMs),
    queries: words.length,
    hitsPerQuery: words.length ? round(hits / words.length) : 0,
    sampleQuery: words[0],
  };
}
