// Files next to the content (`./img/x.png`, `@site/assets/y.svg`) that a page shows or links to: the
// build copies each into the site under a name made from its bytes, so the same bytes always get
// the same URL (reproducible builds) and an edited file gets a new one (no stale caches).
import path from 'node:path';
import { isExternalUrl } from './external-urls.js';
import { withFolders, type RefContext } from './ref-context.js';

/** Where a written image or file path points: a file served from `public/`, or a content file to copy. */
export type LocalTarget = { public: string } | { file: string };

/** `a%20b.png?v=2#x` -> `a b.png`. */
export function urlPathOf(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0]!;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * What a local image or file URL names, or undefined for an external one: `/img/x.png` and
 * `@site/static/img/x.png` (Docusaurus's static folder) or `@site/public/img/x.png` are the public
 * file `/img/x.png`; any other `@site/<path>` is that file of the site folder; a relative path is
 * read from the page's folder.
 */
export function localTargetOf(url: string, context: RefContext): LocalTarget | undefined {
  if (isExternalUrl(url)) return undefined;
  if (url.startsWith('/')) return { public: url };
  const written = urlPathOf(url);
  if (written.startsWith('@site/')) {
    const inSite = written.slice('@site/'.length);
    const publicPath = /^(?:static|public)\/(.+)$/.exec(inSite)?.[1];
    if (publicPath) return { public: `/${publicPath}` };
    const { siteDir } = withFolders(context);
    return { file: siteDir ? path.join(siteDir, inSite) : inSite };
  }
  return { file: path.resolve(path.dirname(context.sourcePath), written) };
}

/** A copied file's URL: `/assets/<kind>/<name>-<first 8 hex digits of its hash><ext>`. */
export function assetUrl(file: string, hash: string, kind: 'images' | 'files'): string {
  const ext = path.extname(file).toLowerCase();
  const name = path.basename(file, path.extname(file)).replace(/[^\w.-]+/g, '-') || 'file';
  return `/assets/${kind}/${name}-${hash.slice(0, 8)}${ext}`;
}

/** A content file as messages show it: from the site folder when it is inside it. */
export function shownPath(file: string, context: RefContext): string {
  const { siteDir } = withFolders(context);
  const relative = siteDir ? path.relative(siteDir, file) : '';
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}
