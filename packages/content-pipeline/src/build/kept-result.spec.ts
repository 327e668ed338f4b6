import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keptResult, packageFingerprint } from './kept-result.js';

describe('keptResult', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-result-'));
    return () => fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes a result once per key, and again when the key changes', async () => {
    const file = path.join(dir, 'api', 'pages.json');
    let made = 0;
    const make = (value: string) => () => {
      made++;
      return { value, at: [1, 2] };
    };
    expect(await keptResult(file, 'spec v1', make('first'))).toEqual({ value: 'first', at: [1, 2] });
    expect(await keptResult(file, 'spec v1', make('not made'))).toEqual({ value: 'first', at: [1, 2] });
    expect(made).toBe(1);
    expect(await keptResult(file, 'spec v2', make('second'))).toEqual({ value: 'second', at: [1, 2] });
    expect(made).toBe(2);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['pages.json']);
  });

  it('makes the result again when what was kept cannot be read', async () => {
    const file = path.join(dir, 'pages.json');
    fs.writeFileSync(file, '{"key":');
    expect(await keptResult(file, 'k', () => 42)).toBe(42);
    expect(await keptResult(file, 'k', () => 0)).toBe(42);
  });
});

describe('packageFingerprint', () => {
  it('is one hash per package, whichever of its modules asks', () => {
    const own = packageFingerprint(import.meta.url);
    expect(own).toMatch(/^[0-9a-f]{64}$/);
    expect(packageFingerprint(new URL('../docs/compile-cache.ts', import.meta.url).href)).toBe(own);
    expect(packageFingerprint(import.meta.resolve('@lumidoc/i18n'))).not.toBe(own);
  });
});
