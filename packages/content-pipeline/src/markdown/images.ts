import path from 'node:path';
import type { Image, Root } from 'mdast';
import type { ImageRef } from '@lumidoc/contract';
import { walkType } from './walk.js';
import { ContentError, type SourceLocation } from '../errors.js';
import { assetUrl, localTargetOf, shownPath, urlPathOf } from './content-files.js';
import { isExternalUrl, isRemoteUrl } from './external-urls.js';
import { frontMatterLine } from './front-matter-lines.js';
import { readImageFile, type ImageFile } from './image-files.js';
import { ImageHeaderError, type ImageSize } from './image-size.js';
import { siteDirOf, type RefContext } from './ref-context.js';

/**
 * The site's `public/` folder, found from a file's two paths when the file is shown relative to
 * the site folder (`content/docs/en/x.md`) and `sourcePath` is that file's absolute path, as every
 * content reader of this package passes them. `undefined` otherwise.
 */
export function sitePublicDir(file: string, sourcePath: string | undefined): string | undefined {
  const siteDir = siteDirOf(file, sourcePath);
  return siteDir === undefined ? undefined : path.join(siteDir, 'public');
}

/** Reads an image file; a header that cannot be read is an error at `where`. */
function readImage(file: string, written: string, shown: string, where: SourceLocation): ImageFile {
  try {
    return readImageFile(file);
  } catch (error) {
    if (!(error instanceof ImageHeaderError)) throw error;
    throw new ContentError(where, `image "${written}" (${shown}) cannot be read: ${error.message}`, 'export the image again as PNG, JPEG, GIF, WebP or SVG');
  }
}

/** The size of a site-absolute image from its file under `publicDir`; a missing or broken file is an error. */
function publicImageSize(urlPath: string, written: string, where: SourceLocation, publicDir: string): ImageSize | undefined {
  const resolved = path.join(publicDir, urlPathOf(urlPath));
  const inPublic = path.relative(publicDir, resolved);
  // Shown relative to the site folder (public/img/x.png), like the Markdown file itself.
  const shown = [path.basename(publicDir), ...inPublic.split(path.sep)].join('/');
  if (inPublic.startsWith('..') || path.isAbsolute(inPublic)) {
    throw new ContentError(where, `image "${written}" points outside the site's ${path.basename(publicDir)}/ folder`, 'write the path from the public folder, such as /img/section/name.svg, or relative to the page (./img/name.svg)');
  }
  const read = readImage(resolved, written, shown, where);
  if (!read.exists) {
    throw new ContentError(where, `image "${written}" does not exist: there is no file ${shown}`, `add the image as ${shown}, or fix the path (/img/... is read from the site's ${path.basename(publicDir)}/ folder)`);
  }
  return read.size;
}

/** A content image copied into the site: its URL (named by its bytes) and size; a missing file is an error. */
function contentImage(file: string, written: string, where: SourceLocation, context: RefContext): { src: string; size?: ImageSize } {
  const shown = shownPath(file, context);
  const read = readImage(file, written, shown, where);
  if (!read.exists) {
    const from = written.startsWith('@site/') ? 'the site folder' : 'the page\'s folder';
    throw new ContentError(where, `image "${written}" does not exist: there is no file ${shown}`, `add the image there, or fix the path (it is read from ${from}; /img/... is read from public/)`);
  }
  return { src: assetUrl(file, read.hash, 'images'), ...(read.size ? { size: read.size } : {}) };
}

/** What a page does with one written image URL: the URL to write, what to check and copy, the size to give. */
export interface ResolvedImage {
  src: string;
  ref?: ImageRef;
  size?: ImageSize | undefined;
}

/**
 * Resolves an image URL as written in Markdown, raw HTML or MDX: a remote one is kept (its host is
 * checked later), `data:` is left alone, `/img/x.png` and `@site/static/img/x.png` are public files
 * (sized when `publicDir` is known), and a relative or other `@site/` path is a content file copied
 * into the site under a hashed name. A missing or unreadable local file is an error at `where`.
 */
export function resolveImage(written: string, where: SourceLocation, context: RefContext): ResolvedImage {
  if (isRemoteUrl(written)) return { src: written, ref: { src: written, line: where.line, remote: true } };
  const target = localTargetOf(written, context);
  if (!target) return { src: written };
  if ('public' in target) {
    // The file's own URL (`@site/static/img/x.png` -> `/img/x.png`), query and fragment kept.
    const src = written.startsWith('/') ? written : target.public;
    const size = context.publicDir !== undefined ? publicImageSize(target.public, written, where, context.publicDir) : undefined;
    return { src, ref: { src, line: where.line }, size };
  }
  const copied = contentImage(target.file, written, where, context);
  return { src: copied.src, ref: { src: copied.src, file: target.file, line: where.line }, size: copied.size };
}

const numberOf = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? Number(value) || undefined : undefined);

/** Width and height to add: the file's size, or the missing one of a given pair, keeping the ratio. */
function dimensionsToAdd(given: Record<string, unknown>, size: ImageSize | undefined): Partial<ImageSize> {
  const width = numberOf(given['width']);
  const height = numberOf(given['height']);
  if (!size || (width && height)) return {};
  if (width) return { height: Math.round((width * size.height) / size.width) };
  if (height) return { width: Math.round((height * size.width) / size.height) };
  return size;
}

/**
 * The properties of an image element that already has `given`: `loading="lazy"`,
 * `decoding="async"` and, for a local image, its size (a given width or height wins).
 */
export function imageProperties<T extends Record<string, unknown>>(given: T, size: ImageSize | undefined): T & Record<string, unknown> {
  return { loading: 'lazy', decoding: 'async', ...given, ...dimensionsToAdd(given, size) };
}

/**
 * Resolves every Markdown image (see `resolveImage`) and gives it `loading="lazy"`,
 * `decoding="async"` and, when local, the width and height read from its file, so the page does
 * not shift while images load. Returns the images to check and the content files to copy.
 */
export function sizeImages(tree: Root, context: RefContext): ImageRef[] {
  const refs: ImageRef[] = [];
  walkType<Image>(tree, 'image', (node) => {
    const where = { file: context.file, line: node.position?.start.line, column: node.position?.start.column };
    const resolved = resolveImage(node.url, where, context);
    if (resolved.ref) refs.push(resolved.ref);
    node.url = resolved.src;
    node.data = { ...node.data, hProperties: imageProperties(node.data?.hProperties ?? {}, resolved.size) };
  });
  return refs;
}

/**
 * A front matter `image` (the page's social card) naming a local file: resolved like an image in the
 * body (a relative or `@site/` file must exist and is copied under a hashed name), its URL written
 * back into `frontMatter`. Returns what the build must check and copy.
 */
export function resolveFrontMatterImage(frontMatter: { image?: string }, text: string, context: RefContext): ImageRef | undefined {
  const image = frontMatter.image;
  if (!image || isExternalUrl(image)) return undefined;
  const resolved = resolveImage(image, { file: context.file, line: frontMatterLine(text, 'image') }, context);
  frontMatter.image = resolved.src;
  return resolved.ref;
}
