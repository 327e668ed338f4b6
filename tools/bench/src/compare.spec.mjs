import { describe, expect, it } from 'vitest';
import { compareReports, numericLeaves } from './compare.mjs';

describe('numericLeaves', () => {
  it('flattens numbers to dotted paths', () => {
    expect([...numericLeaves({ a: { b: 1, c: [2] }, d: 'x' })]).toEqual([
      ['a.b', 1],
      ['a.c.0', 2],
    ]);
  });
});

describe('compareReports', () => {
  it('gives new / old for times, bytes, memory and rates both reports have, not for inputs', () => {
    const previous = { corpus: { options: { docs: 100 }, build: { wallMs: 1000, pages: 3000, peakRssBytes: 200, pagesPerSecond: 3 }, output: { bytes: 0 } } };
    const current = { corpus: { options: { docs: 50 }, build: { wallMs: 500, pages: 3000, peakRssBytes: 300, pagesPerSecond: 6 }, output: { bytes: 0 } }, site: { build: { wallMs: 9 } } };
    expect(compareReports(previous, current)).toEqual([
      { path: 'corpus.build.wallMs', previous: 1000, current: 500, ratio: 0.5 },
      { path: 'corpus.build.peakRssBytes', previous: 200, current: 300, ratio: 1.5 },
      { path: 'corpus.build.pagesPerSecond', previous: 3, current: 6, ratio: 2 },
      { path: 'corpus.output.bytes', previous: 0, current: 0, ratio: 1 },
    ]);
  });
});
