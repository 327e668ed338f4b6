import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from './files.js';

/**
 * Runs `write` with a fresh temporary folder and returns every file it wrote there, keyed by its
 * path below the site root (`/ru/search-doc-1.json`); the folder is removed afterwards. This lets
 * plugins whose `emit()` writes files feed a collection that keeps the whole site in memory.
 */
export async function captureFiles(write: (dir: string) => Promise<void>): Promise<Map<string, Uint8Array>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lumidoc-emit-'));
  try {
    await write(dir);
    const files = await listFiles(dir, /./);
    const contents = await Promise.all(files.map((file) => fs.readFile(file)));
    return new Map(files.map((file, i) => [`/${path.relative(dir, file).split(path.sep).join('/')}`, contents[i]!]));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
