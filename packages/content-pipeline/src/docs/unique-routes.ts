import { ContentError } from '../errors.js';
import type { DocSource } from './sources.js';

/**
 * Two files of one locale on the same route would overwrite each other's page. That happens with a
 * slug, or when a version's path equals a docs folder (`/docs/next/...`), so it is an error naming both.
 */
export function assertUniqueRoutes(sources: readonly DocSource[]): void {
  const seen = new Map<string, DocSource>();
  for (const source of sources) {
    const key = `${source.locale} ${source.route}`;
    const other = seen.get(key);
    if (other) {
      throw new ContentError(
        { file: source.file.displayPath },
        `route ${source.route} is also the route of ${other.file.displayPath}`,
        'change the slug or id in the front matter of one of them, or give the docs version another path',
      );
    }
    seen.set(key, source);
  }
}
