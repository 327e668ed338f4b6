import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatPair, table } from './format.mjs';

describe('formats', () => {
  it('writes bytes in decimal units and times in ms or s', () => {
    expect([formatBytes(999), formatBytes(1500), formatBytes(2_345_678), formatBytes(3e9), formatBytes(undefined)]).toEqual(['999 B', '1.5 KB', '2.3 MB', '3.00 GB', '-']);
    expect([formatMs(12.34), formatMs(1500), formatMs(undefined)]).toEqual(['12.3 ms', '1.5 s', '-']);
    expect(formatPair({ raw: 2000, gzip: 500 })).toBe('2.0 KB / 500 B');
  });

  it('aligns table columns under a rule', () => {
    expect(table(['a', 'bb'], [['ccc', 1]])).toBe('a    bb\n---  --\nccc  1');
  });
});
