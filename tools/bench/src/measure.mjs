// Measurements of a built site folder: bytes by kind of file, the client bundle, first-load
// bytes per page kind, search index sizes per locale, and a content snapshot for comparing builds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chunkFile, shardFile } from '@lumidoc/search/build';
import { byteSizes, firstLoadByKind, listSiteFiles } from '@lumidoc/site-checks';

/** Which part of the output a file belongs to. */
export function fileCategory(file) {
  if (file.endsWith('.html')) return 'html';
  if (file.startsWith('_data/')) return 'data';
  if (/(^|\/)search-[0-9]+(\.json|\/[^/]+\.json(\.gz)?)$/.test(file)) return 'search';
  if (file.startsWith('assets/')) return 'assets';
  return 'other';
}

/**
 * Bytes and file counts of a site folder, in all and per category (the Vite manifest excluded).
 * @param {string} siteDir
 */
export function outputBytes(siteDir) {
  const totals = { files: 0, bytes: 0, byCategory: {} };
  for (const file of listSiteFiles(siteDir)) {
    if (file.startsWith('.vite/')) continue;
    const size = fs.statSync(path.join(siteDir, file)).size;
    const category = fileCategory(file);
    totals.files += 1;
    totals.bytes += size;
    const entry = (totals.byCategory[category] ??= { files: 0, bytes: 0 });
    entry.files += 1;
    entry.bytes += size;
  }
  return totals;
}

/**
 * The HTML and data bytes of the pages whose route passes `isRoute`, and how many there are: what
 * one kind of page costs, apart from the mix of kinds in the site.
 * @param {string} siteDir
 * @param {(route: string) => boolean} isRoute
 */
export function pageBytes(siteDir, isRoute) {
  const totals = { pages: 0, bytes: 0 };
  for (const file of listSiteFiles(siteDir)) {
    const html = /^(?:(.*)\/)?index\.html$/.exec(file);
    const data = /^_data\/(?!_)(.*)\.json$/.exec(file);
    const route = html ? `/${html[1] ?? ''}` : data ? `/${data[1] === 'index' ? '' : data[1]}` : undefined;
    if (route === undefined || !isRoute(route)) continue;
    totals.bytes += fs.statSync(path.join(siteDir, file)).size;
    if (html) totals.pages += 1;
  }
  return totals;
}

/**
 * Every client script and stylesheet (raw and gzip): what must not depend on the number of pages.
 * @param {string} siteDir
 */
export function clientBundleBytes(siteDir) {
  const out = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const file of listSiteFiles(path.join(siteDir, 'assets'))) {
    const part = file.endsWith('.css') ? out.css : /\.m?js$/.test(file) ? out.js : undefined;
    if (!part) continue;
    const size = byteSizes(fs.readFileSync(path.join(siteDir, 'assets', file)));
    part.raw += size.raw;
    part.gzip += size.gzip;
    part.files += 1;
  }
  return out;
}

/**
 * The heaviest first load of each page kind, as plain data.
 * @param {string} siteDir
 */
export function firstLoadSummary(siteDir) {
  const out = {};
  for (const [kind, summary] of firstLoadByKind(siteDir)) {
    out[kind] = { pages: summary.pages, js: summary.js, inline: summary.inline, atOnce: summary.atOnce, hydration: summary.hydration, css: summary.css, ...(summary.problems.length > 0 ? { problems: summary.problems } : {}) };
  }
  return out;
}

/** Whether bytes are a gzip stream (magic number 1f 8b). */
const isGzip = (bytes) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * A search file's sizes: `raw` its JSON, `gzip` what a compressing host sends (a file stored
 * gzipped, as it is).
 * @param {Buffer} bytes
 */
export function searchFileSizes(bytes) {
  return isGzip(bytes) ? { raw: gunzipSync(bytes).length, gzip: bytes.length } : byteSizes(bytes);
}

/**
 * The search files of every locale: the manifest `search-<ts>.json` at the root (the default
 * locale) and one folder down, with its term shards and document chunks in `search-<ts>/`. The
 * locale is read from the manifest. `index` is the manifest and the shards, `documents` the chunks.
 * @param {string} siteDir
 * @returns {Record<string, { sections: number, shards: number, chunks: number, manifest: { raw: number, gzip: number }, largestShard: { raw: number, gzip: number }, documents: { raw: number, gzip: number }, index: { raw: number, gzip: number }, files: { manifest: string } }>}
 */
export function searchIndexes(siteDir) {
  const out = {};
  const folders = ['', ...fs.readdirSync(siteDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)];
  const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
  for (const folder of folders) {
    const dir = path.join(siteDir, folder);
    const manifestFile = fs.readdirSync(dir).find((name) => /^search-[0-9]+\.json$/.test(name));
    if (!manifestFile) continue;
    const manifestText = fs.readFileSync(path.join(dir, manifestFile));
    const manifest = JSON.parse(manifestText.toString('utf8'));
    const sizes = (files) => files.map((file) => (fs.existsSync(path.join(dir, file)) ? searchFileSizes(fs.readFileSync(path.join(dir, file))) : { raw: 0, gzip: 0 }));
    const shards = sizes((manifest.shards ?? []).map((_, i) => shardFile(manifest, i)));
    const chunks = sizes(Array.from({ length: Math.ceil((manifest.documents ?? 0) / (manifest.chunkSize || 1)) }, (_, i) => chunkFile(manifest, i)));
    const zero = { raw: 0, gzip: 0 };
    out[manifest.locale] = {
      sections: manifest.documents ?? 0,
      shards: shards.length,
      chunks: chunks.length,
      manifest: byteSizes(manifestText),
      largestShard: shards.reduce((max, size) => (size.gzip > max.gzip ? size : max), zero),
      documents: chunks.reduce(add, zero),
      index: shards.reduce(add, byteSizes(manifestText)),
      files: { manifest: path.join(folder, manifestFile) },
    };
  }
  return out;
}

/**
 * A hash of every file, to count what a rebuild rewrote.
 * @param {string} siteDir
 * @returns {Map<string, string>}
 */
export function snapshot(siteDir) {
  const out = new Map();
  for (const file of listSiteFiles(siteDir)) out.set(file, createHash('sha1').update(fs.readFileSync(path.join(siteDir, file))).digest('hex'));
  return out;
}

/**
 * What a rebuild did to the output: files of the earlier build it rewrote with other content,
 * files it added, and files it left as they were. `before` is the earlier build's file count.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 */
export function snapshotDiff(before, after) {
  let changed = 0;
  let added = 0;
  for (const [file, hash] of after) {
    if (!before.has(file)) added += 1;
    else if (before.get(file) !== hash) changed += 1;
  }
  return { before: before.size, changed, added, unchanged: [...before.keys()].filter((file) => after.get(file) === before.get(file)).length };
}
