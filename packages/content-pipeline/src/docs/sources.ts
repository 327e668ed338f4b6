import { createHash } from 'node:crypto';
import path from 'node:path';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { frontMatterLine } from '../markdown/front-matter-lines.js';
import { ContentError } from '../errors.js';
import type { SourceFile } from '../source-text.js';

export type { SourceFile } from '../source-text.js';

/** One locale's version of a doc, compiled. */
export interface DocSource {
  locale: string;
  /** `<section>/<slug>` or `<slug>` for top-level docs. */
  id: string;
  /** Locale-neutral route, `<routeBase>/<id>` (`/docs/<id>`) unless front matter sets `slug`. */
  route: string;
  file: SourceFile;
  /** Path below the locale folder, with its extension: `install/docker-compose.md`. */
  relativePath: string;
  /** First 12 hex digits of the SHA-256 of the file, what translations record as `source_hash`. */
  hash: string;
  compiled: CompiledMarkdown;
}

/** Short content hash used to track which source revision a translation follows. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** Where a docs file lives: `<docsDir>/<locale>/<id>.md`. */
export function docLocation(docsDir: string, file: string): { locale: string; id: string } | undefined {
  const rel = path.relative(docsDir, file).split(path.sep);
  if (rel.length < 2 || rel[0] === '..' || !/\.md$/.test(rel[rel.length - 1]!)) return undefined;
  const [locale, ...rest] = rel;
  return { locale: locale!, id: rest.join('/').replace(/\.md$/, '') };
}

/** A slug is a URL path: letters, digits, `.`, `_`, `~`, `-` in parts joined by `/`, optionally absolute. */
const SLUG = /^\/?[\p{L}\p{N}._~-]+(\/[\p{L}\p{N}._~-]+)*$/u;

/** A slug that is no URL path, or that climbs out of the docs with `.`/`..` parts, is an error at its line. */
function checkSlug(file: SourceFile, slug: string | undefined): void {
  if (slug === undefined || slug === '/') return;
  if (SLUG.test(slug) && !slug.split('/').some((part) => part === '.' || part === '..')) return;
  throw new ContentError(
    { file: file.displayPath, line: frontMatterLine(file.text, 'slug') },
    `slug "${slug}" is not a path below the docs: ${/(^|\/)\.\.?(\/|$)/.test(slug) ? '"." and ".." parts are not allowed' : 'it may hold only letters, digits, ".", "_", "~", "-" and "/" between parts'}`,
    'write the route the page should have below the docs, e.g. slug: /install/docker or slug: docker (next to the file)',
  );
}

function routeFor(id: string, slug: string | undefined, routeBase: string): string {
  if (!slug) return `${routeBase}/${id}`;
  return slug.startsWith('/') ? `${routeBase}${slug}` : `${routeBase}/${path.posix.join(path.posix.dirname(id), slug)}`.replace('/./', '/');
}

/**
 * Compiles every docs file of one docs version. Relative links are resolved with the whole set
 * known, so a link to a file that does not exist is reported here with its line; they stay inside
 * the version, because only its files are known. `routeBase` is where the version is served
 * (`/docs`, `/docs/next`, `/docs/1.134.0`).
 */
export function compileDocSources(
  docsDir: string,
  files: readonly SourceFile[],
  localeCodes: readonly string[],
  footnoteLabels: Readonly<Record<string, string>> = {},
  routeBase = '/docs',
): DocSource[] {
  const locations = new Map<string, { locale: string; id: string }>();
  for (const file of files) {
    const location = docLocation(docsDir, file.path);
    if (!location) continue;
    if (!localeCodes.includes(location.locale)) {
      throw new ContentError({ file: file.displayPath }, `docs folder "${location.locale}" is not a locale of this site`, `move the file under one of: ${localeCodes.join(', ')}`);
    }
    locations.set(file.path, location);
  }
  // First pass: every file's id and route, so links can name any of them, whatever the order.
  const targets = new Map<string, { id: string; route: string }>();
  for (const file of files) {
    const location = locations.get(file.path);
    if (!location) continue;
    const { frontMatter } = parseFrontMatter(file.text, file.displayPath);
    checkSlug(file, frontMatter.slug);
    const id = frontMatter.id ? path.posix.join(path.posix.dirname(location.id), frontMatter.id).replace(/^\.\//, '') : location.id;
    targets.set(file.path, { id, route: routeFor(id, frontMatter.slug, routeBase) });
  }
  const routeById = new Map([...targets.values()].map((t) => [t.id, t.route]));
  const sources: DocSource[] = [];
  for (const file of files) {
    const location = locations.get(file.path);
    const target = targets.get(file.path);
    if (!location || !target) continue;
    const compiled = compileMarkdown(file.text, {
      file: file.displayPath,
      sourcePath: file.path,
      footnoteLabel: footnoteLabels[location.locale],
      locale: location.locale,
      // A translation may link to a page that exists only in another locale so far: same id, any locale.
      resolveMarkdown: (linked) => targets.get(linked)?.route ?? routeById.get(docLocation(docsDir, linked)?.id ?? ''),
    });
    if (!compiled.frontMatter.title) {
      throw new ContentError({ file: file.displayPath, line: 1 }, 'the page has no title', 'add `title: ...` to the front matter');
    }
    const relativePath = path.relative(path.join(docsDir, location.locale), file.path).split(path.sep).join('/');
    sources.push({ locale: location.locale, id: target.id, route: target.route, file, relativePath, hash: sourceHash(file.text), compiled });
  }
  return sources;
}
