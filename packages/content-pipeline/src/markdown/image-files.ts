import fs from 'node:fs';
import { parseImageSize, type ImageSize } from './image-size.js';

/** What reading one image file gave: whether it is there, and its size when its format has one. */
export type ImageFile = { exists: false } | { exists: true; size?: ImageSize };

// Every locale's copy of a page shows the same images: read each file once per change.
const sizes = new Map<string, { stamp: string; size?: ImageSize }>();

/**
 * Reads the intrinsic size of an image file (the side effect next to the pure `parseImageSize`).
 * Results are kept per path until the file's size or modification time changes, so a development
 * server that recompiles sees edited images. Throws `ImageHeaderError` for a broken header.
 */
export function readImageFile(file: string): ImageFile {
  recording?.add(file);
  const stat = fs.statSync(file, { throwIfNoEntry: false, bigint: true });
  if (!stat?.isFile()) return { exists: false };
  const stamp = `${stat.size}:${stat.mtimeNs}`;
  const cached = sizes.get(file);
  if (cached?.stamp === stamp) return { exists: true, ...(cached.size ? { size: cached.size } : {}) };
  const size = parseImageSize(fs.readFileSync(file));
  sizes.set(file, { stamp, ...(size ? { size } : {}) });
  return { exists: true, ...(size ? { size } : {}) };
}

let recording: Set<string> | undefined;

/** Runs `fn` (synchronous) and returns the image files it read, for a cache to check later. */
export function recordImageReads<T>(fn: () => T): { value: T; files: string[] } {
  const outer = recording;
  const files = (recording = new Set());
  try {
    return { value: fn(), files: [...files] };
  } finally {
    recording = outer;
    for (const file of files) outer?.add(file);
  }
}
