import path from 'node:path';

/**
 * Calls `onChange` once a burst of file events below `dirs` has settled for `delayMs` (an editor's
 * save is often several events). Uses Vite's watcher, which has the folders added if they lie
 * outside Vite's root. Returns a function that stops waiting for a pending burst.
 * @param {import('vite').FSWatcher} watcher
 * @param {string[]} dirs absolute folders
 * @param {() => void} onChange
 * @param {number} [delayMs]
 */
export function watchSources(watcher, dirs, onChange, delayMs = 150) {
  const prefixes = dirs.map((dir) => path.resolve(dir) + path.sep);
  watcher.add(dirs);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  watcher.on('all', (_event, file) => {
    if (!prefixes.some((prefix) => path.resolve(file).startsWith(prefix))) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, delayMs);
  });
  return () => clearTimeout(timer);
}
