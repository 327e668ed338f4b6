import { describe, expect, it } from 'vitest';
import { renderReport } from './report.mjs';

const site = (pages, jsGzip) => ({
  bundles: { source: 'reused', timings: {} },
  build: { pages, wallMs: 12_000, processMs: 13_000, phases: { content: 2000, prerender: 9000 }, pagesPerSecond: 250, peakRssBytes: 500e6 },
  output: { files: 10, bytes: 3e6, byCategory: { html: { files: 5, bytes: 2e6 } } },
  clientBundle: { js: { raw: 4e5, gzip: 1.3e5, files: 9 }, css: { raw: 17e3, gzip: 4e3, files: 1 } },
  firstLoad: {
    doc: {
      pages: 5,
      js: { raw: 4e5, gzip: jsGzip, files: 6 },
      inline: { raw: 2e4, gzip: 7e3, files: 4 },
      atOnce: { raw: 4.2e5, gzip: jsGzip + 7e3, files: 10 },
      hydration: { raw: 3e5, gzip: 1.2e5, files: 5 },
      css: { raw: 17e3, gzip: 4e3, files: 1 },
    },
  },
  search: { locales: { ru: { sections: 40, documents: { raw: 1e5, gzip: 2e4 }, index: { raw: 2e5, gzip: 3e4 } } }, timing: { locale: 'ru', manifestGzip: 900, firstQueryGzip: 30_000, firstQueryGzipMax: 50_000, firstQueryFiles: 6, firstResultMs: 12, queryMs: 0.5, longWordMs: 2, queries: 30, hitsPerQuery: 3 } },
});

describe('renderReport', () => {
  const text = renderReport({
    date: '2026-01-01T00:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'CPU', node: '20.20.2' },
    corpus: { ...site(3000, 90e3), options: { locales: ['ru', 'en'], docs: 100, posts: 7, ops: 200, seed: 1 }, incremental: { wallMs: 8000, before: 10, changed: 6, added: 2, unchanged: 4 } },
    site: { ...site(2770, 131e3), description: 'the site' },
    lighthouse: { skipped: 'no lighthouse' },
    searchScale: [{ locale: 'ru', pages: 30000, shards: 900, totalGzip: 2e7, manifestGzip: 9e3, firstQueryGzip: 4e4, firstQueryGzipMax: 6e4, firstQueryFiles: 11, firstResultMs: 70, slow4gMs: 950 }],
  });

  it('reports a first search query at each site size', () => {
    expect(text).toMatch(/^ru\s+30000\s+900\s+20\.0 MB\s+9\.0 KB\s+40\.0 KB \/ 60\.0 KB\s+11\s+70 ms\s+950 ms$/m);
  });

  it('has one column per measured site and the rows of the issue', () => {
    expect(text).toMatch(/^\s+corpus\s+site$/m);
    expect(text).toMatch(/^pages\s+3000\s+2770$/m);
    expect(text).toMatch(/^ {2}prerender\s+9\.0 s\s+9\.0 s$/m);
    expect(text).toMatch(/^peak memory \(max RSS\)\s+500\.0 MB/m);
    expect(text).toMatch(/^incremental: rebuild after one edit\s+8\.0 s\s+-$/m);
    expect(text).toMatch(/^ {2}files changed \+ new \/ before\s+6 \+ 2 \/ 10/m);
  });

  it('marks the first load against the budgets and reports search and Lighthouse', () => {
    expect(text).toMatch(/^doc\s+400\.0 KB \/ 90\.0 KB\s+20\.0 KB \/ 7\.0 KB\s+420\.0 KB \/ 97\.0 KB\s+300\.0 KB \/ 120\.0 KB\s+17\.0 KB \/ 4\.0 KB\s+yes\s+400\.0 KB \/ 131\.0 KB.*NO$/m);
    expect(text).toMatch(/corpus: ru first query downloads 30\.0 KB gzip \(median of 30, at most 50\.0 KB; manifest 900 B, 6 files\), first result in 12 ms, a later query takes 0\.5 ms/);
    expect(text).toContain('Lighthouse: skipped, no lighthouse');
  });
});
