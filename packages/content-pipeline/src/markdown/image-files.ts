import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { parseImageSize, type ImageSize } from './image-size.js';

/**
 * What reading one image file gave: whether it is there, the hash of its bytes (which names a copied
 * image, and tells a cache that the file changed) and its size when its format has one.
 */
export type ImageFile = { exists: false } | { exists: true; hash: string; size?: ImageSize };

// Every locale's copy of a page shows the same images: read each file once per change.
const sizes = new Map<string, { stamp: string; hash: string; size?: ImageSize }>();

/**
 * Reads an image file's hash and intrinsic size (the side effect next to the pure `parseImageSize`).
 * Results are kept per path until the file's size or modification time changes, so a development
 * server that recompiles sees edited images. Throws `ImageHeaderError` for a broken header.
 */
export function readImageFile(file: string): ImageFile {
  recording?.add(file);
  const stat = fs.statSync(file, { throwIfNoEntry: false, bigint: true });
  if (!stat?.isFile()) return { exists: false };
  const stamp = `${stat.size}:${stat.mtimeNs}`;
  const cached = sizes.get(file);
  if (cached?.stamp === stamp) return { exists: true, hash: cached.hash, ...(cached.size ? { size: cached.size } : {}) };
  const bytes = fs.readFileSync(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const size = parseImageSize(bytes);
  sizes.set(file, { stamp, hash, ...(size ? { size } : {}) });
  return { exists: true, hash, ...(size ? { size } : {}) };
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
