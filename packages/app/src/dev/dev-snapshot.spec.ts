import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedData, openSnapshot, snapshotWriter, sourcesFingerprint, type SnapshotSource } from './dev-snapshot.js';

const runtime = { css: ['/theme.css'], entry: '/entry.js', searchTimestamp: '0', baseUrl: '/' };
const page = (route: string, title: string) => ({ kind: 'doc', route, title });

/** A collected site's data files, as `SiteCollection` gives them. */
function siteOf(files: Record<string, unknown>): SnapshotSource {
  const texts = new Map(Object.entries(files).map(([urlPath, value]) => [urlPath, JSON.stringify(value)]));
  return { runtime, dataFiles: () => texts.entries(), dataFile: (urlPath) => texts.get(urlPath) };
}

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-snapshot-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('sourcesFingerprint', () => {
  it('changes when a source file is edited, added or removed, or the options change, and skips dependencies and output', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'content'));
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.writeFileSync(path.join(dir, 'content', 'a.md'), '# A');
    const now = () => sourcesFingerprint([path.join(dir, 'content'), dir], { mode: 'development' });
    const first = await now();
    expect(await now()).toBe(first);
    fs.writeFileSync(path.join(dir, 'node_modules', 'x.js'), 'x');
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'page.html'), 'x');
    expect(await now()).toBe(first);

    fs.writeFileSync(path.join(dir, 'content', 'a.md'), '# A, longer');
    const edited = await now();
    expect(edited).not.toBe(first);
    fs.writeFileSync(path.join(dir, 'content', 'b.md'), '# B');
    const added = await now();
    expect(added).not.toBe(edited);
    fs.rmSync(path.join(dir, 'content', 'b.md'));
    expect(await now()).toBe(edited);
    expect(await sourcesFingerprint([path.join(dir, 'content'), dir], { mode: 'production' })).not.toBe(edited);
  });
});

describe('dev snapshot', () => {
  it('serves the saved data only for the fingerprint it was saved with', async () => {
    const dir = tempDir();
    const writer = snapshotWriter(dir);
    const hashes = await writer.save(siteOf({ '/_data/ru/docs/a.json': page('/ru/docs/a', 'А'), '/_data/_sidebars/ru/docs.json': { id: 'docs' } }), 'sources-1');
    expect(Object.keys(hashes).sort()).toEqual(['/_data/_sidebars/ru/docs.json', '/_data/ru/docs/a.json']);

    expect(await openSnapshot(dir, 'sources-2')).toBeUndefined();
    const snapshot = (await openSnapshot(dir, 'sources-1'))!;
    expect(snapshot.runtime).toEqual(runtime);
    expect(await snapshot.data.page('/ru/docs/a')).toEqual(page('/ru/docs/a', 'А'));
    expect(await snapshot.data.page('/ru/docs/missing')).toBeUndefined();
    expect(await snapshot.dataFile('/_data/_sidebars/ru/docs.json')).toBe('{"id":"docs"}');
    expect(await snapshot.dataFile('/_data/../../index.json')).toBeUndefined();
  });

  it('writes what changed: all files compared after a collection, only the paths named after an update; removed files go', async () => {
    const dir = tempDir();
    const writer = snapshotWriter(dir);
    await writer.save(siteOf({ '/_data/a.json': page('/a', 'A'), '/_data/b.json': page('/b', 'B') }), 'one');
    const written = path.join(dir, 'files', '_data', 'b.json');
    const stamp = fs.statSync(written).mtimeMs;

    // An update in place names its routes' files; the others keep their hashes and files.
    const updated = siteOf({ '/_data/a.json': page('/a', 'A2'), '/_data/b.json': page('/b', 'B') });
    const afterUpdate = await writer.save(updated, 'two', ['/_data/a.json']);
    expect(Object.keys(afterUpdate).sort()).toEqual(['/_data/a.json', '/_data/b.json']);
    expect(fs.statSync(written).mtimeMs).toBe(stamp);
    expect(await (await openSnapshot(dir, 'two'))!.data.page('/a')).toEqual(page('/a', 'A2'));

    // A new collection without b: its file and hash are gone.
    await writer.save(siteOf({ '/_data/a.json': page('/a', 'A2') }), 'three');
    expect(fs.existsSync(written)).toBe(false);
    expect((await openSnapshot(dir, 'three'))!.hashes).not.toHaveProperty('/_data/b.json');
  });

  it('a second writer (the next start) knows what the first wrote', async () => {
    const dir = tempDir();
    await snapshotWriter(dir).save(siteOf({ '/_data/a.json': page('/a', 'A') }), 'one');
    const written = path.join(dir, 'files', '_data', 'a.json');
    const stamp = fs.statSync(written).mtimeMs;
    await snapshotWriter(dir).save(siteOf({ '/_data/a.json': page('/a', 'A') }), 'two');
    expect(fs.statSync(written).mtimeMs).toBe(stamp);
    expect(await openSnapshot(dir, 'two')).toBeDefined();
  });
});

describe('changedData', () => {
  it('gives the routes of changed page data, and says when anything else (a sidebar) changed', () => {
    const before = { '/_data/index.json': 'h1', '/_data/ru/docs/a.json': 'h2', '/_data/ru/docs/gone.json': 'h3', '/_data/_sidebars/ru/docs.json': 's1' };
    expect(changedData(before, { ...before })).toEqual({ routes: [], other: false });
    const after = { '/_data/index.json': 'h1*', '/_data/ru/docs/a.json': 'h2', '/_data/ru/docs/new.json': 'h4', '/_data/_sidebars/ru/docs.json': 's1' };
    expect(changedData(before, after)).toEqual({ routes: ['/', '/ru/docs/gone', '/ru/docs/new'], other: false });
    expect(changedData(before, { ...before, '/_data/_sidebars/ru/docs.json': 's2' })).toEqual({ routes: [], other: true });
  });
});
