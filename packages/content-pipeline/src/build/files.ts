import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir` whose name matches, as absolute paths in a stable order. */
export async function listFiles(dir: string, match: RegExp): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile() && match.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Writes a file, creating its folder, unless it already holds `data` (a build into the folder of
 * the last one leaves unchanged files as they were). A file with other bytes is replaced, not
 * written into: it may be a hard link to a build's file (`buildBundledSite` links the client
 * bundle into the site).
 */
export async function writeFile(file: string, data: string | Uint8Array): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const existing = readIfThere(file);
  if (existing) {
    if (existing.equals(bytes)) return;
    await fs.rm(file, { force: true });
  } else {
    await fs.mkdir(path.dirname(file), { recursive: true });
  }
  await fs.writeFile(file, bytes);
}

/**
 * The bytes of a file, or undefined when there is none. Read synchronously: a build compares
 * thousands of small files, and the promise API costs several times more per file than the read.
 */
function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
