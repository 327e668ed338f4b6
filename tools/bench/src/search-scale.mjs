// Search at growing site sizes: builds one locale's sharded index in memory from a synthetic
// corpus of N pages and measures what a first query downloads (gzip) and how long it takes to
// answer, so the bench shows whether the per-query download stays flat as the site grows.
import { gzipSync } from 'node:zlib';
import { buildSearchIndex } from '@lumidoc/search/build';
import { firstQuery } from './search-timing.mjs';

/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down; its CPU is slowed 4 times. */
export const SLOW_4G = { rttMs: 150, bytesPerMs: 1.6e6 / 8 / 1000, cpuSlowdown: 4 };
/** Requests a first query makes one after the other: manifest, then shards, then chunks. */
const ROUND_TRIPS = 3;

const CYRILLIC = ['ра', 'зе', 'ков', 'ни', 'ст', 'ло', 'пер', 'ма', 'ди', 'тон', 'бу', 'ше', 'кра', 'вы', 'го', 'ль', 'сна', 'ще', 'ми', 'ты', 'об', 'но', 'вле', 'ход'];
const ENDINGS = ['', 'а', 'ы', 'ой', 'ами', 'ение', 'ения', 'ить', 'ает', 'ную'];
const HAN = [...'数据库备份恢复安装配置服务器照片视频相册用户管理存储模板外部图库移动应用程序升级环境变量反向代理硬件转码机器学习人脸识别地图共享链接'];

/** A seeded pseudo-random generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The word of a rank: Cyrillic syllables with an ending, or two to four Han characters. */
function wordOf(locale, rank, form) {
  const parts = [];
  const pool = locale === 'ru' ? CYRILLIC : HAN;
  for (let n = rank + 1, i = 0; i < 2 + (rank % 3); i += 1, n = Math.floor(n / pool.length) + i * 7) parts.push(pool[n % pool.length]);
  return locale === 'ru' ? parts.join('') + ENDINGS[form % ENDINGS.length] : parts.join('');
}

const h = (tag, text, id) => ({ type: 'element', tagName: tag, properties: id ? { id } : {}, children: [{ type: 'text', value: text }] });

/**
 * `pages` pages of one locale, two sections of 60 words each; word frequencies fall off like a
 * Zipf law over a vocabulary that grows with the site, as real documentation does.
 * @param {string} locale `ru` or `zh-Hans`
 * @param {number} pages
 * @param {number} [seed]
 */
export function syntheticPages(locale, pages, seed = 1) {
  const next = random(seed);
  const vocabulary = 5_000 + 10 * pages;
  const word = () => wordOf(locale, Math.floor(Math.exp(next() * Math.log(vocabulary))) - 1, Math.floor(next() * 10));
  const joiner = locale === 'ru' ? ' ' : '，';
  const text = (count) => Array.from({ length: count }, word).join(joiner);
  const prefix = locale === 'zh-Hans' ? '' : `/${locale}`;
  return Array.from({ length: pages }, (_, p) => {
    const route = `${prefix}/docs/section-${p % 20}/page-${p}`;
    return {
      kind: 'doc', id: route, locale, route, title: text(3), alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
      body: { type: 'root', children: [h('p', text(20)), h('h2', text(3), 'a'), h('p', text(60)), h('h2', text(3), 'b'), h('p', text(60))] },
      toc: [], breadcrumbs: [], draft: false, unlisted: false, version: 'current',
    };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n) => Math.round(n * 10) / 10;

/**
 * First-query figures for one locale at one size: queries are one or two words of page titles.
 * @param {string} locale
 * @param {number} pages
 * @param {{ queries?: number, log?: (line: string) => void }} [options]
 */
export async function searchAtScale(locale, pages, options = {}) {
  const corpus = syntheticPages(locale, pages);
  const started = performance.now();
  const built = await buildSearchIndex(corpus, locale);
  const buildMs = performance.now() - started;
  const texts = new Map(Object.entries(built.files).map(([file, content]) => [file, Buffer.from(JSON.stringify(content))]));
  const manifestBytes = Buffer.from(JSON.stringify(built.manifest));
  let totalGzip = gzipSync(manifestBytes).length;
  for (const bytes of texts.values()) totalGzip += gzipSync(bytes).length;
  const readBytes = (file) => texts.get(file);
  const count = options.queries ?? 20;
  const queries = Array.from({ length: count }, (_, i) => {
    const words = corpus[(i * 7919) % corpus.length].title.split(/[\s，]+/u);
    return i % 2 ? `${words[0]} ${words[1]}` : words[0];
  });
  const runs = [];
  for (const query of queries) runs.push(await firstQuery(manifestBytes, readBytes, query));
  const gzip = median(runs.map((r) => r.gzip));
  const cpuMs = median(runs.map((r) => r.ms));
  const result = {
    locale,
    pages,
    sections: built.manifest.documents,
    shards: built.manifest.shards.length,
    chunks: Math.ceil(built.manifest.documents / built.manifest.chunkSize),
    totalGzip,
    manifestGzip: gzipSync(manifestBytes).length,
    firstQueryGzip: gzip,
    firstQueryGzipMax: Math.max(...runs.map((r) => r.gzip)),
    firstQueryFiles: median(runs.map((r) => r.files)),
    firstResultMs: round(cpuMs),
    slow4gMs: Math.round(ROUND_TRIPS * SLOW_4G.rttMs + gzip / SLOW_4G.bytesPerMs + cpuMs * SLOW_4G.cpuSlowdown),
    withHits: runs.filter((r) => r.hits > 0).length,
    queries: runs.length,
    buildMs: Math.round(buildMs),
  };
  options.log?.(`search at ${pages} pages (${locale}): ${result.shards} shards, first query ${result.firstQueryGzip} B gzip`);
  return result;
}
