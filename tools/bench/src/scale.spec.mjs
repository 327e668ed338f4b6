import { describe, expect, it } from 'vitest';
import { isDocRoute, leastCpuBuild, renderScale, scaleRatios, scaleRow } from './scale.mjs';

const output = (bytes, htmlFiles, htmlBytes) => ({ bytes, byCategory: { html: { files: htmlFiles, bytes: htmlBytes } } });

describe('scaling figures', () => {
  it('gives CPU time and bytes per page, and per HTML file', () => {
    const row = scaleRow('100 docs/locale', { docs: 100 }, { pages: 2000, wallMs: 30_000, cpuMs: 40_000, cpuSystemMs: 5_000, peakRssBytes: 8e8, phases: {} }, output(1e8, 1990, 6e7), { pages: 1000, bytes: 5e7 });
    expect(row).toMatchObject({ pages: 2000, cpuMsPerPage: 20, systemCpuMsPerPage: 2.5, bytesPerPage: 50_000, htmlBytesPerPage: 30_151, docBytesPerPage: 50_000, bytesPerPageByCategory: { html: 30_000 }, peakRssBytes: 8e8 });
  });

  it('compares every size with the first, per page, and gives the CPU time of each page a size adds to the one before', () => {
    const rows = [
      { label: 'small', pages: 3_000, cpuMs: 60_000, cpuMsPerPage: 20, systemCpuMsPerPage: 4, bytesPerPage: 50_000, docBytesPerPage: 60_000, peakRssBytes: 8e8 },
      { label: 'large', pages: 7_000, cpuMs: 154_000, cpuMsPerPage: 22, systemCpuMsPerPage: 2, bytesPerPage: 51_000, docBytesPerPage: 63_000, peakRssBytes: 1.2e9 },
      { label: 'larger', pages: 12_000, cpuMs: 271_500, cpuMsPerPage: 22.63, systemCpuMsPerPage: 2, bytesPerPage: 51_000, docBytesPerPage: 63_000, peakRssBytes: 1.4e9 },
    ];
    // User CPU leaves out system time, which follows the disk's state more than the build's work.
    expect(scaleRatios(rows)).toEqual([
      { label: 'small', cpuPerPage: 1, userCpuPerPage: 1, bytesPerPage: 1, docBytesPerPage: 1, peakMemory: 1 },
      { label: 'large', cpuPerPage: 1.1, userCpuPerPage: 1.25, bytesPerPage: 1.02, docBytesPerPage: 1.05, peakMemory: 1.5, addedPageCpuMs: 23.5 },
      { label: 'larger', cpuPerPage: 1.13, userCpuPerPage: 1.29, bytesPerPage: 1.02, docBytesPerPage: 1.05, peakMemory: 1.75, addedPageCpuMs: 23.5 },
    ]);
  });

  it('keeps the round with the least CPU time, the CPU per page of every round, and the highest peak', () => {
    const rounds = [
      { label: 'large', cpuMs: 150_000, cpuMsPerPage: 20.9, peakRssBytes: 1.2e9 },
      { label: 'large', cpuMs: 140_000, cpuMsPerPage: 19.5, peakRssBytes: 1.1e9 },
      { label: 'large', cpuMs: 160_000, cpuMsPerPage: 22.3, peakRssBytes: 1.3e9 },
    ];
    expect(leastCpuBuild(rounds)).toEqual({ label: 'large', cpuMs: 140_000, cpuMsPerPage: 19.5, cpuMsPerPageRounds: [20.9, 19.5, 22.3], peakRssBytes: 1.3e9 });
    expect(leastCpuBuild([rounds[0]])).toBe(rounds[0]);
    const row = { label: 'large', pages: 7000, wallMs: 80_000, cpuMsPerPage: 19.5, cpuMsPerPageRounds: [20.9, 19.5, 22.3], bytesPerPage: 40_000, htmlBytesPerPage: 29_000, outputBytes: 3e8, peakRssBytes: 1.3e9 };
    const table = (_head, rows) => rows.map((cells) => cells.join(' | ')).join('\n');
    const text = renderScale({ machine: { cpus: 2, loadAverage: { start: 0, end: 1 } }, rows: [row], ratios: scaleRatios([row]) }, table);
    expect(text).toContain('large: 20.90, 19.50, 22.30');
    const small = { ...row, label: 'small', pages: 3000, cpuMs: 60_000, cpuMsPerPage: 20 };
    const large = { ...row, cpuMs: 140_000 };
    // The 4,000 pages the large size adds cost 80 s of CPU: 20 ms each.
    const both = renderScale({ machine: { cpus: 2, loadAverage: { start: 0, end: 1 } }, rows: [small, large], ratios: scaleRatios([small, large]) }, table);
    expect(both).toMatch(/^small( \| [^|]+){5} \| -$/m);
    expect(both).toMatch(/^large( \| [^|]+){5} \| 20\.00$/m);
  });

  it('counts docs pages of every locale and version, not the API reference', () => {
    expect(['/docs/install/a', '/ru/docs/install/a', '/ru/docs/1.0/x', '/docs/api', '/ru/docs/api/get-album', '/ru/blog/x', '/ru/docs'].filter(isDocRoute)).toEqual(['/docs/install/a', '/ru/docs/install/a', '/ru/docs/1.0/x']);
  });
});
