import fs from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from './errors.js';

/** A content file as read from disk. */
export interface SourceFile {
  /** Absolute path. */
  path: string;
  /** Path relative to the site root, as shown in messages (`content/docs/ru/install/x.md`). */
  displayPath: string;
  text: string;
}

// The byte-order mark stays in the text, so the text hashes like the file (translations record that hash).
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Where the first byte that is not valid UTF-8 is: its offset, line and column. */
function firstInvalidByte(bytes: Uint8Array): { offset: number; line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let offset = 0; offset < bytes.length; ) {
    const byte = bytes[offset]!;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    const sequence = bytes.subarray(offset, offset + length);
    const valid = length > 0 && sequence.length === length && (length === 1 || isDecodable(sequence));
    if (!valid) return { offset, line, column: new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1 };
    if (byte === 0x0a) [line, lineStart] = [line + 1, offset + 1];
    offset += length;
  }
  return { offset: bytes.length, line, column: 1 };
}

function isDecodable(sequence: Uint8Array): boolean {
  try {
    utf8.decode(sequence);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of a content file, which must be UTF-8 (a byte-order mark is allowed and kept for the
 * front matter reader to skip). Any other encoding is an error naming the line and column of the
 * first byte that is not UTF-8, instead of a page full of replacement characters.
 */
export function decodeSourceText(bytes: Uint8Array, file: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new ContentError({ file, line: 1 }, 'the file is UTF-16 (it starts with a UTF-16 byte-order mark); content files must be UTF-8', 'save it as UTF-8 in your editor, or convert it: iconv -f UTF-16 -t UTF-8');
  }
  try {
    return utf8.decode(bytes);
  } catch {
    const { offset, line, column } = firstInvalidByte(bytes);
    const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
    throw new ContentError(
      { file, line, column },
      `the file is not valid UTF-8: byte 0x${byte} at line ${line}, column ${column} is not UTF-8 (the file is likely in a legacy encoding such as Windows-1251 or ISO-8859-1)`,
      'save it as UTF-8 in your editor, or convert it, e.g. iconv -f WINDOWS-1251 -t UTF-8 (name the encoding it was written in)',
    );
  }
}

/** A content file above this size is reported as a warning: it is slow to build and to read. */
export const PAGE_SIZE_WARNING = 512 * 1024;
/** A content file above this size fails the build (a 5 MB page builds for a minute into 22 MB of HTML). */
export const PAGE_SIZE_LIMIT = 2 * 1024 * 1024;

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The line on which the file passes `limit` bytes, to show where to split it. */
const lineAt = (bytes: Uint8Array, limit: number) => bytes.subarray(0, limit).reduce((lines, byte) => lines + (byte === 0x0a ? 1 : 0), 1);

/**
 * A file above `PAGE_SIZE_LIMIT` is an error, one above `PAGE_SIZE_WARNING` a warning, each naming
 * the line where the size is passed.
 */
export function checkPageSize(bytes: Uint8Array, file: string, warn: (message: string) => void): void {
  if (bytes.length > PAGE_SIZE_LIMIT) {
    throw new ContentError(
      { file, line: lineAt(bytes, PAGE_SIZE_LIMIT) },
      `the file is ${sizeText(bytes.length)}; a content file may be at most ${sizeText(PAGE_SIZE_LIMIT)} (it passes that size on this line)`,
      'split it into several pages',
    );
  }
  if (bytes.length > PAGE_SIZE_WARNING) {
    warn(`warning: ${file}:${lineAt(bytes, PAGE_SIZE_WARNING)}: the file is ${sizeText(bytes.length)}, above ${sizeText(PAGE_SIZE_WARNING)}: it is slow to build and to read; consider splitting it into several pages`);
  }
}

/**
 * Reads content files as UTF-8, each with its path below `siteDir` as messages show it; sizes are
 * checked (`checkPageSize`), warnings go to `warn`.
 */
export function readSourceFiles(paths: readonly string[], siteDir: string, warn: (message: string) => void = console.warn): Promise<SourceFile[]> {
  return Promise.all(
    paths.map(async (file) => {
      const displayPath = path.relative(siteDir, file).split(path.sep).join('/');
      const bytes = await fs.readFile(file);
      checkPageSize(bytes, displayPath, warn);
      return { path: file, displayPath, text: decodeSourceText(bytes, displayPath) };
    }),
  );
}
