// Where the files a page refers to (linked Markdown files, images, downloads) are looked for. Every
// folder is found from the page's own paths, so a compile needs no other settings.
import path from 'node:path';

/** Resolves an absolute Markdown file path to the locale-neutral route of that page, if it is one. */
export type MarkdownLinkResolver = (absoluteFile: string) => string | undefined;

/** What resolving a page's links and images needs to know. */
export interface RefContext {
  /** The page's file as shown in messages (relative to the site folder for content files). */
  file: string;
  /** Absolute path of the page's file: relative links and images are read from its folder. */
  sourcePath: string;
  resolveMarkdown: MarkdownLinkResolver;
  /** The folder `/img/...` images are served from; without it, such images are not sized. */
  publicDir: string | undefined;
  /** The site folder, which `@site/...` names. Default: found from `file` and `sourcePath`. */
  siteDir?: string | undefined;
  /**
   * The content root of the page's plugin and locale (`content/docs/en`), which bare and absolute
   * Markdown paths are also read from. Default: the page's nearest folder named after `locale`.
   */
  contentRoot?: string | undefined;
  /** The content's locale, which names its content root. */
  locale?: string | undefined;
}

/**
 * The site folder, when `file` is shown relative to it (`content/docs/en/x.md`) and `sourcePath` is
 * that file's absolute path, as every content reader of this package passes them.
 */
export function siteDirOf(file: string, sourcePath: string | undefined): string | undefined {
  if (!sourcePath || !path.isAbsolute(sourcePath) || path.isAbsolute(file)) return undefined;
  const absolute = path.normalize(sourcePath);
  const suffix = path.sep + path.normalize(file);
  if (!absolute.endsWith(suffix)) return undefined;
  return absolute.slice(0, -suffix.length) || path.sep;
}

/** The nearest folder above `sourcePath` named `locale` (below the site folder, when known). */
export function contentRootOf(sourcePath: string, locale: string | undefined, siteDir: string | undefined): string | undefined {
  if (!locale) return undefined;
  for (let dir = path.dirname(sourcePath); dir !== path.dirname(dir) && dir !== siteDir; dir = path.dirname(dir)) {
    if (path.basename(dir) === locale) return dir;
  }
  return undefined;
}

/** The context with the folders it leaves out found from the page's paths. */
export function withFolders(context: RefContext): RefContext & { siteDir: string | undefined; contentRoot: string | undefined } {
  const siteDir = context.siteDir ?? siteDirOf(context.file, context.sourcePath);
  return { ...context, siteDir, contentRoot: context.contentRoot ?? contentRootOf(context.sourcePath, context.locale, siteDir) };
}

/**
 * A path written from the site folder in Docusaurus's layout (`docs/guides/x.md`), in this one's
 * (`content/docs/<locale>/guides/x.md`): the content root's folder below `content/`, without the
 * locale, stands for the content root. Also the path as it is below the site folder.
 */
function fromSiteFolder(written: string, siteDir: string | undefined, contentRoot: string | undefined): string[] {
  if (!siteDir) return [];
  const found = [path.join(siteDir, written)];
  if (!contentRoot) return found;
  const plugin = path.relative(path.join(siteDir, 'content'), path.dirname(contentRoot)).split(path.sep).join('/');
  if (plugin && !plugin.startsWith('..') && written.startsWith(`${plugin}/`)) found.unshift(path.join(contentRoot, written.slice(plugin.length + 1)));
  return found;
}

/**
 * The files a written Markdown path may name, in the order Docusaurus tries them: `./x.md` and
 * `../x.md` from the page's folder only; `/x.md` from the content root, then the site folder;
 * `@site/x.md` from the site folder; a bare `x.md` or `guides/x.md` from the page's folder, then
 * the content root, then the site folder.
 */
export function markdownCandidates(written: string, context: RefContext): string[] {
  const { sourcePath, siteDir, contentRoot } = withFolders(context);
  const here = path.dirname(sourcePath);
  if (/^\.\.?\//.test(written)) return [path.resolve(here, written)];
  if (written.startsWith('@site/')) return fromSiteFolder(written.slice('@site/'.length), siteDir, contentRoot);
  const bare = written.replace(/^\/+/, '');
  const fromRoots = [...(contentRoot ? [path.join(contentRoot, bare)] : []), ...fromSiteFolder(bare, siteDir, contentRoot)];
  return written.startsWith('/') ? fromRoots : [path.resolve(here, written), ...fromRoots];
}

/** The context of a compile from its options: the folders found from the file's paths, `public/` beside them. */
export function refContextOf(options: { file: string; sourcePath?: string | undefined; resolveMarkdown?: MarkdownLinkResolver | undefined; publicDir?: string | undefined; locale?: string | undefined }): RefContext {
  const siteDir = siteDirOf(options.file, options.sourcePath);
  return withFolders({
    file: options.file,
    sourcePath: options.sourcePath ?? options.file,
    resolveMarkdown: options.resolveMarkdown ?? (() => undefined),
    publicDir: options.publicDir ?? (siteDir === undefined ? undefined : path.join(siteDir, 'public')),
    siteDir,
    locale: options.locale,
  });
}
