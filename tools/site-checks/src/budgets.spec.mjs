import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetViolations, byteSizes, createAssetSizer, summarizeByKind } from './budgets.mjs';

const files = { '/a.js': 'a'.repeat(1000), '/b.js': 'console.log(1);', '/s.css': 'body{}' };
const sizer = () => createAssetSizer((url) => (url in files ? Buffer.from(files[url]) : undefined));
const load = (kind, js, css = ['/s.css'], inlineScripts = [], hydration = []) => ({ kind, js, hydration, css, inlineScripts, problems: [] });

describe('byteSizes', () => {
  it('gives raw and gzip sizes', () => {
    expect(byteSizes('a'.repeat(1000))).toEqual({ raw: 1000, gzip: gzipSync('a'.repeat(1000)).length });
  });
});

describe('summarizeByKind', () => {
  it('keeps the heaviest page of each kind and names it', () => {
    const summary = summarizeByKind(
      [
        { route: '/light', firstLoad: load('doc', ['/b.js']) },
        { route: '/heavy', firstLoad: load('doc', ['/a.js', '/b.js'], ['/s.css'], ['x=1']) },
        { route: '/404', firstLoad: load(undefined, ['/b.js'], []) },
      ],
      sizer(),
    );
    const doc = summary.get('doc');
    expect(doc.pages).toBe(2);
    expect(doc.js.route).toBe('/heavy');
    expect(doc.js.raw).toBe(1000 + files['/b.js'].length);
    expect(doc.inline).toMatchObject({ raw: 3, files: 1, route: '/heavy' });
    expect(summary.get('not-found').css).toMatchObject({ raw: 0, files: 0 });
  });

  it('adds inline scripts to the script files of the same page, and measures the hydration stage apart', () => {
    const summary = summarizeByKind(
      [
        { route: '/many-inline', firstLoad: load('doc', ['/b.js'], [], ['x'.repeat(5000)]) },
        { route: '/big-file', firstLoad: load('doc', ['/a.js'], [], [], ['/a.js', '/b.js']) },
      ],
      sizer(),
    );
    const doc = summary.get('doc');
    expect(doc.atOnce.route).toBe('/many-inline');
    expect(doc.atOnce.raw).toBe(files['/b.js'].length + 5000);
    expect(doc.hydration).toMatchObject({ raw: 1000 + files['/b.js'].length, files: 2, route: '/big-file' });
  });

  it('reports files that do not exist', () => {
    const summary = summarizeByKind([{ route: '/p', firstLoad: load('doc', ['/missing.js']) }], sizer());
    expect(summary.get('doc').problems).toEqual(['/p: /missing.js does not exist']);
  });
});

describe('budgetViolations', () => {
  const bytes = (gzip) => ({ raw: 0, gzip, files: 1, route: '/a' });
  const summary = (atOnceGzip, cssGzip, hydrationGzip = 0) => ({ kind: 'doc', pages: 1, js: bytes(atOnceGzip), inline: bytes(0), atOnce: bytes(atOnceGzip), hydration: bytes(hydrationGzip), css: bytes(cssGzip), problems: [] });

  it('passes at the budget and fails one byte over it, naming the page', () => {
    expect(budgetViolations(summary(BUDGETS.js, BUDGETS.css, BUDGETS.hydration))).toEqual([]);
    const over = budgetViolations(summary(BUDGETS.js + 1, BUDGETS.css + 1, BUDGETS.hydration + 1));
    expect(over).toHaveLength(3);
    expect(over[0]).toContain('JS loaded at once (files and inline scripts) of /a is 100.0 KB gzip, over the 100 KB budget');
    expect(over[1]).toContain('CSS of /a');
    expect(over[2]).toContain('JS loaded to hydrate of /a is 150.0 KB gzip, over the 150 KB budget');
  });
});
