import path from 'node:path';
import type { Image, Link, Root } from 'mdast';
import { walk } from './walk.js';
import { ContentError } from '../errors.js';

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
 * Rewrites links: relative `.md` paths become routes, absolute routes stay locale-neutral and are
 * marked for localizing, external links are left alone. Returns what must be checked.
 */
export function resolveLinks(tree: Root, file: string, sourcePath: string, resolveMarkdown: MarkdownLinkResolver): { links: LinkRef[]; images: ImageRef[] } {
  const links: LinkRef[] = [];
  const images: ImageRef[] = [];
  walk(tree, (node) => {
    if (node.type === 'image') {
      const image = node as Image;
      if (REMOTE_IMAGE.test(image.url)) {
        images.push({ src: image.url, line: image.position?.start.line, remote: true });
        return;
      }
      if (isExternalUrl(image.url)) return;
      if (!image.url.startsWith('/')) {
        throw new ContentError(
          { file, line: image.position?.start.line },
          `image "${image.url}" is a relative path`,
          'put images under the site\'s public/img/ folder and write an absolute path such as /img/section/name.svg',
        );
      }
      images.push({ src: image.url, line: image.position?.start.line });
      return;
    }
    if (node.type !== 'link') return;
    const link = node as Link;
    const written = link.url;
    const line = link.position?.start.line;
    const column = link.position?.start.column;
    if (isExternalUrl(written)) return;
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
    links.push({ route, hash, line, column, written });
    const isStaticFile = /\.[a-z0-9]+$/i.test(route) && !/\.mdx?$/.test(target);
    if (route !== '' && !isStaticFile) {
      link.data = { ...link.data, hProperties: { ...link.data?.hProperties, [ROUTE_PROPERTY]: route } };
    }
    link.url = `${route}${hash !== undefined ? `#${hash}` : ''}`;
  });
  return { links, images };
}
