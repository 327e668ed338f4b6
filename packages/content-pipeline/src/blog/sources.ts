import path from 'node:path';
import type { SourceFile } from '../docs/sources.js';
import { sourceHash } from '../docs/sources.js';
import { ContentError, gatherContentErrors, throwIfAny } from '../errors.js';
import { activeCompileCache, compileThroughCache } from '../docs/compile-cache.js';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { withDiagramsDrawn } from '../markdown/mermaid-render.js';
import { inlineAuthor, type AuthorConfig } from './authors.js';
import { frontMatterLine } from '../markdown/front-matter-lines.js';
import { readingTimeMinutes, type ReadingSpeed } from './reading-time.js';
import { isReservedBlogRoute, postRoute } from './routes.js';
import { inlineTag, type TagConfig } from './tags.js';

/** One locale's version of a blog post, compiled and checked. */
export interface BlogSource {
  locale: string;
  /** The file name without `.md`, the same in every locale (`2024-07-18-immich-licensing`). */
  id: string;
  /** Locale-neutral route, e.g. `/blog/2023/06/24/update`. */
  route: string;
  /** ISO 8601 date and time (UTC). */
  date: string;
  file: SourceFile;
  hash: string;
  compiled: CompiledMarkdown;
  title: string;
  authors: string[];
  tags: string[];
  readingTimeMinutes: number;
}

export interface BlogSourcesOptions extends ReadingSpeed {
  localeCodes: readonly string[];
  /** Authors of `authors.yml`; the authors posts write in place are added to it. */
  authors: Map<string, AuthorConfig>;
  /** Tags of `tags.yml`; without one, the tags posts name are added to it (inline tags). */
  tags: Map<string, TagConfig>;
  /** Shown in the fix of an unknown author or tag. */
  authorsFile: string;
  tagsFile: string;
  /** Whether the blog has a `tags.yml`: then a tag not in it is an error; else posts' tags are taken as written. */
  tagsDeclared?: boolean;
  footnoteLabels?: Readonly<Record<string, string>>;
  /** Raw HTML in Markdown: `'sanitize'` (default) or `'refuse'`, as `CompileOptions.rawHtml`. */
  rawHtml?: RawHtmlMode | undefined;
  /** Hosts an `<iframe>` in raw HTML may load from (https only). Default: none. */
  iframeHosts?: readonly string[] | undefined;
}

const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;
const SLUG = /^\/?[\p{L}\p{N}._~-]+(\/[\p{L}\p{N}._~-]+)*$/u;

/**
 * Where a post lives, as Docusaurus finds posts: any `.md`/`.mdx` file below `<blogDir>/<locale>/`
 * (`_` files and folders aside), a folder's `index.md` standing for the folder. A date in the path
 * (`2024-07-18-name.md`, `2024/07/18/name.md`, `2024-07-18-name/index.md`) gives the id
 * `2024-07-18-name`, from which the post's date and route come.
 */
function postLocation(blogDir: string, file: string): { locale: string; id: string } | undefined {
  const rel = path.relative(blogDir, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2 || rel.some((part) => part.startsWith('_')) || !/\.mdx?$/.test(rel.at(-1)!)) return undefined;
  const [locale, ...rest] = rel;
  const id = rest.join('/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  const dated = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/](.+)$/.exec(id);
  return { locale: locale!, id: dated ? `${dated[1]}-${dated[2]}-${dated[3]}-${dated[4]!.replace(/\//g, '-')}` : id };
}

/** `2024-07-18`, `2024-07-18T00:00` or a full ISO time -> ISO in UTC; times without a zone are UTC. */
function toIsoDate(value: string): string | undefined {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) || hasZone ? value : `${value}Z`;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return undefined;
  const iso = new Date(time).toISOString();
  // Date.parse rolls 2023-02-30 over to March: a date that changes is not a real date.
  return /^\d{4}-\d{2}-\d{2}/.test(value) && iso.slice(0, 10) !== value.slice(0, 10) && !hasZone ? undefined : iso;
}

/**
 * Compiles every post of every locale. The date comes from the front matter `date`, else from the
 * file name (`yyyy-mm-dd-name.md`); the route from `slug`, else from the date and name. An unknown
 * author or tag, a missing title or date, or two posts on one route is a `ContentError`.
 */
