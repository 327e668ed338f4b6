import fs from 'node:fs/promises';
import type { LinkSource } from '@lumidoc/contract';
import { mapLimit } from './files.js';

/**
 * The content files the pages copy into the site (relative and `@site/` images, linked downloads),
 * by the URL the compile gave each (named by its bytes' hash), read from disk. A compile kept in the
 * cache carries the same list, so a build that compiles nothing still writes every file.
 */
export async function readContentAssets(sources: readonly LinkSource[]): Promise<Map<string, Uint8Array>> {
  const byUrl = new Map<string, string>();
  for (const source of sources) for (const image of source.images) if (image.file !== undefined) byUrl.set(image.src, image.file);
  const entries = [...byUrl];
  const contents = await mapLimit(entries, 16, ([, file]) => fs.readFile(file));
  return new Map(entries.map(([url], index) => [url, contents[index]!]));
}
