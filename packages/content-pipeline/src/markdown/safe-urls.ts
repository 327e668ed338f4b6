import type { Element, Root, Text } from 'hast';
import { walkType } from './walk.js';

/** Schemes that run code or smuggle a document when a reader follows or loads the URL. */
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data):/;
/** Inline raster images are the one use of `data:` that stays: they cannot run script. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/;
/** A URL that starts with a character no scheme starts with, or with `http://` or `https://`. */
const SCHEMELESS_OR_WEB = /^(?:[/#?.]|https?:\/\/)/i;
/** URL attributes an element of compiled Markdown can carry. */
const URL_PROPERTIES = ['href', 'src', 'cite', 'action', 'formAction', 'poster', 'srcSet', 'xLinkHref'] as const;

/** Decodes HTML character references that may have survived parsing (`&#x6A;`, `&colon;`). */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_whole, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_whole, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&colon;?/gi, ':')
    .replace(/&tab;?/gi, '\t')
    .replace(/&newline;?/gi, '\n');
}

/** The URL as a browser reads its scheme: references decoded, control characters and whitespace gone, lower case. */
function schemeView(url: string): string[] {
  const views = new Set<string>();
  let text = url;
  // Two rounds catch a reference or a percent escape hidden inside another one.
  for (let round = 0; round < 2; round++) {
    text = decodeReferences(text);
    // Browsers drop ASCII tab and newline anywhere and control characters and spaces around the URL.
    // eslint-disable-next-line no-control-regex -- the control characters are what a browser strips from a URL
    views.add(text.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '').toLowerCase());
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return [...views];
}

/**
 * Whether a URL would run script or open an inline document: `javascript:`, `vbscript:` or `data:`,
 * in any case and behind any whitespace, control character or character reference. `data:` images
 * in PNG, JPEG, GIF or WebP are allowed where `image` is set.
 */
export function isUnsafeUrl(url: string, { image = false }: { image?: boolean } = {}): boolean {
  // Most URLs of a page: a path, fragment or query, or http(s). None can start a scheme, and no
  // decoding or stripping below changes that first character, so they need no closer look.
  if (SCHEMELESS_OR_WEB.test(url)) return false;
  return schemeView(url).some((view) => DANGEROUS_SCHEME.test(view) && !(image && SAFE_DATA_IMAGE.test(view)));
}

/**
 * Makes every dangerous URL in compiled Markdown inert: a link loses its `href` (its text stays),
 * an image is replaced by its alternative text, any other URL attribute is removed.
 */
export function neutralizeUrls(tree: Root): Root {
  walkType<Element>(tree, 'element', (node, index, parent) => {
    const props = node.properties;
    if (node.tagName === 'img' && typeof props['src'] === 'string' && isUnsafeUrl(props['src'], { image: true }) && parent && index !== undefined) {
      // In the image's place; the walk goes on with the next sibling.
      const alt: Text = { type: 'text', value: typeof props['alt'] === 'string' ? props['alt'] : '' };
      parent.children.splice(index, 1, alt);
      return;
    }
    for (const key of URL_PROPERTIES) {
      const value = props[key];
      const urls = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
      if (urls.some((url) => isUnsafeUrl(url, { image: node.tagName === 'img' || node.tagName === 'source' }))) delete props[key];
    }
  });
  return tree;
}
