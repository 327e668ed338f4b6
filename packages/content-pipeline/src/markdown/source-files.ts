import { createHash } from 'node:crypto';
import fs from 'node:fs';

// Files a compile reads besides its own (the partials an MDX file imports): recorded, so a cache
// of compiled pages can tell when one of them changed.

let recording: Map<string, string> | undefined;

/** Reads a UTF-8 file the compile depends on; `undefined` when it is not there. */
export function readSourceFile(file: string): string | undefined {
  let text: string | undefined;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    text = undefined;
  }
  recording?.set(file, sourceReading(text));
  return text;
}

/** What a file's reading is compared by: its content's hash, or `missing`. */
export function sourceReading(text: string | undefined): string {
  return text === undefined ? 'missing' : createHash('sha256').update(text).digest('hex');
}

/** The same reading of `file` now, to compare with a recorded one. */
export function currentSourceReading(file: string): string {
  try {
    return sourceReading(fs.readFileSync(file, 'utf8'));
  } catch {
    return sourceReading(undefined);
  }
}

/** Runs `fn` (synchronous) and returns the source files it read with their readings. */
export function recordSourceReads<T>(fn: () => T): { value: T; sources: Array<[file: string, reading: string]> } {
  const outer = recording;
  const sources = (recording = new Map());
  try {
    return { value: fn(), sources: [...sources] };
  } finally {
    recording = outer;
    for (const [file, reading] of sources) outer?.set(file, reading);
  }
}
