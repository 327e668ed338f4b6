/** Intrinsic size of an image in CSS pixels, as a browser lays it out before it has loaded. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A file that starts like a known image format but whose header cannot be read. */
export class ImageHeaderError extends Error {
  override name = 'ImageHeaderError';
}

/** Whether `bytes` hold `prefix` at offset `at`. */
export function bytesAt(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

/** `length` bytes at `at` as Latin-1 text, for four-character codes and signatures. */
export const asciiAt = (bytes: Uint8Array, at: number, length: number): string => String.fromCharCode(...bytes.subarray(at, at + length));

/** A view on the header; throws when it is shorter than the format's fixed fields. */
export function headerView(bytes: Uint8Array, length: number, format: string): DataView {
  if (bytes.length < length) throw new ImageHeaderError(`the ${format} header is cut short (${bytes.length} bytes)`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
