import path from 'node:path';
import type { FSWatcher } from 'vite';

/**
 * Calls `onChange` once a burst of file events below `dirs` (absolute folders) has settled for
 * `delayMs` (an editor's save is often several events). Uses Vite's watcher, which has the folders
 * added if they lie outside Vite's root. Returns a function that stops waiting for a pending burst.
 */
export function watchSources(watcher: FSWatcher, dirs: readonly string[], onChange: () => void, delayMs = 150): () => void {
  const prefixes = dirs.map((dir) => path.resolve(dir) + path.sep);
  watcher.add([...dirs]);
  let timer: NodeJS.Timeout | undefined;
  watcher.on('all', (_event: string, file: string) => {
    if (!prefixes.some((prefix) => path.resolve(file).startsWith(prefix))) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, delayMs);
  });
  return () => clearTimeout(timer);
}
