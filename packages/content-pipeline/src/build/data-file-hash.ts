import { createHash } from 'node:crypto';

/**
 * The hash of a data file's JSON that a build compares between builds (the prerender's record, a
 * search index's key): equal hashes, equal files. Not a security measure, so the faster SHA-1.
 */
export function dataFileHash(json: string | Uint8Array): string {
  return createHash('sha1').update(json).digest('base64url');
}
