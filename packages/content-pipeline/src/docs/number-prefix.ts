/**
 * Number prefixes of docs file and folder names, as Docusaurus reads them: `01-intro.md`,
 * `2. Guides/`, `10_advanced`. The number orders the item (when no position is given) and is left
 * out of ids, routes and labels. A name that starts like a date or a version (`2024-01-05-notes`,
 * `1.2-changes`) has no prefix: its digits are part of the name.
 */

/** Digits, a separator (`-`, `_` or `.`, possibly repeated, spaces around allowed), then the name. */
const PREFIXED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/su;
/** Digits, a separator, digits: a date or a version, never a prefix. */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;

/** The number a name starts with and the name without it; `number` is undefined when there is none. */
export function splitNumberPrefix(name: string): { number?: number; name: string } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const match = PREFIXED.exec(name);
  return match ? { number: Number(match[1]), name: match[2]! } : { name };
}

/** A name without its number prefix. */
export function stripNumberPrefix(name: string): string {
  return splitNumberPrefix(name).name;
}

/** A slash-separated path with the number prefix of each part left out: `01-guides/02-setup` -> `guides/setup`. */
export function stripNumberPrefixes(relativePath: string): string {
  return relativePath
    .split('/')
    .map((part) => stripNumberPrefix(part))
    .join('/');
}

/** Files and folders named `_…` are partials and metadata (`_category_.json`), never pages. */
export function isPartialPath(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).some((part) => part.startsWith('_'));
}

/** A doc is its folder's index when named `index`, `README` (any case) or like the folder. */
export function isCategoryIndexName(fileStem: string, folderName: string): boolean {
  const name = stripNumberPrefix(fileStem).toLowerCase();
  return name === 'index' || name === 'readme' || name === stripNumberPrefix(folderName).toLowerCase();
}
