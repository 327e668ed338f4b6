import type { ImageSize } from './image-header.js';

/** CSS pixels per unit of the absolute lengths SVG allows in width and height. */
const PX_PER_UNIT: Readonly<Record<string, number>> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };

const LENGTH = /^\s*\+?(\d*\.?\d+(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i;
const ROOT_TAG = /<svg(\s(?:[^>"']|"[^"]*"|'[^']*')*)?\/?>/;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** An absolute length in pixels; `undefined` for %, em and other lengths that depend on the page. */
function pixels(value: string | undefined): number | undefined {
  const match = value === undefined ? null : LENGTH.exec(value);
  const perUnit = match ? PX_PER_UNIT[match[2]!.toLowerCase()] : undefined;
  if (!match || perUnit === undefined) return undefined;
  const length = Number(match[1]) * perUnit;
  return length > 0 ? length : undefined;
}

function viewBoxSize(value: string | undefined): { width: number; height: number } | undefined {
  const parts = value?.trim().split(/[\s,]+/).map(Number);
  if (parts?.length !== 4 || parts.some(Number.isNaN)) return undefined;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

const whole = (length: number) => Math.max(1, Math.round(length));

/** Whether the bytes begin, after a byte-order mark and white space, with `<`: cheap, before decoding. */
function startsLikeMarkup(bytes: Uint8Array): boolean {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (bytes[at] === 0x20 || bytes[at] === 0x09 || bytes[at] === 0x0a || bytes[at] === 0x0d) at++;
  return bytes[at] === 0x3c;
}

/**
 * The size an SVG file declares on its root element: `width` and `height` when both are absolute
 * lengths, else the `viewBox` (scaled to the one absolute length given). `undefined` when the bytes
 * are not SVG, or when it declares no size (it then scales to its container).
 */
export function svgSize(bytes: Uint8Array): ImageSize | undefined {
  if (!startsLikeMarkup(bytes)) return undefined;
  const root = ROOT_TAG.exec(new TextDecoder().decode(bytes).replace(/<!--[\s\S]*?-->/g, ''));
  if (!root) return undefined;
  const attributes = new Map([...(root[1] ?? '').matchAll(ATTRIBUTE)].map((m) => [m[1]!, m[2] ?? m[3] ?? '']));
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  if (width !== undefined && height !== undefined) return { width: whole(width), height: whole(height) };
  const box = viewBoxSize(attributes.get('viewBox'));
  if (!box) return undefined;
  if (width !== undefined) return { width: whole(width), height: whole((width * box.height) / box.width) };
  if (height !== undefined) return { width: whole((height * box.width) / box.height), height: whole(height) };
  return { width: whole(box.width), height: whole(box.height) };
}