export function compileBlogSources(blogDir: string, files: readonly SourceFile[], options: BlogSourcesOptions): BlogSource[] {
  const located = files.flatMap((file) => {
    const location = postLocation(blogDir, file.path);
    if (!location) return [];
    if (!options.localeCodes.includes(location.locale)) {
      throw new ContentError({ file: file.displayPath }, `blog folder "${location.locale}" is not a locale of this site`, `move the file under one of: ${options.localeCodes.join(', ')}`);
    }
    return [{ file, ...location }];
  });
  // Every post's route first, so a relative .md link to another post resolves whatever the order.
  const routes = new Map(located.map(({ file, id }) => [file.path, routeOf(file, id)]));
  const routeById = new Map(located.map(({ file, id }) => [id, routes.get(file.path)!.route]));

  const sources: BlogSource[] = [];
  const taken = new Map<string, string>();
  // Every post's problem at once, so a writer fixes them all in one go.
  const errors: ContentError[] = [];
  for (const { file, locale, id } of located) {
    try {
      const { route, date } = routes.get(file.path)!;
      const key = `${locale} ${route}`;
      if (taken.has(key)) {
        throw new ContentError({ file: file.displayPath, line: frontMatterLine(file.text, 'slug') }, `route ${route} is already used by ${taken.get(key)}`, 'give one of the posts another slug or file name');
      }
      taken.set(key, file.displayPath);
      const settings = { kind: 'blog', file: file.displayPath, sourcePath: file.path, footnoteLabel: options.footnoteLabels?.[locale], locale, rawHtml: options.rawHtml, iframeHosts: options.iframeHosts?.join(' ') };
      const resolve = (linked: string) => routes.get(linked)?.route ?? routeById.get(postLocation(blogDir, linked)?.id ?? '');
      const compiled = compileThroughCache(settings, file.text, resolve, (resolveMarkdown) =>
        compileMarkdown(file.text, { file: settings.file, sourcePath: file.path, footnoteLabel: settings.footnoteLabel, locale, resolveMarkdown, rawHtml: options.rawHtml, iframeHosts: options.iframeHosts }),
      );
      const fm = compiled.frontMatter;
      if (!fm.title) throw new ContentError({ file: file.displayPath, line: 1 }, 'the post has no title', 'add `title: ...` to the front matter, or start the post with a `# Heading`');
      const authors: string[] = [];
      for (const author of typeof fm.authors === 'string' ? [fm.authors] : (fm.authors ?? [])) {
        if (typeof author !== 'string') {
          const config = inlineAuthor(author, { file: file.displayPath, line: frontMatterLine(file.text, 'authors') });
          if (!options.authors.has(config.id)) options.authors.set(config.id, config);
          authors.push(config.id);
          continue;
        }
        if (!options.authors.has(author)) {
          throw new ContentError({ file: file.displayPath, line: frontMatterLine(file.text, 'authors', author) }, `unknown author "${author}"`, `use one of ${[...options.authors.keys()].join(', ') || '(none)'}, add "${author}" to ${options.authorsFile}, or write the author in place: authors: [{ name: …, title: … }]`);
        }
        authors.push(author);
      }
      const tags: string[] = [];
      for (const tag of fm.tags ?? []) {
        if (typeof tag === 'string' && options.tags.has(tag)) {
          tags.push(tag);
          continue;
        }
        const name = typeof tag === 'string' ? tag : tag.label;
        // With a tags.yml, every tag is one of its keys (Docusaurus's onInlineTags: 'throw'); without one, tags are written in place.
        if (options.tagsDeclared) {
          throw new ContentError({ file: file.displayPath, line: frontMatterLine(file.text, 'tags', typeof tag === 'string' ? tag : undefined) }, `unknown tag "${name}"`, `use one of ${[...options.tags.keys()].join(', ') || '(none)'}, or add "${name}" to ${options.tagsFile}`);
        }
        const config = inlineTag(tag);
        if (!options.tags.has(config.key)) options.tags.set(config.key, config);
        tags.push(config.key);
      }
      sources.push({
        locale,
        id,
        route,
        date,
        file,
        hash: sourceHash(file.text),
        compiled,
        title: fm.title,
        authors,
        tags,
        readingTimeMinutes: readingTimeMinutes(compiled.body, options),
      });
    } catch (error) {
      gatherContentErrors(errors, error);
    }
  }
  throwIfAny(errors);
  return sources;
}

/**
 * The posts with their mermaid diagrams drawn as SVG (body and excerpt), in one browser session for
 * the whole blog, through the build's cache when there is one: compiling leaves placeholders.
 */
export async function withRenderedDiagrams(sources: BlogSource[]): Promise<BlogSource[]> {
  return withDiagramsDrawn(sources, { cache: activeCompileCache() });
}

/** Date and route of a post from its file name and front matter. */
function routeOf(file: SourceFile, id: string): { route: string; date: string } {
  const { frontMatter } = parseFrontMatter(file.text, file.displayPath);
  const named = DATED_NAME.exec(id);
  let date: string | undefined;
  if (frontMatter.date !== undefined) {
    date = toIsoDate(frontMatter.date);
    if (!date) throw new ContentError({ file: file.displayPath, line: frontMatterLine(file.text, 'date') }, `date "${frontMatter.date}" is not a real date`, 'write it as yyyy-mm-dd, e.g. date: 2024-07-18');
  } else if (named) {
    date = toIsoDate(`${named[1]}-${named[2]}-${named[3]}`);
    if (!date) throw new ContentError({ file: file.displayPath }, `the file name starts with ${named[1]}-${named[2]}-${named[3]}, which is not a real date`, 'rename the file to yyyy-mm-dd-name.md with a real date');
  } else {
    throw new ContentError({ file: file.displayPath }, 'the post has no date', 'name the file yyyy-mm-dd-name.md, or add `date: yyyy-mm-dd` to the front matter');
  }
  const slug = frontMatter.slug;
  if (slug !== undefined && (!SLUG.test(slug) || slug.split('/').some((part) => part === '.' || part === '..'))) {
    throw new ContentError({ file: file.displayPath, line: frontMatterLine(file.text, 'slug') }, `slug "${slug}" is not a URL path`, 'use letters, digits, "-", "." and "/" between parts, e.g. slug: 2024/immich-licensing');
  }
  const route = postRoute(date, named ? named[4]! : id, slug);
  if (isReservedBlogRoute(route)) {
    throw new ContentError({ file: file.displayPath, line: frontMatterLine(file.text, 'slug') }, `route ${route} belongs to the blog's own pages`, 'choose a slug that does not start with page/, archive, authors or tags');
  }
  return { route, date };
}
