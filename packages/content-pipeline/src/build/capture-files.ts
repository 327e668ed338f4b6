import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from './files.js';

/**
 * Runs `write` with a fresh temporary folder and a function that adds a file in memory, and returns
 * every file it added or wrote there, keyed by its path below the site root
 * (`/ru/search-doc-1.json`); the folder is removed afterwards. This lets plugins whose `emit()`
 * writes files feed a collection that keeps the whole site in memory.
 */
export async function captureFiles(write: (dir: string, emitFile: (file: string, data: string | Uint8Array) => void) => Promise<void>): Promise<Map<string, string | Uint8Array>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lumidoc-emit-'));
  const added = new Map<string, string | Uint8Array>();
  try {
    await write(dir, (file, data) => added.set(`/${file.replace(/^\/+/, '')}`, data));
    const files = await listFiles(dir, /./);
    const contents = await Promise.all(files.map((file) => fs.readFile(file)));
    for (const [i, file] of files.entries()) added.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, contents[i]!);
    return added;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
