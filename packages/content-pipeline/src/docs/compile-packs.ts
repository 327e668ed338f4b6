// Where the compile cache keeps its entries: in pack files of a few megabytes, not a file per
// entry. A cold build of a large site makes thousands of entries, and creating a small file costs
// the system far more than writing its bytes: 5,000 entries of 30 KB took 1.4 to 2.8 s of system
// time as files, 0.3 to 0.4 s as packs.
import fs from 'node:fs';
import path from 'node:path';
import type { CompileCache } from './compile-cache.js';

/** The folder of the packs, below the build cache. */
const PACKS = 'compiled';
/** A pack is closed once it holds this many bytes, or once writes pause (`QUIET_MS`). */
const PACK_BYTES = 8 << 20;
const QUIET_MS = 1_000;
/**
 * A development session writes a small pack per edit: once there are more than `MAX_SMALL_PACKS`
 * packs under `SMALL_PACK_BYTES`, they are merged into one. Larger packs (a build's) are left as they are.
 */
const MAX_SMALL_PACKS = 32;
const SMALL_PACK_BYTES = 1 << 20;
/**
 * A pack is its entries' JSON texts back to back (UTF-8), then its index (JSON: `[[key,
 * byteLength], …]`, in the entries' order) on a line, then this trailer: the format and where the
 * index starts, as 12 digits.
 */
const FORMAT = 'lumidoc-compile-pack 1';
const TRAILER_BYTES = FORMAT.length + 1 + 12 + 1;

/** Where an entry's JSON is: a pack file, and a byte range in it. */
interface Location {
  pack: string;
  start: number;
  length: number;
}

/** A compile cache whose entries are readable by other builds once `flush()` closed their pack (or writing paused, or the process ended). */
export interface PackedCompileCache extends CompileCache {
  /** Closes the pack being written, if any. */
  flush(): void;
}

/** Whether the cache in `dir` (`fileCompileCache(dir)`) holds no compiled file yet: a first build, a cleared cache, or none (`dir` absent or `false`). */
export function compileCacheIsEmpty(dir: string | false | undefined): boolean {
  return !dir || packFiles(path.join(dir, PACKS)).length === 0;
}

/**
 * The compile cache in `dir`: entries in pack files below `<dir>/compiled`. Each entry is appended
 * to a pack as it is written (a build's entries never wait in memory); the pack is written under a
 * temporary name and renamed once closed, never changed, so a build running beside another never
 * reads half a pack. Of two entries with the same key, the newer pack's is found. Deleting `dir`
 * clears the cache. An entry not in `dir` is read from the `readFrom` folders' caches, in order,
 * which are never written (the compiled parts of a build in parts).
 */
export function fileCompileCache(dir: string, { readFrom = [] }: { readFrom?: readonly string[] } = {}): PackedCompileCache {
  const folder = path.join(dir, PACKS);
  let index: Map<string, Location> | undefined;
  let partIndexes: Array<Map<string, Location>> | undefined;
  let open: OpenPack | undefined;
  let quiet: NodeJS.Timeout | undefined;
  let packed = false;

  const flush = () => {
    clearTimeout(quiet);
    quiet = undefined;
    unflushed.delete(flush);
    if (!open) return;
    const closed = open.close();
    open = undefined;
    if (mergeSmallPacks(folder)) index = undefined;
    else for (const [key, location] of closed) index?.set(key, location);
  };

  return {
    read(key) {
      let location = open?.locationOf(key);
      if (!location) {
        index ??= packIndex(folder);
        location = index.get(key);
      }
      if (!location && readFrom.length > 0) {
        partIndexes ??= readFrom.map((part) => packIndex(path.join(part, PACKS)));
        for (const part of partIndexes) location ??= part.get(key);
      }
      return location && (readEntry(location) as never);
    },
    write(key, entry, json) {
      if (!open) {
        if (!packed) removeEntryFiles(dir);
        packed = true;
        open = new OpenPack(folder);
        flushAtExit(flush);
      }
      open.append(key, json ?? JSON.stringify(entry));
      if (open.bytes >= PACK_BYTES) flush();
      else if (quiet) quiet.refresh();
      else quiet = setTimeout(flush, QUIET_MS).unref();
    },
    flush,
  };
}

// A pack still open when the process ends is closed then: a build that failed keeps what it compiled.
const unflushed = new Set<() => void>();
let listening = false;
function flushAtExit(flush: () => void): void {
  if (!listening) process.once('exit', flushUnflushed);
  listening = true;
  unflushed.add(flush);
}
function flushUnflushed(): void {
  for (const flush of unflushed) {
    try {
      flush();
    } catch {
      // A cache that cannot be written is only slower next time.
    }
  }
}

let packsOpened = 0;

/** A pack being written: entries appended to a temporary file, which `close()` completes and renames. */
class OpenPack {
  private readonly file: string;
  private readonly temporary: string;
  private readonly fd: number;
  private readonly entries = new Map<string, Location>();
  bytes = 0;

