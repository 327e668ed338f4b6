// How long the browser's search takes on one locale: reading and parsing the two files into an
// index (load), and a query. Runs the package's own client (`@lumidoc/search/client`) in Node.
import fs from 'node:fs';
import path from 'node:path';
import { createSearchIndex } from '@lumidoc/search/client';

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
 * Load and query times (milliseconds, medians) on one locale's files.
 * @param {string} siteDir
 * @param {{ documents: string, index: string }} files relative to siteDir
 * @param {{ loads?: number, queries?: number }} [options]
 */
export async function searchTiming(siteDir, files, options = {}) {
  const loads = [];
  let handle;
  let documents;
  for (let i = 0; i < (options.loads ?? 5); i++) {
    const started = performance.now();
    documents = JSON.parse(fs.readFileSync(path.join(siteDir, files.documents), 'utf8'));
    const index = JSON.parse(fs.readFileSync(path.join(siteDir, files.index), 'utf8'));
    handle = await createSearchIndex(documents, index);
    loads.push(performance.now() - started);
  }
  const words = queryWords(documents, options.queries ?? 30);
  const times = [];
  let hits = 0;
  for (const query of words) {
    const started = performance.now();
    hits += handle.search(query).length;
    times.push(performance.now() - started);
  }
  return { locale: documents.locale, firstLoadMs: round(loads[0]), loadMs: round(median(loads)), queryMs: round(median(times)), queries: words.length, hitsPerQuery: words.length ? round(hits / words.length) : 0, sampleQuery: words[0] };
}
