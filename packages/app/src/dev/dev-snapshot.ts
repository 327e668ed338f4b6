// The data of the last collection a development server made, kept on disk so that the next start
// answers its first pages before it has collected the site again. Used only while the sources are
// exactly as they were collected (same files, sizes and times, same options): then it is the
// collection the server is about to make.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cachingDataSource, parseDataFile, sharedDataPath, sharedPartOf, type PageDataSource, type SiteRuntime } from '@lumidoc/content-pipeline/runtime';

/** What a snapshot's index records: the sources it was collected from, the runtime, each data file's hash. */
interface SnapshotIndex {
  fingerprint: string;
  runtime: SiteRuntime;
  files: Record<string, string>;
}

/** A kept collection, good for the sources it was opened for. */
export interface DevSnapshot {
  runtime: SiteRuntime;
  data: PageDataSource;
  /** A page's or sidebar's data file by its path below the site root, when the snapshot has it. */
  dataFile(urlPath: string): Promise<string | undefined>;
  /** Each data file's hash by path, to tell what a new collection changed. */
  hashes: Readonly<Record<string, string>>;
}

const INDEX = 'index.json';
const hashOf = (text: string) => createHash('sha1').update(text).digest('base64url');
const fileOf = (dir: string, urlPath: string) => path.join(dir, 'files', ...urlPath.split('/').filter(Boolean));

/** Folders a source walk skips: dependencies, build output, and hidden ones (.git, editors'). */
const SKIPPED = (name: string) => name === 'node_modules' || name === 'dist' || name === 'out-tsc' || name.startsWith('.');

/** Every file below the folders (and the files) named, as `path size mtime`, sorted, each once; missing ones are skipped. */
async function stamps(paths: readonly string[]): Promise<string[]> {
  const lines = new Set<string>();
  const visit = async (entry: string): Promise<void> => {
    const stat = await fs.stat(entry).catch(() => undefined);
    if (!stat) return;
    if (!stat.isDirectory()) {
      lines.add(`${entry}\t${stat.size}\t${stat.mtimeMs}`);
      return;
    }
    const names = (await fs.readdir(entry)).filter((name) => !SKIPPED(name));
    await Promise.all(names.map((name) => visit(path.join(entry, name))));
  };
  await Promise.all(paths.map((entry) => visit(path.resolve(entry))));
  return [...lines].sort();
}

/**
 * What the collection of a site depends on: every file below `sources` (content, openapi, public,
 * the app with its config and options) by size and modification time, and `options` as text
 * (functions by their source). Any change gives another fingerprint.
 */
export async function sourcesFingerprint(sources: readonly string[], options: unknown): Promise<string> {
  const optionsText = JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? value.toString() : value));
  return hashOf([...(await stamps(sources)), optionsText].join('\n'));
}

/** The snapshot in `dir` when it was made from sources with this fingerprint, else undefined. */
export async function openSnapshot(dir: string, fingerprint: string): Promise<DevSnapshot | undefined> {
  const index = await fs
    .readFile(path.join(dir, INDEX), 'utf8')
    .then((text) => JSON.parse(text) as SnapshotIndex)
    .catch(() => undefined);
  if (index?.fingerprint !== fingerprint) return undefined;
  const dataFile = (urlPath: string) => (urlPath in index.files ? fs.readFile(fileOf(dir, urlPath), 'utf8').catch(() => undefined) : Promise.resolve(undefined));
  return {
    runtime: index.runtime,
    hashes: index.files,
    dataFile,
    data: cachingDataSource(async (urlPath) => {
      const text = await dataFile(urlPath);
      return text === undefined ? undefined : parseDataFile(text);
    }),
  };
}

/** What a snapshot is made from: a collected site's runtime and data files. */
export interface SnapshotSource {
  runtime: SiteRuntime;
  dataFiles(): Iterable<readonly [path: string, json: string, ...rest: unknown[]]>;
  dataFile(urlPath: string): string | undefined;
}

/**
 * Keeps the snapshot in `dir` up to date. `save` writes the data files that changed since the last
 * save (all of them are compared, or only the `paths` given, after an update in place) and resolves
 * to the hash of every data file. The index is removed first and written last, so a save cut short
 * leaves no snapshot, never a wrong one; saves run one after another, yielding between files.
 */
export function snapshotWriter(dir: string): { save(site: SnapshotSource, fingerprint: string, paths?: readonly string[]): Promise<Record<string, string>> } {
  let queue: Promise<unknown> = Promise.resolve();
  let written: Record<string, string> | undefined;
  const madeDirs = new Set<string>();
  const write = async (urlPath: string, json: string) => {
    const file = fileOf(dir, urlPath);
    const folder = path.dirname(file);
    if (!madeDirs.has(folder)) await fs.mkdir(folder, { recursive: true });
    madeDirs.add(folder);
    await fs.writeFile(file, json);
  };
  const save = async (site: SnapshotSource, fingerprint: string, paths?: readonly string[]) => {
    const before: Record<string, string> = (written ??= await fs
      .readFile(path.join(dir, INDEX), 'utf8')
      .then((text) => (JSON.parse(text) as SnapshotIndex).files)
      .catch(() => ({})));
    await fs.rm(path.join(dir, INDEX), { force: true });
    const files: Record<string, string> = paths ? { ...before } : {};
    const entries: Iterable<readonly [string, string | undefined, ...unknown[]]> = paths ? withSharedParts(site, paths) : site.dataFiles();
    for (const [urlPath, json] of entries) {
      if (json === undefined) {
        delete files[urlPath];
        continue;
      }
      const hash = hashOf(json);
      files[urlPath] = hash;
      if (before[urlPath] !== hash) await write(urlPath, json);
    }
    for (const urlPath of Object.keys(before)) if (!(urlPath in files)) await fs.rm(fileOf(dir, urlPath), { force: true });
    written = files;
    const index: SnapshotIndex = { fingerprint, runtime: site.runtime, files };
    await fs.writeFile(path.join(dir, `${INDEX}.tmp`), JSON.stringify(index));
    await fs.rename(path.join(dir, `${INDEX}.tmp`), path.join(dir, INDEX));
    return files;
  };
  return {
    save(site, fingerprint, paths) {
      const run = queue.then(() => save(site, fingerprint, paths));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** The routes of the page data files whose hash differs between two sets, and whether any other data file (a sidebar) differs. */
export function changedData(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): { routes: string[]; other: boolean } {
  const routes: string[] = [];
  let other = false;
  for (const urlPath of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[urlPath] === after[urlPath]) continue;
    const route = routeOfPageData(urlPath);
    if (route === undefined) other = true;
    else routes.push(route);
  }
  return { routes, other };
}

/** The data files at `paths`, and the shared parts they name (a changed page may name a new one). */
function* withSharedParts(site: SnapshotSource, paths: readonly string[]): Iterable<readonly [string, string | undefined]> {
  for (const urlPath of paths) {
    const json = site.dataFile(urlPath);
    yield [urlPath, json];
    const shared = json && sharedPartOf(json);
    if (shared) yield [sharedDataPath(shared), site.dataFile(sharedDataPath(shared))];
  }
}

/** `/_data/ru/docs/x.json` -> `/ru/docs/x`, `/_data/index.json` -> `/`; undefined for a sidebar's or a shared part's file. */
function routeOfPageData(urlPath: string): string | undefined {
  const match = /^\/_data(\/.*)\.json$/.exec(urlPath);
  if (!match || match[1]!.startsWith('/_sidebars/') || match[1]!.startsWith('/_shared/')) return undefined;
  return match[1] === '/index' ? '/' : match[1]!;
}
