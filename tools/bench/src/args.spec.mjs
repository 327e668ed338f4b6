import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args.mjs';

describe('parseBenchArgs', () => {
  it('defaults to the issue’s corpus, a small second corpus, the site, the rebuild and Lighthouse', () => {
    expect(parseBenchArgs([])).toMatchObject({ corpus: { docs: 100, posts: 7, ops: 200, seed: 1 }, smallDocs: 10, site: true, incremental: true, lighthouse: true, rebuildBundles: false, keep: false });
  });

  it('reads sizes, locales and switches in both --name value and --name=value forms', () => {
    const args = parseBenchArgs(['--docs', '20', '--posts=0', '--ops', '50', '--locales', 'ru, en', '--small-docs', '0', '--skip-site', '--compare', 'old.json']);
    expect(args.corpus).toMatchObject({ docs: 20, posts: 0, ops: 50, locales: ['ru', 'en'] });
    expect(args).toMatchObject({ smallDocs: 0, site: false, compare: 'old.json' });
  });

  it('rejects a size that is not a whole number and an unknown option', () => {
    expect(() => parseBenchArgs(['--docs', '0'])).toThrow('--docs takes a whole number above 0, got "0"');
    expect(() => parseBenchArgs(['--ops', 'many'])).toThrow(/--ops takes a whole number/);
    expect(() => parseBenchArgs(['--pages', '3'])).toThrow(/--pages/);
  });

  it('reads the scaling study: sizes and the API corpus', () => {
    expect(parseBenchArgs([]).scale).toBeUndefined();
    expect(parseBenchArgs(['--scale']).scale).toEqual({ sizes: [100, 500, 2000], ops: 1200, mix: false, repeat: 1 });
    expect(parseBenchArgs(['--scale', '--sizes', '50, 200', '--scale-ops', '0', '--scale-mix', '--scale-repeat', '3']).scale).toEqual({ sizes: [50, 200], ops: 0, mix: true, repeat: 3 });
    expect(() => parseBenchArgs(['--scale', '--scale-repeat', '0'])).toThrow('--scale-repeat takes a whole number above 0, got "0"');
    expect(() => parseBenchArgs(['--scale', '--sizes', '100,lots'])).toThrow('--sizes takes a whole number above 0, got "lots"');
  });

  it('reads the site sizes of the search scale measurement; 0 skips it', () => {
    expect(parseBenchArgs([]).searchScale).toEqual([3000, 30000]);
    expect(parseBenchArgs(['--search-scale', '100, 1000']).searchScale).toEqual([100, 1000]);
    expect(parseBenchArgs(['--search-scale=0']).searchScale).toEqual([]);
    expect(() => parseBenchArgs(['--search-scale', 'big'])).toThrow('--search-scale takes a whole number, got "big"');
  });
});
