import path from 'node:path';
import type { FSWatcher } from 'vite';

/**
 * Calls `onChange` with the files changed once a burst of file events below `dirs` (absolute
 * folders) has settled for `delayMs` (an editor's save is often several events). Uses Vite's
 * watcher, which has the folders added if they lie outside Vite's root. Returns a function that
 * stops waiting for a pending burst.
 */
export function watchSources(watcher: FSWatcher, dirs: readonly string[], onChange: (files: string[]) => void, delayMs = 40): () => void {
  const prefixes = dirs.map((dir) => path.resolve(dir) + path.sep);
  watcher.add([...dirs]);
  let timer: NodeJS.Timeout | undefined;
  const files = new Set<string>();
  watcher.on('all', (_event: string, file: string) => {
    const changed = path.resolve(file);
    if (!prefixes.some((prefix) => changed.startsWith(prefix))) return;
    files.add(changed);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const burst = [...files];
      files.clear();
      onChange(burst);
    }, delayMs);
  });
  return () => clearTimeout(timer);
}