  constructor(folder: string) {
    // Named by the time it was made (and this process's count, for packs of the same millisecond),
    // so that names sort oldest first; unique to this process.
    packsOpened += 1;
    const name = `${Date.now().toString(36).padStart(9, '0')}-${packsOpened.toString(36).padStart(6, '0')}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
    this.file = path.join(folder, `${name}.pack`);
    this.temporary = path.join(folder, `${name}.tmp`);
    fs.mkdirSync(folder, { recursive: true });
    this.fd = fs.openSync(this.temporary, 'w');
  }

  /** Appends an entry; a key appended again is found at its last place. */
  append(key: string, text: string | Buffer): void {
    const length = writeAll(this.fd, text, this.bytes);
    this.entries.delete(key);
    this.entries.set(key, { pack: this.temporary, start: this.bytes, length });
    this.bytes += length;
  }

  /** Where the entry of `key` is while the pack is open: in its temporary file. */
  locationOf(key: string): Location | undefined {
    return this.entries.get(key);
  }

  /** Writes the index and trailer, and gives the pack its name; returns where each entry now is. */
  close(): Array<[string, Location]> {
    const start = this.bytes;
    // The index lists the entries in file order, each once.
    const ordered = [...this.entries].sort((a, b) => a[1].start - b[1].start);
    let at = 0;
    const listed = ordered.map(([key, location]) => {
      const gap = location.start - at;
      at = location.start + location.length;
      return gap === 0 ? [key, location.length] : [key, location.length, gap];
    });
    const trailer = `${JSON.stringify(listed)}\n${FORMAT} ${String(start).padStart(12, '0')}\n`;
    try {
      writeAll(this.fd, trailer, start);
    } finally {
      fs.closeSync(this.fd);
    }
    fs.renameSync(this.temporary, this.file);
    return ordered.map(([key, location]) => [key, { ...location, pack: this.file }]);
  }

  /** Removes a closed pack. */
  remove(): void {
    fs.rmSync(this.file, { force: true });
  }
}

/** Writes all of `data` at `position`; returns its length in bytes. */
function writeAll(fd: number, data: string | Buffer, position: number): number {
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  // A string is encoded by the write itself: a buffer made first would hold its memory until the next garbage collection.
  let written = typeof data === 'string' ? fs.writeSync(fd, data, position) : 0;
  if (written < bytes) {
    const buffer = typeof data === 'string' ? Buffer.from(data) : data;
    while (written < bytes) written += fs.writeSync(fd, buffer, written, bytes - written, position + written);
  }
  return bytes;
}

/** The pack files in `folder`, oldest first (their names start with the time they were made). */
function packFiles(folder: string): string[] {
  try {
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.pack'))
      .sort()
      .map((name) => path.join(folder, name));
  } catch {
    return [];
  }
}

/** Every entry of the packs in `folder`; a later pack's entry replaces an earlier one's. An unreadable pack is skipped. */
function packIndex(folder: string): Map<string, Location> {
  const index = new Map<string, Location>();
  for (const pack of packFiles(folder)) {
    for (const [key, location] of readPackIndex(pack) ?? []) index.set(key, location);
  }
  return index;
}

/** A pack's entries and where each is, from its index (see `FORMAT`); undefined for a file that is not a whole pack. */
function readPackIndex(pack: string): Array<[string, Location]> | undefined {
  return reading(pack, (fd) => {
    const size = fs.fstatSync(fd).size;
    if (size < TRAILER_BYTES) return undefined;
    const trailer = readBytes(fd, size - TRAILER_BYTES, TRAILER_BYTES).toString('latin1');
    const match = /^(.*) (\d{12})\n$/.exec(trailer);
    if (match?.[1] !== FORMAT) return undefined;
    const start = Number(match[2]);
    if (start > size - TRAILER_BYTES - 1) return undefined;
    const listed = JSON.parse(readBytes(fd, start, size - TRAILER_BYTES - 1 - start).toString('utf8')) as Array<[string, number, number?]>;
    let at = 0;
    return listed.map(([key, length, gap = 0]): [string, Location] => {
      const location: Location = { pack, start: at + gap, length };
      at += gap + length;
      return [key, location];
    });
  });
}

/** An entry's JSON, parsed; undefined when its pack is gone (merged by another build) or damaged. */
function readEntry(location: Location): unknown {
  return reading(location.pack, (fd) => JSON.parse(readBytes(fd, location.start, location.length).toString('utf8')));
}

function readEntryBytes({ pack, start, length }: Location): Buffer | undefined {
  return reading(pack, (fd) => readBytes(fd, start, length));
}

/** `read` of the open file `file`; undefined when the file is gone, cut short or not what `read` parses. */
function reading<T>(file: string, read: (fd: number) => T): T | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    return read(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

function readBytes(fd: number, start: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  if (fs.readSync(fd, bytes, 0, length, start) !== length) throw new Error('cut short');
  return bytes;
}

/**
 * When `folder` holds more than `MAX_SMALL_PACKS` small packs, merges them into one and removes
 * them. Only the entries found in them are kept (an entry that a later pack replaced is dropped), so
 * the merged pack, the newest, replaces no entry of another. Returns whether it merged. A build
 * that reads a removed pack meanwhile finds no entry there and compiles the file again.
 */
function mergeSmallPacks(folder: string): boolean {
  removeAbandonedPacks(folder);
  const small = new Set(packFiles(folder).filter((pack) => (fs.statSync(pack, { throwIfNoEntry: false })?.size ?? SMALL_PACK_BYTES) < SMALL_PACK_BYTES));
  if (small.size <= MAX_SMALL_PACKS) return false;
  const merged = new OpenPack(folder);
  for (const [key, location] of packIndex(folder)) {
    const bytes = small.has(location.pack) ? readEntryBytes(location) : undefined;
    if (bytes) merged.append(key, bytes);
  }
  if (merged.close().length === 0) merged.remove();
  for (const pack of small) fs.rmSync(pack, { force: true });
  return true;
}

/** A pack that a process killed while writing it left open: its temporary file, untouched for a day, is removed. */
function removeAbandonedPacks(folder: string): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of fs.readdirSync(folder)) {
    if (!name.endsWith('.tmp')) continue;
    const file = path.join(folder, name);
    if ((fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < dayAgo) fs.rmSync(file, { force: true });
  }
}

/** A cache of one file per entry (`<2 hex>/<key>.json`, before packs): no build reads them, so they go with the first pack. */
function removeEntryFiles(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (/^[0-9a-f]{2}$/.test(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}
