// Which prerendered pages of the last build are still current. A page's HTML depends only on the
// renderer (the server bundle), what is the same for every page (runtime, CSP), its own extras
// (preload links, expected status) and the data files its render read; the render threads report
// those reads, and the next build renders again only routes where any of them changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// 4: data files hashed as `dataFileHash` (SHA-1) makes them.
const VERSION = 5;

const sha = (text: string | Uint8Array) => crypto.createHash('sha256').update(text).digest('base64url');

interface Entry {
  /** Hash of the route's extras: status, preload links. */
  key: string;
  /** Data files the render read, by path below the site root. */
  reads: string[];
  /** Hash of those files' hashes, in order. */
  data: string;
  /** Size and modification time of the HTML file written, as `<size>:<mtimeMs>`. */
  html: string;
  /** Hash of the HTML written: a file restored with the same bytes (by Nx's cache) is still current. */
  sha: string;
}

interface Manifest {
  version: number;
  /** Hash of the renderer and what every page shares. */
  renderer: string;
  entries: Record<string, Entry>;
}

/** What `prerender` asks of the cache. */
export interface PrerenderCache {
  /** Whether `file` (below the output folder) still holds what rendering `route` would write. */
  isCurrent(route: string, extras: string, file: string): boolean;
  /** Notes what rendering `route` read, once its HTML is written to `file`. */
  record(route: string, extras: string, reads: readonly string[], file: string, html: string): void;
  /** Writes the manifest, keeping only the routes of this build. */
  save(): void;
}

export interface PrerenderCacheOptions {
  /** Folder of the compile cache; the manifest is kept below it, one per output folder. */
  cacheDir: string;
  outDir: string;
  /** Folders and values every page's HTML depends on (the server bundle's folder, runtime, CSP). */
  renderer: { files: readonly string[]; values: unknown };
  /** Hash of a data file written by this build, by its path below the site root; undefined when none. */
  dataHash: (urlPath: string) => string | undefined;
}

/** Hash of every file below `dirs` (names and bytes) and of `values`. */
function rendererHash(dirs: readonly string[], values: unknown): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify(values));
  for (const dir of dirs) {
    const files = fs.statSync(dir).isDirectory()
      ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
      : [dir];
    for (const file of files.sort()) hash.update(`\0${path.relative(dir, file)}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('base64url');
}

/**
 * The prerender cache of one output folder. Whether a page is current is checked against the file
 * in the output folder itself (its size and modification time, else its bytes' hash), so a page
 * changed or removed by anything else is rendered again, never trusted.
 */
export function prerenderCache({ cacheDir, outDir, renderer, dataHash }: PrerenderCacheOptions): PrerenderCache {
  const manifestFile = path.join(cacheDir, 'prerender', `${sha(path.resolve(outDir)).slice(0, 16)}.json`);
  const rendererKey = rendererHash(renderer.files, renderer.values);
  let previous: Manifest['entries'] = {};
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.version === VERSION && manifest.renderer === rendererKey) previous = manifest.entries;
  } catch {
    // No manifest yet, or an unreadable one: every page is rendered.
  }
  const entries: Manifest['entries'] = {};
  const readsHash = (reads: readonly string[]) => sha(reads.map((read) => `${read}=${dataHash(read) ?? '-'}`).join('\n'));
  // Like make: a file whose size or modification time is not the one written was changed by something else.
  const stamp = (file: string) => {
    const stats = fs.statSync(path.join(outDir, file), { throwIfNoEntry: false });
    return stats ? `${stats.size}:${stats.mtimeMs}` : undefined;
  };

  return {
    isCurrent(route, extras, file) {
      const entry = previous[route];
      if (!entry || entry.key !== sha(extras) || entry.data !== readsHash(entry.reads)) return false;
      const now = stamp(file);
      if (now === undefined) return false;
      // Another size or time: current only if the bytes are what was written (a restore).
      if (now !== entry.html && sha(fs.readFileSync(path.join(outDir, file))) !== entry.sha) return false;
      entries[route] = { ...entry, html: now };
      return true;
    },
    record(route, extras, reads, file, html) {
      const written = stamp(file);
      if (written) entries[route] = { key: sha(extras), reads: [...reads], data: readsHash(reads), html: written, sha: sha(html) };
    },
    save() {
      fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
      const manifest: Manifest = { version: VERSION, renderer: rendererKey, entries };
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    },
  };
}
