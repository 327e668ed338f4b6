import { mkdirSync, readFileSync, rmSync, statSync, writeFile as writeFileInThreadPool } from 'node:fs';
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
 * bundle into the site). A build writes thousands of small files: whether one is there is asked
 * without an exception (`statSync`), and the write goes through the callback API, which leaves the
 * system calls to the thread pool (another core) at a fraction of the promise API's cost.
 */
export async function writeFile(file: string, data: string | Uint8Array): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined) {
    mkdirSync(path.dirname(file), { recursive: true });
  } else {
    if (size === bytes.length && readFileSync(file).equals(bytes)) return;
    rmSync(file, { force: true });
  }
  await new Promise<void>((resolve, reject) => writeFileInThreadPool(file, bytes, (error) => (error ? reject(error) : resolve())));
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
