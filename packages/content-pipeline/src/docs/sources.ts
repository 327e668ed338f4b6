import { createHash } from 'node:crypto';
import path from 'node:path';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { frontMatterLine } from '../markdown/front-matter-lines.js';
import { ContentError } from '../errors.js';
import { recordImageReads } from '../markdown/image-files.js';
import { recordSourceReads } from '../markdown/source-files.js';
import type { SourceFile } from '../source-text.js';
import { imageReading, type CompileDependencies } from './compile-cache.js';
import { isCategoryIndexName, stripNumberPrefix, stripNumberPrefixes } from './number-prefix.js';

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

/** Where a docs file lives: `<docsDir>/<locale>/<id>.md` (or `.mdx`). */
export function docLocation(docsDir: string, file: string): { locale: string; id: string } | undefined {
  const rel = path.relative(docsDir, file).split(path.sep);
  if (rel.length < 2 || rel[0] === '..' || !/\.mdx?$/.test(rel[rel.length - 1]!)) return undefined;
  const [locale, ...rest] = rel;
  return { locale: locale!, id: rest.join('/').replace(/\.mdx?$/, '') };
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

/**
 * A doc's route: its slug, else its id; a folder's index doc (`index.md`, `README.md`, or named like
 * the folder) is served at the folder's route, as Docusaurus does (`guides/index.md` -> `/docs/guides`).
 */
function routeFor(id: string, slug: string | undefined, routeBase: string, indexOf?: string): string {
  if (!slug && indexOf !== undefined) return indexOf === '' ? routeBase : `${routeBase}/${indexOf}`;
  if (!slug) return `${routeBase}/${id}`;
  return slug.startsWith('/') ? `${routeBase}${slug}` : `${routeBase}/${path.posix.join(path.posix.dirname(id), slug)}`.replace('/./', '/');
}

/**
 * The front matter keys that place a file (`id`, `slug`). The YAML is parsed only when its text
 * names one: planning reads every file on every build, and most name neither. (Any other problem
 * of the front matter is the compile's to report.)
 */
function placingKeys(file: SourceFile): { id?: string | undefined; slug?: string | undefined; parse_number_prefixes?: boolean | undefined } {
  const yaml = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(file.text)?.[1];
  if (yaml === undefined || !/(^|[\s{,])["']?(id|slug|parse_number_prefixes)["']?\s*:/m.test(yaml)) return {};
  return parseFrontMatter(file.text, file.displayPath).frontMatter;
}

/** Where each file of a docs version goes: its locale, id and route, known before any is compiled. */
/** How raw HTML in docs is compiled: `CompileOptions.rawHtml` and `iframeHosts`. */
export interface DocHtmlOptions {
  rawHtml?: RawHtmlMode | undefined;
  iframeHosts?: readonly string[] | undefined;
}

export interface DocSourcePlan {
  docsDir: string;
  footnoteLabels: Readonly<Record<string, string>>;
  /** Raw HTML in the files: sanitized (default) or refused; see `CompileOptions.rawHtml`. */
  rawHtml?: RawHtmlMode | undefined;
  /** Hosts an `<iframe>` in raw HTML may load from. */
  iframeHosts?: readonly string[] | undefined;
  /** Each docs file's place, by absolute path, in the order the files were given. */
  targets: Map<string, { locale: string; id: string; route: string }>;
}

/**
 * First pass over one docs version: every file's locale, id and route, so links can name any of
 * them whatever the order of compiling. Files outside a locale folder are left out.
 */
export function planDocSources(
  docsDir: string,
  files: readonly SourceFile[],
  localeCodes: readonly string[],
  footnoteLabels: Readonly<Record<string, string>> = {},
  routeBase = '/docs',
  html: DocHtmlOptions = {},
): DocSourcePlan {
  const targets: DocSourcePlan['targets'] = new Map();
  for (const file of files) {
    const location = docLocation(docsDir, file.path);
    if (!location) continue;
    if (!localeCodes.includes(location.locale)) {
      throw new ContentError({ file: file.displayPath }, `docs folder "${location.locale}" is not a locale of this site`, `move the file under one of: ${localeCodes.join(', ')}`);
    }
    const frontMatter = placingKeys(file);
    checkSlug(file, frontMatter.slug);
    // Number prefixes (`01-guides/02-setup.md`) order the sidebar and stay out of ids and routes, unless the doc says not to.
    const fileId = frontMatter.parse_number_prefixes === false ? location.id : stripNumberPrefixes(location.id);
    const id = frontMatter.id ? path.posix.join(path.posix.dirname(fileId), frontMatter.id).replace(/^\.\//, '') : fileId;
    const folder = path.posix.dirname(fileId) === '.' ? '' : path.posix.dirname(fileId);
    const stem = location.id.split('/').pop()!;
    const isIndex = folder === '' ? /^(index|readme)$/i.test(stripNumberPrefix(stem)) : isCategoryIndexName(stem, folder.split('/').pop()!);
    targets.set(file.path, { locale: location.locale, id, route: routeFor(id, frontMatter.slug, routeBase, isIndex ? folder : undefined) });
  }
  return { docsDir, footnoteLabels, targets, ...(html.rawHtml ? { rawHtml: html.rawHtml } : {}), ...(html.iframeHosts?.length ? { iframeHosts: html.iframeHosts } : {}) };
}

/** What compiling a planned file depends on besides its text and the links it resolves: a cache key's settings. */
export function compileSettings(plan: DocSourcePlan, file: SourceFile): { file: string; sourcePath: string; footnoteLabel: string | undefined; locale: string; rawHtml: string | undefined; iframeHosts: string | undefined } {
  const { locale } = plan.targets.get(file.path)!;
  return { file: file.displayPath, sourcePath: file.path, footnoteLabel: plan.footnoteLabels[locale], locale, rawHtml: plan.rawHtml, iframeHosts: plan.iframeHosts?.join(' ') };
}

/** Resolves a linked Markdown file to its route: a translation may link to a page that exists only in another locale so far (same id, any locale). */
export function planLinkResolver(plan: DocSourcePlan, routeById = routesById(plan)): (linked: string) => string | undefined {
  return (linked) => {
    const planned = plan.targets.get(linked)?.route;
    if (planned !== undefined) return planned;
    const id = docLocation(plan.docsDir, linked)?.id ?? '';
    return routeById.get(id) ?? routeById.get(stripNumberPrefixes(id));
  };
}

/** A planned file's doc from its compiled Markdown; a page without a title is an error. */
export function docSourceOf(plan: DocSourcePlan, file: SourceFile, compiled: CompiledMarkdown): DocSource {
  const target = plan.targets.get(file.path)!;
  if (!compiled.frontMatter.title) {
    throw new ContentError({ file: file.displayPath, line: 1 }, 'the page has no title', 'add `title: ...` to the front matter, or start the page with a `# Heading`');
  }
  const relativePath = path.relative(path.join(plan.docsDir, target.locale), file.path).split(path.sep).join('/');
  return { locale: target.locale, id: target.id, route: target.route, file, relativePath, hash: sourceHash(file.text), compiled };
}

/**
 * Compiles one planned docs file (its path must be one of the plan's targets). With `read`, records
 * what the compile read besides the text (linked routes, image files), for a cache.
 */
export function compileDocFile(plan: DocSourcePlan, file: SourceFile, routeById = routesById(plan), read?: CompileDependencies): DocSource {
  const resolve = planLinkResolver(plan, routeById);
  const compile = () =>
    compileMarkdown(file.text, {
      ...compileSettings(plan, file),
      rawHtml: plan.rawHtml,
      iframeHosts: plan.iframeHosts,
      resolveMarkdown: read
        ? (linked) => {
            const route = resolve(linked);
            read.links.push([linked, route ?? null]);
            return route;
          }
        : resolve,
    });
  if (!read) return docSourceOf(plan, file, compile());
  const { value: { value, files }, sources } = recordSourceReads(() => recordImageReads(compile));
  read.images.push(...files.map((image): [string, string] => [image, imageReading(image)]));
  if (sources.length) (read.sources ??= []).push(...sources);
  return docSourceOf(plan, file, value);
}

/** What compiling one planned file gave, and with `record`, what it read (for a cache). */
export type CompiledDoc = { source: DocSource; read?: CompileDependencies };

export function compilePlannedFile(plan: DocSourcePlan, file: SourceFile, routeById: Map<string, string>, record: boolean): CompiledDoc {
  if (!record) return { source: compileDocFile(plan, file, routeById) };
  const read: CompileDependencies = { links: [], images: [] };
  return { source: compileDocFile(plan, file, routeById, read), read };
}

/** Each id's route, whichever locale's file gave it. */
export function routesById(plan: DocSourcePlan): Map<string, string> {
  return new Map([...plan.targets.values()].map((t) => [t.id, t.route]));
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
  html: DocHtmlOptions = {},
): DocSource[] {
  const plan = planDocSources(docsDir, files, localeCodes, footnoteLabels, routeBase, html);
  const routeById = routesById(plan);
  return files.filter((file) => plan.targets.has(file.path)).map((file) => compileDocFile(plan, file, routeById));
}
