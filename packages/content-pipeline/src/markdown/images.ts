import path from 'node:path';
import type { Image, Root } from 'mdast';
import { walkType } from './walk.js';
import { ContentError, type SourceLocation } from '../errors.js';
import { readImageFile, type ImageFile } from './image-files.js';
import { ImageHeaderError, type ImageSize } from './image-size.js';
import { isExternalUrl } from './links.js';

/** Where the images of one Markdown file come from. */
export interface ImageSizingOptions {
  /** The Markdown file as shown in messages. */
  file: string;
  /** The folder site-absolute images (`/img/...`) are served from; without it, no image is sized. */
  publicDir?: string;
}

/**
 * The site's `public/` folder, found from a file's two paths when the file is shown relative to
 * the site folder (`content/docs/en/x.md`) and `sourcePath` is that file's absolute path, as every
 * content reader of this package passes them. `undefined` otherwise.
 */
export function sitePublicDir(file: string, sourcePath: string | undefined): string | undefined {
  if (!sourcePath || !path.isAbsolute(sourcePath) || path.isAbsolute(file)) return undefined;
  const absolute = path.normalize(sourcePath);
  const suffix = path.sep + path.normalize(file);
  if (!absolute.endsWith(suffix)) return undefined;
  return path.join(absolute.slice(0, -suffix.length) || path.sep, 'public');
}

/** `/img/a%20b.png?v=2#x` -> `img/a b.png`. */
function urlPathOf(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0]!;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The size of a site-absolute image from its file under `publicDir`; a missing or broken file is an error. */
function localImageSize(image: { url: string }, where: SourceLocation, publicDir: string): ImageSize | undefined {
  const resolved = path.join(publicDir, urlPathOf(image.url));
  const inPublic = path.relative(publicDir, resolved);
  // Shown relative to the site folder (public/img/x.png), like the Markdown file itself.
  const shown = [path.basename(publicDir), ...inPublic.split(path.sep)].join('/');
  if (inPublic.startsWith('..') || path.isAbsolute(inPublic)) {
    throw new ContentError(where, `image "${image.url}" points outside the site's ${path.basename(publicDir)}/ folder`, 'write the path from the public folder, such as /img/section/name.svg');
  }
  let read: ImageFile;
  try {
    read = readImageFile(resolved);
  } catch (error) {
    if (!(error instanceof ImageHeaderError)) throw error;
    throw new ContentError(where, `image "${image.url}" (${shown}) cannot be read: ${error.message}`, 'export the image again as PNG, JPEG, GIF, WebP or SVG');
  }
  if (!read.exists) {
    throw new ContentError(where, `image "${image.url}" does not exist: there is no file ${shown}`, `add the image as ${shown}, or fix the path (/img/... is read from the site's ${path.basename(publicDir)}/ folder)`);
  }
  return read.size;
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
 * Gives every image `loading="lazy"` and `decoding="async"`, and each local image the width and
 * height read from its file, so the page does not shift while images load. A width or height that
 * is already set is kept. Remote images get no size: the build does not fetch them.
 */
export function sizeImages(tree: Root, { file, publicDir }: ImageSizingOptions): void {
  walkType<Image>(tree, 'image', (node) => {
    const where = { file, line: node.position?.start.line, column: node.position?.start.column };
    node.data = { ...node.data, hProperties: imageProperties(node.url, node.data?.hProperties ?? {}, where, publicDir) };
  });
}

/**
 * The properties of an image at `url` whose element already has `given`: `loading="lazy"`,
 * `decoding="async"` and, for a local image, its size (a given width or height wins). A missing
 * or unreadable local file is an error at `where`.
 */
export function imageProperties<T extends Record<string, unknown>>(url: string, given: T, where: SourceLocation, publicDir: string | undefined): T & Record<string, unknown> {
  const size = publicDir !== undefined && !isExternalUrl(url) ? localImageSize({ url }, where, publicDir) : undefined;
  return { loading: 'lazy', decoding: 'async', ...given, ...dimensionsToAdd(given, size) };
}
