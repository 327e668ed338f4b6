import type { Link, Root } from 'mdast';
import type { ImageRef, LinkRef } from '@lumidoc/contract';
import { walk } from './walk.js';
import type { SourceLocation } from '../errors.js';
import { assetUrl, localTargetOf } from './content-files.js';
import { isExternalUrl } from './external-urls.js';
import { readImageFile } from './image-files.js';
import { ImageHeaderError } from './image-size.js';
import { markdownCandidates, type MarkdownLinkResolver, type RefContext } from './ref-context.js';

export type { ImageRef, LinkRef, MarkdownLinkResolver, RefContext };
export { isExternalUrl };

/** Marks an element as a route to localize per reader locale. */
export const ROUTE_PROPERTY = 'dataRoute';

/** A link as the build records and writes it. */
export interface ResolvedLink {
  /** The link to check: a route, or a Markdown file that is no page. Absent for a copied file. */
  ref?: LinkRef;
  /** A content file the link downloads, copied into the site at `url`. */
  file?: ImageRef;
  /** The URL to write. */
  url: string;
  /** Whether the link is a page route to localize per reader locale (not a static file). */
  localize: boolean;
}

const MARKDOWN = /\.mdx?$/i;
const FILE_NAME = /\.[a-z0-9]+$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The route of the first candidate file that is a page, as Docusaurus tries them. */
function markdownRoute(target: string, context: RefContext): string | undefined {
  for (const candidate of markdownCandidates(decoded(target), context)) {
    const route = context.resolveMarkdown(candidate);
    if (route !== undefined) return route;
  }
  return undefined;
}

/** A relative link to an existing file that is not Markdown (`./files/guide.pdf`): a download copied into the site. */
function downloadOf(target: string, where: SourceLocation, context: RefContext): ImageRef | undefined {
  if (!FILE_NAME.test(target) || target.startsWith('/')) return undefined;
  const local = localTargetOf(target, context);
  if (!local || !('file' in local)) return undefined;
  let read;
  try {
    read = readImageFile(local.file);
  } catch (error) {
    // A download named like an image whose header is not one is still a download; it has no hash here.
    if (error instanceof ImageHeaderError) return undefined;
    throw error;
  }
  return read.exists ? { src: assetUrl(local.file, read.hash, 'files'), file: local.file, line: where.line } : undefined;
}

/** A relative URL path (`../api`, `./other`) against a page route: the route it leads to. */
export function resolveRelativeRoute(relative: string, pageRoute: string): string {
  const resolved = new URL(relative, `https://site.invalid${pageRoute}`).pathname;
  return decoded(resolved.replace(/\/+$/, '') || '/');
}

/** Docusaurus's escape for a site path that is no page: `pathname:///files/x.zip`. */
const PATHNAME = /^pathname:\/\/\/?/i;

/**
 * Resolves one written link (`../install/x.md#ports`, `/docs/api`, `#top`, `../api`), as Docusaurus
 * does: a `.md`/`.mdx` path is a file (see `markdownCandidates`) whose page's route is written, or,
 * when it is no page, kept as written and marked `brokenMarkdown` for the check; a relative link to
 * an existing file is a download copied into the site; any other path is a URL: an absolute one a
 * route, a relative one resolved against the page's route. Undefined for an external URL.
 */
export function resolveLinkUrl(url: string, where: SourceLocation, context: RefContext): ResolvedLink | undefined {
  const { line, column } = where;
  // `pathname:///files/x.zip` (Docusaurus's escape for a site path that is no page): the path as written, checked as a route or static file.
  const written = PATHNAME.test(url) ? url.replace(PATHNAME, '/') : url;
  if (isExternalUrl(written)) return undefined;
  const hashAt = written.indexOf('#');
  const target = hashAt === -1 ? written : written.slice(0, hashAt);
  const hash = hashAt === -1 ? undefined : decoded(written.slice(hashAt + 1));
  const withHash = (url: string) => `${url}${hash !== undefined ? `#${hash}` : ''}`;
  const refOf = (route: string): LinkRef => ({ route, ...(hash !== undefined ? { hash } : {}), line, column, written: url });
  if (target === '') return { ref: refOf(''), url: written, localize: false };
  const pathPart = target.split('?', 1)[0]!;
  if (MARKDOWN.test(pathPart)) {
    const route = markdownRoute(pathPart, context);
    if (route === undefined) return { ref: { ...refOf(''), brokenMarkdown: true }, url: written, localize: false };
    return { ref: refOf(route), url: withHash(route), localize: true };
  }
  const download = downloadOf(pathPart, where, context);
  if (download) return { file: download, url: withHash(download.src), localize: false };
  if (target.startsWith('/')) {
    const route = target.replace(/\/+$/, '') || '/';
    return { ref: refOf(route), url: withHash(route), localize: !FILE_NAME.test(route) && written === url };
  }
  // A URL path relative to the page: resolved now when the page's route is known, else by the check.
  const pageRoute = context.resolveMarkdown(context.sourcePath);
  if (pageRoute === undefined) return { ref: refOf(target), url: written, localize: false };
  const route = resolveRelativeRoute(target, pageRoute);
  return { ref: refOf(route), url: withHash(route), localize: !FILE_NAME.test(route) };
}

/**
 * Rewrites the links of a tree (see `resolveLinkUrl`): Markdown paths become routes, routes are
 * marked for localizing, external links are left alone. Returns the links to check and the files
 * they download (to copy into the site).
 */
export function resolveLinks(tree: Root, context: RefContext): { links: LinkRef[]; files: ImageRef[] } {
  const links: LinkRef[] = [];
  const files: ImageRef[] = [];
  walk(tree, (node) => {
    if (node.type !== 'link') return;
    const link = node as Link;
    const resolved = resolveLinkUrl(link.url, { file: context.file, line: link.position?.start.line, column: link.position?.start.column }, context);
    if (!resolved) return;
    if (resolved.ref) links.push(resolved.ref);
    if (resolved.file) files.push(resolved.file);
    if (resolved.localize && resolved.ref) {
      link.data = { ...link.data, hProperties: { ...link.data?.hProperties, [ROUTE_PROPERTY]: resolved.ref.route } };
    }
    link.url = resolved.url;
  });
  return { links, files };
}
