import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../errors.js';
import { readSourceFiles, type SourceFile } from '../source-text.js';
import { listFiles, writeFile } from '../build/files.js';
import type { BuildPlugin } from '@lumidoc/contract';
import type { LinkSource } from '../links/check.js';
import type { LocalizedText } from '../localized-text.js';
import { parseAuthors } from './authors.js';
import type { Feed } from './feeds.js';
import { renderAtom, renderRss } from './feeds.js';
import { DEFAULT_BLOG_LABELS, type BlogLabels } from './labels.js';
import { createBlogPages, isBuilt } from './pages.js';
import type { ReadingSpeed } from './reading-time.js';
import { BLOG_ROUTES } from './routes.js';
import { compileBlogSources, withRenderedDiagrams } from './sources.js';
import { parseTags } from './tags.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';

export interface BlogPluginOptions extends ReadingSpeed {
  /** Origin of the published site (`https://immich.app`), for absolute URLs in feeds and metadata. */
  siteUrl: string;
  /** The site's name, in feed titles. */
  siteTitle: string;
  /** Blog folder relative to the site folder; default `content/blog`. */
  dir?: string;
  /** Posts per list page; default 10. */
  postsPerPage?: number;
  /** Newest posts per feed; default 20. */
  feedLimit?: number;
  /** One sentence about the blog, for the list pages and feeds. */
  description?: LocalizedText;
  /** Overrides of the blog's page titles. */
  labels?: Partial<BlogLabels>;
  /** Social card image for posts without one: an absolute URL or a path under `public/`. */
  defaultImage?: string;
  /** Footnotes heading per locale. */
  footnoteLabels?: Record<string, string>;
  /** Raw HTML in Markdown: `'sanitize'` (default) or `'refuse'`, as `CompileOptions.rawHtml`. */
  rawHtml?: RawHtmlMode | undefined;
  /** Hosts an `<iframe>` in raw HTML may load from (https only). Default: none. */
  iframeHosts?: readonly string[] | undefined;
}

/** The first line of `text` that holds `value`. */
const lineOf = (text: string, value: string) => {
  const index = text.split('\n').findIndex((line) => line.includes(value));
  return index < 0 ? undefined : index + 1;
};

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The blog: posts from `<dir>/<locale>/*.md` with `authors.yml` and `tags.yml`, built into post,
 * list, archive, tag and author pages for every site locale, and an RSS and an Atom feed per locale.
 */
export function blogPlugin(options: BlogPluginOptions): BuildPlugin {
  const dir = options.dir ?? 'content/blog';
  let feeds: Array<{ locale: string; feed: Feed }> = [];
  return {
    name: 'blog',
    // Made from its own files only: runs while the docs compile.
    independentOfDocs: true,
    async pages({ locales, siteDir, mode, log }) {
      const blogDir = path.join(siteDir, dir);
      if (!fs.existsSync(blogDir)) throw new ContentError({ file: dir }, 'the blog folder does not exist', `add posts as ${dir}/<locale>/<yyyy>-<mm>-<dd>-<name>.md, or remove the blog plugin`);
      const localeCodes = locales.list.map((l) => l.code);
      const authorsFile = path.posix.join(dir, 'authors.yml');
      const tagsFile = path.posix.join(dir, 'tags.yml');
      const authorsText = (await readIfExists(path.join(blogDir, 'authors.yml'))) ?? '';
      const authors = parseAuthors(authorsText, authorsFile, localeCodes);
      const tags = parseTags((await readIfExists(path.join(blogDir, 'tags.yml'))) ?? '', tagsFile, localeCodes);
      const files: SourceFile[] = await readSourceFiles(await listFiles(blogDir, /\.mdx?$/), siteDir, log);
      const sources = await withRenderedDiagrams(compileBlogSources(blogDir, files, {
        localeCodes,
        authors,
        tags,
        authorsFile,
        tagsFile,
        tagsDeclared: tags.size > 0,
        ...(options.footnoteLabels ? { footnoteLabels: options.footnoteLabels } : {}),
        ...(options.rawHtml ? { rawHtml: options.rawHtml } : {}),
        ...(options.iframeHosts ? { iframeHosts: options.iframeHosts } : {}),
        ...(options.wordsPerMinute ? { wordsPerMinute: options.wordsPerMinute } : {}),
        ...(options.charactersPerMinute ? { charactersPerMinute: options.charactersPerMinute } : {}),
      }));
      const result = createBlogPages(sources, {
        locales,
        authors,
        tags,
        mode,
        siteUrl: options.siteUrl,
        siteTitle: options.siteTitle,
        postsPerPage: options.postsPerPage ?? 10,
        feedLimit: options.feedLimit ?? 20,
        labels: { ...DEFAULT_BLOG_LABELS, ...options.labels },
        ...(options.description !== undefined ? { description: options.description } : {}),
        ...(options.defaultImage !== undefined ? { defaultImage: options.defaultImage } : {}),
      });
      feeds = result.feeds;
      const built = sources.filter((s) => isBuilt(s, mode));
      const postIds = new Set(built.map((s) => s.id));
      log(`blog: ${postIds.size} posts, ${result.pages.length / locales.list.length} pages per locale, ${result.pages.length} in all`);
      // The compile resolved and recorded the front matter `image` (the social card) with the body's images.
      const linkSources: LinkSource[] = built.map((s) => ({ locale: s.locale, route: s.route, displayPath: s.file.displayPath, links: s.compiled.links, images: s.compiled.images }));
      // Avatars are images every post page loads: checked like the images in posts.
      const avatars = [...authors.values()].flatMap((a) => (a.imageUrl ? [{ src: a.imageUrl, line: lineOf(authorsText, a.imageUrl), remote: !a.imageUrl.startsWith('/') }] : []));
      if (avatars.length > 0) linkSources.push({ locale: locales.sourceLocale, route: '/', displayPath: authorsFile, links: [], images: avatars });
      return { pages: result.pages, linkSources };
    },
    async emit({ locales, outDir }) {
      await Promise.all(
        feeds.flatMap(({ locale, feed }) => [
          writeFile(path.join(outDir, locales.localizePath(BLOG_ROUTES.rss, locale)), renderRss(feed)),
          writeFile(path.join(outDir, locales.localizePath(BLOG_ROUTES.atom, locale)), renderAtom(feed)),
        ]),
      );
    },
  };
}
