// The files and folders of an output folder, listed in a thread of their own: the listing is
// started before a build collects its site and awaited when it prunes. Listed from the main thread,
// each folder's read waits for a turn of the event loop, which a collection (mostly synchronous
// work) rarely gives: the listing of a large site was still running when the build needed it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { mapLimit } from '@lumidoc/content-pipeline/build';

/** Paths below the listed folder, `/`-separated. */
export interface OutDirListing {
  files: string[];
  folders: string[];
}

// A script, not a module file: the same in the package's build and from its TypeScript sources.
const LIST_IN_THREAD = `
const { readdirSync } = require('node:fs');
const path = require('node:path');
const { parentPort, workerData: dir } = require('node:worker_threads');
try {
  const listing = { files: [], folders: [] };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    (entry.isDirectory() ? listing.folders : listing.files).push(relative);
  }
  parentPort.postMessage({ listing });
} catch (error) {
  parentPort.postMessage(error && error.code === 'ENOENT' ? { listing: { files: [], folders: [] } } : { error: String((error && error.message) || error) });
}
`;

/**
 * Lists every file and folder below `dir` as it is now (none when `dir` does not exist), in a
 * thread. A file that appears after the listing was written by the build, and is kept anyway. A
 * failure rejects the promise when it is awaited, never as an unhandled rejection before.
 */
export function listOutDir(dir: string): Promise<OutDirListing> {
  const listing = new Promise<OutDirListing>((resolve, reject) => {
    const worker = new Worker(LIST_IN_THREAD, { eval: true, workerData: path.resolve(dir) });
    worker.once('message', (reply: { listing: OutDirListing } | { error: string }) => ('error' in reply ? reject(new Error(`Listing ${dir} failed: ${reply.error}`)) : resolve(reply.listing)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Listing ${dir} stopped (exit code ${code}) before it answered`)));
  });
  listing.catch(() => undefined);
  return listing;
}

/**
 * Deletes the files of `listing` (below `dir`) that `keep` (given the listed `/`-separated paths) refuses, then the folders of `listing`
 * left holding nothing kept or `written`, deepest first.
 */
export async function removeAllBut(dir: string, listing: OutDirListing, keep: (file: string) => boolean, written: Iterable<string>): Promise<void> {
  const kept: string[] = [];
  const removed: string[] = [];
  for (const file of listing.files) (keep(file) ? kept : removed).push(file);
  await mapLimit(removed, 64, (file) => fs.rm(path.join(dir, file), { force: true }));
  // A folder stays when any file kept or written lies below it.
  const occupied = new Set<string>();
  for (const file of [...kept, ...written]) {
    for (let folder = path.posix.dirname(file); folder !== '.' && !occupied.has(folder); folder = path.posix.dirname(folder)) occupied.add(folder);
  }
  const empty = listing.folders.filter((folder) => !occupied.has(folder));
  for (const folder of empty.sort((a, b) => b.length - a.length)) {
    // Something outside the build may have put a file there since the listing: leave it then.
    await fs.rmdir(path.join(dir, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'ENOENT') throw error;
    });
  }
}
