import path from 'node:path';
import type { Image, Link, Root } from 'mdast';
import { walk } from './walk.js';
import { ContentError, type SourceLocation } from '../errors.js';

import type { ImageRef, LinkRef } from '@lumidoc/contract';
export type { ImageRef, LinkRef };

const REMOTE_IMAGE = /^(?:https?:)?\/\//i;

/** Resolves a relative `.md` path to the locale-neutral route of that document. */
export type MarkdownLinkResolver = (absoluteFile: string) => string | undefined;

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Whether a URL points off the site (`https:`, `mailto:`, `data:`, `//host`): nothing to resolve or check. */
export const isExternalUrl = (url: string): boolean => EXTERNAL.test(url);

/** Marks an element as a route to localize per reader locale. */
export const ROUTE_PROPERTY = 'dataRoute';

/**
 * What an image URL asks the build to check: a remote image (its host must be allowed), a local
 * one (its file must exist), or nothing (`data:`). A relative local path is an error.
 */
export function imageRefOf(url: string, where: SourceLocation): ImageRef | undefined {
  if (REMOTE_IMAGE.test(url)) return { src: url, line: where.line, remote: true };
  if (isExternalUrl(url)) return undefined;
  if (!url.startsWith('/')) {
    throw new ContentError(
      { file: where.file, line: where.line },
      `image "${url}" is a relative path`,
      'put images under the site\'s public/img/ folder and write an absolute path such as /img/section/name.svg',
    );
  }
  return { src: url, line: where.line };
}

/** A link as the build records and writes it. */
export interface ResolvedLink {
  ref: LinkRef;
  /** The URL to write: the route and hash. */
  url: string;
  /** Whether the link is a page route to localize per reader locale (not a static file). */
  localize: boolean;
}

/**
 * Resolves one written link URL (`../install/x.md#ports`, `/docs/api`, `#top`): the route and hash
 * it points to, or `undefined` for an external URL. A link that is neither a `.md` file of the site
 * nor an absolute route is an error at `where`.
 */
export function resolveLinkUrl(written: string, where: SourceLocation, sourcePath: string, resolveMarkdown: MarkdownLinkResolver): ResolvedLink | undefined {
  const { file, line, column } = where;
  if (isExternalUrl(written)) return undefined;
  const hashAt = written.indexOf('#');
  const target = hashAt === -1 ? written : written.slice(0, hashAt);
  const hash = hashAt === -1 ? undefined : decodeURIComponent(written.slice(hashAt + 1));
  let route: string;
  if (target === '') {
    route = '';
  } else if (target.startsWith('/')) {
    route = target.replace(/\/+$/, '') || '/';
  } else if (/\.mdx?$/.test(target)) {
    const resolved = resolveMarkdown(path.resolve(path.dirname(sourcePath), target));
    if (!resolved) {
      throw new ContentError({ file, line, column }, `link "${written}" points to a Markdown file that is not a page of this site`, 'check the relative path; it must name a .md file under the same locale folder');
    }
    route = resolved;
  } else {
    throw new ContentError(
      { file, line, column },
      `link "${written}" is neither a .md file nor an absolute route`,
      'link to another page by its relative .md path (../install/requirements.md) or by an absolute route (/docs/api)',
    );
  }
  const isStaticFile = /\.[a-z0-9]+$/i.test(route) && !/\.mdx?$/.test(target);
  return { ref: { route, hash, line, column, written }, url: `${route}${hash !== undefined ? `#${hash}` : ''}`, localize: route !== '' && !isStaticFile };
}

/**
 * Rewrites links: relative `.md` paths become routes, absolute routes stay locale-neutral and are
 * marked for localizing, external links are left alone. Returns what must be checked.
 */
export function resolveLinks(tree: Root, file: string, sourcePath: string, resolveMarkdown: MarkdownLinkResolver): { links: LinkRef[]; images: ImageRef[] } {
  const links: LinkRef[] = [];
  const images: ImageRef[] = [];
  walk(tree, (node) => {
    if (node.type === 'image') {
      const image = node as Image;
      const ref = imageRefOf(image.url, { file, line: image.position?.start.line });
      if (ref) images.push(ref);
      return;
    }
    if (node.type !== 'link') return;
    const link = node as Link;
    const resolved = resolveLinkUrl(link.url, { file, line: link.position?.start.line, column: link.position?.start.column }, sourcePath, resolveMarkdown);
    if (!resolved) return;
    links.push(resolved.ref);
    if (resolved.localize) {
      link.data = { ...link.data, hProperties: { ...link.data?.hProperties, [ROUTE_PROPERTY]: resolved.ref.route } };
    }
    link.url = resolved.url;
  });
  return { links, images };
}
