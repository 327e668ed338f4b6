import fs from 'node:fs';
import path from 'node:path';
import { removeTemporaryDirs, temporaryDir } from './__fixtures__/sites/build-fixture.js';
import { listOutDir, removeAllBut } from './out-dir-listing.js';

/** Writes each file (path below `dir`: text), making its folders. */
function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

afterAll(removeTemporaryDirs);

describe('listOutDir and removeAllBut', () => {
  it('lists every file and folder below the folder, as /-separated paths', async () => {
    const dir = temporaryDir('listing');
    writeFiles(dir, { 'index.html': 'home', 'ru/docs/a/index.html': 'a', '_data/ru/docs/a.json': '{}' });
    fs.mkdirSync(path.join(dir, 'empty'));
    const listing = await listOutDir(dir);
    expect(listing.files.sort()).toEqual(['_data/ru/docs/a.json', 'index.html', 'ru/docs/a/index.html']);
    expect(listing.folders.sort()).toEqual(['_data', '_data/ru', '_data/ru/docs', 'empty', 'ru', 'ru/docs', 'ru/docs/a']);
  });

  it('lists nothing for a folder that is not there, and names the folder when it cannot list it', async () => {
    const dir = temporaryDir('listing');
    expect(await listOutDir(path.join(dir, 'missing'))).toEqual({ files: [], folders: [] });
    writeFiles(dir, { 'file.txt': 'not a folder' });
    await expect(listOutDir(path.join(dir, 'file.txt'))).rejects.toThrow(`Listing ${path.join(dir, 'file.txt')} failed`);
  });

  it('removes the listed files not kept, then the folders left empty, and leaves what appeared after the listing', async () => {
    const dir = temporaryDir('listing');
    writeFiles(dir, { 'index.html': 'home', 'old/page/index.html': 'gone', 'ru/docs/a/index.html': 'a', 'ru/docs/b/index.html': 'b' });
    const listing = await listOutDir(dir);
    writeFiles(dir, { 'old/new.txt': 'written after the listing' });
    await removeAllBut(dir, listing, (file) => file !== 'old/page/index.html' && file !== 'ru/docs/b/index.html', []);
    expect(fs.existsSync(path.join(dir, 'old/page'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'ru/docs/b'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'old/new.txt'), 'utf8')).toBe('written after the listing');
    expect(fs.readFileSync(path.join(dir, 'ru/docs/a/index.html'), 'utf8')).toBe('a');
  });
});
