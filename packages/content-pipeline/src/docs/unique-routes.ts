import { ContentError } from '../errors.js';
import { frontMatterLine } from '../markdown/front-matter-lines.js';
import type { DocSource } from './sources.js';

/**
 * Two files of one locale on the same route would overwrite each other's page. That happens with a
 * slug or an id, or when a version's path equals a docs folder (`/docs/next/...`), so it is an error
 * naming both, at the line of the later file's slug (else its id) when it has one.
 */
export function assertUniqueRoutes(sources: readonly DocSource[]): void {
  const seen = new Map<string, DocSource>();
  for (const source of sources) {
    const key = `${source.locale} ${source.route}`;
    const other = seen.get(key);
    if (other) {
      const line = frontMatterLine(source.file.text, 'slug') ?? frontMatterLine(source.file.text, 'id');
      throw new ContentError(
        { file: source.file.displayPath, ...(line ? { line } : {}) },
        `route ${source.route} is also the route of ${other.file.displayPath}`,
        'change the slug or id in the front matter of one of them, or give the docs version another path',
      );
    }
    seen.set(key, source);
  }
}
