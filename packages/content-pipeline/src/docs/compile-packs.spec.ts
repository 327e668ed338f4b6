import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompileCacheEntry } from './compile-cache.js';
import { compileCacheIsEmpty, fileCompileCache } from './compile-packs.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-packs-'));
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

const entry = (value: string): CompileCacheEntry<{ value: string }> => ({ compiled: { value }, links: [['a.md', '/docs/a']], images: [] });
const packsIn = (cacheDir: string) => (fs.existsSync(path.join(cacheDir, 'compiled')) ? fs.readdirSync(path.join(cacheDir, 'compiled')).filter((name) => name.endsWith('.pack')) : []);
const valueOf = (cacheDir: string, key: string) => fileCompileCache(cacheDir).read<{ value: string }>(key)?.compiled.value;

describe('the compile cache in packs', () => {
  it('keeps entries in memory until flushed, then in one pack that another build reads', () => {
    const cache = fileCompileCache(dir);
    for (let i = 0; i < 50; i++) cache.write(`key-${i}`, entry(`value ${i} — ünïcode 中文`));
    expect(cache.read<{ value: string }>('key-7')?.compiled.value).toBe('value 7 — ünïcode 中文');
    expect(compileCacheIsEmpty(dir)).toBe(true);
    expect(valueOf(dir, 'key-7')).toBeUndefined();

    cache.flush();
    expect(packsIn(dir)).toHaveLength(1);
    expect(compileCacheIsEmpty(dir)).toBe(false);
    const other = fileCompileCache(dir);
    for (let i = 0; i < 50; i++) expect(other.read(`key-${i}`)).toEqual(entry(`value ${i} — ünïcode 中文`));
    expect(other.read('absent')).toBeUndefined();
    cache.flush();
    expect(packsIn(dir)).toHaveLength(1);
  });

  it('finds the newest pack\'s entry of a key, in the build that wrote it and in the next', () => {
    const cache = fileCompileCache(dir);
    cache.write('key', entry('old'));
    cache.flush();
    expect(cache.read<{ value: string }>('key')?.compiled.value).toBe('old');
    cache.write('key', entry('new'));
    cache.flush();
    expect(cache.read<{ value: string }>('key')?.compiled.value).toBe('new');
    expect(valueOf(dir, 'key')).toBe('new');

    // Written twice into one pack: the second is found, and the entries around it where they are.
    cache.write('before', entry('before'));
    cache.write('twice', entry('first'));
    cache.write('between', entry('between'));
    cache.write('twice', entry('second'));
    cache.write('after', entry('after'));
    expect(cache.read<{ value: string }>('twice')?.compiled.value).toBe('second');
    cache.flush();
    for (const key of ['before', 'between', 'after']) expect(valueOf(dir, key)).toBe(key);
    expect(valueOf(dir, 'twice')).toBe('second');
  });

  it('writes a pack on its own once writing pauses for a second, or once entries make 8 MB', () => {
    vi.useFakeTimers();
    const cache = fileCompileCache(dir);
    cache.write('edited', entry('one edit'));
    vi.advanceTimersByTime(900);
    cache.write('edited-too', entry('another'));
    vi.advanceTimersByTime(900);
    expect(packsIn(dir)).toHaveLength(0);
    vi.advanceTimersByTime(200);
    expect(packsIn(dir)).toHaveLength(1);
    expect(valueOf(dir, 'edited-too')).toBe('another');

    const large = fileCompileCache(path.join(dir, 'large'));
    const text = 'x'.repeat(1 << 20);
    for (let i = 0; i < 9; i++) large.write(`big-${i}`, entry(`${i}${text}`));
    expect(packsIn(path.join(dir, 'large'))).toHaveLength(1);
    expect(valueOf(path.join(dir, 'large'), 'big-3')).toBe(`3${text}`);
  });

  it('reads an entry it lacks from the caches it is given to read from, and writes none of them', () => {
    const part = path.join(dir, 'part-en');
    const compiled = fileCompileCache(part);
    compiled.write('en-doc', entry('compiled elsewhere'));
    compiled.flush();
    const cache = fileCompileCache(path.join(dir, 'main'), { readFrom: [part] });
    expect(cache.read<{ value: string }>('en-doc')?.compiled.value).toBe('compiled elsewhere');
    cache.write('ru-doc', entry('compiled here'));
    cache.flush();
    expect(packsIn(part)).toHaveLength(1);
    expect(fileCompileCache(part).read('ru-doc')).toBeUndefined();
    expect(valueOf(path.join(dir, 'main'), 'ru-doc')).toBe('compiled here');
  });

  it('merges the small packs once there are more than 32 (a pack per edit), keeping each key\'s newest entry, and leaves a build\'s packs alone', () => {
    const cache = fileCompileCache(dir);
    const large = 'x'.repeat(1_100_000);
    cache.write('large', entry(large));
    cache.write('same', entry('version 0'));
    cache.flush();
    const [built] = packsIn(dir);
    for (let i = 1; i <= 33; i++) {
      cache.write(`edit-${i}`, entry(`edit ${i}`));
      cache.write('same', entry(`version ${i}`));
      cache.flush();
      expect(packsIn(dir)).toHaveLength(i === 33 ? 2 : i + 1);
    }
    expect(packsIn(dir)).toContain(built);
    const reader = fileCompileCache(dir);
    for (let i = 1; i <= 33; i++) expect(reader.read<{ value: string }>(`edit-${i}`)?.compiled.value).toBe(`edit ${i}`);
    expect(reader.read<{ value: string }>('large')?.compiled.value).toBe(large);
    expect(reader.read<{ value: string }>('same')?.compiled.value).toBe('version 33');
    expect(cache.read<{ value: string }>('same')?.compiled.value).toBe('version 33');
    // The merged pack holds the newest version of 'same' alone: the merge dropped those a newer pack replaced.
    const merged = packsIn(dir).find((name) => name !== built)!;
    expect(fs.readFileSync(path.join(dir, 'compiled', merged), 'utf8').match(/"version \d+"/g)).toEqual(['"version 33"']);
  });

  it('finds no entry, and throws nothing, where a pack is gone or cut short', () => {
    const cache = fileCompileCache(dir);
    cache.write('a', entry('a'));
    cache.flush();
    cache.write('b', entry('b'));
    cache.flush();
    const reader = fileCompileCache(dir);
    expect(reader.read('a')).toBeDefined();
    const [first, second] = packsIn(dir).sort().map((name) => path.join(dir, 'compiled', name));
    fs.rmSync(first!);
    expect(reader.read('a')).toBeUndefined();
    const whole = fs.readFileSync(second!);
    fs.writeFileSync(second!, whole.subarray(0, -5));
    expect(fileCompileCache(dir).read('b')).toBeUndefined();
    fs.writeFileSync(second!, whole.subarray(0, 10));
    expect(reader.read('b')).toBeUndefined();
    fs.writeFileSync(second!, 'not a pack');
    expect(fileCompileCache(dir).read('b')).toBeUndefined();
  });

  it('removes a pack a killed process left open for a day, never one being written', () => {
    fs.mkdirSync(path.join(dir, 'compiled'));
    const abandoned = path.join(dir, 'compiled', '0mx00000-000001-1-abandoned.tmp');
    const recent = path.join(dir, 'compiled', '0mx00000-000001-2-recent.tmp');
    fs.writeFileSync(abandoned, '{"compiled":1}');
    fs.writeFileSync(recent, '{"compiled":1}');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(abandoned, twoDaysAgo, twoDaysAgo);
    const cache = fileCompileCache(dir);
    cache.write('key', entry('value'));
    cache.flush();
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(valueOf(dir, 'key')).toBe('value');
  });

  it('removes a cache of one file per entry with its first pack, and nothing else of the folder', () => {
    fs.mkdirSync(path.join(dir, 'ab'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'ab', `ab${'0'.repeat(62)}.json`), '{}');
    fs.mkdirSync(path.join(dir, 'plugins', 'search'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'prerender'));
    const cache = fileCompileCache(dir);
    cache.write('key', entry('value'));
    cache.flush();
    expect(fs.readdirSync(dir).sort()).toEqual(['compiled', 'plugins', 'prerender']);
  });
});
