import GithubSlugger, { slug as plainSlug } from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkType } from './walk.js';
import { ContentError } from '../errors.js';
import type { TocEntry } from '@lumidoc/contract';

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

/**
 * Ids the page around the content uses (the theme's shell, the site's runtime data, the footnotes
 * section): a heading never gets one, or the page would hold the id twice and the browser would
 * find the heading instead of the element (the client then fails to hydrate).
 */
export const RESERVED_HEADING_IDS: readonly string[] = ['main-content', 'lumidoc-runtime', 'ld-base-url-banner', 'footnote-label'];

/** The id of a heading whose text gives no slug (an emoji, punctuation only): `heading`, `heading-1` … */
const EMPTY_SLUG = 'heading';

/** Heading ids and table-of-contents entries of one document. */
export interface HeadingInfo {
  toc: TocEntry[];
  /** Every id a link can target, in document order. */
  ids: string[];
}

/**
 * Gives every heading an id: its custom `{#id}` when written, else a slug of its text that keeps
 * Cyrillic and CJK letters, as GitHub makes them. Repeated slugs get `-1`, `-2` suffixes; so does a
 * slug equal to a reserved id (`RESERVED_HEADING_IDS`), and a heading with no letters or digits
 * gets `heading`. A custom id that is reserved or already used is an error naming the line.
 * Collects the TOC entries.
 */
export function assignHeadingIds(tree: Root, tocRange: { min: number; max: number }, file = '<markdown>'): HeadingInfo {
  const slugger = new GithubSlugger();
  for (const id of RESERVED_HEADING_IDS) slugger.slug(id);
  const reserved = new Set(RESERVED_HEADING_IDS);
  const used = new Map<string, number | undefined>();
  const info: HeadingInfo = { toc: [], ids: [] };
  walkType<Heading>(tree, 'heading', (node) => {
    let id: string | undefined;
    const line = node.position?.start.line;
    const last = node.children[node.children.length - 1];
    if (last?.type === 'text') {
      const match = CUSTOM_ID.exec((last as Text).value);
      if (match) {
        id = match[1]!;
        if (reserved.has(id)) {
          throw new ContentError({ file, line }, `heading id "${id}" is an id of the page around the content`, `choose another id: {#${id}-section}; reserved ids: ${RESERVED_HEADING_IDS.join(', ')}`);
        }
        if (used.has(id)) {
          const first = used.get(id);
          throw new ContentError({ file, line }, `heading id "${id}" is already the id of the heading${first ? ` on line ${first}` : ''}`, `give this heading another id: {#${id}-2}, or remove one {#${id}}`);
        }
        (last as Text).value = (last as Text).value.slice(0, match.index);
        slugger.slug(id);
      }
    }
    const text = toString(node).trim();
    if (id === undefined) {
      id = slugger.slug(/[\p{L}\p{N}]/u.test(plainSlug(text)) ? text : EMPTY_SLUG);
    }
    used.set(id, line);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    info.ids.push(id);
    if (node.depth >= tocRange.min && node.depth <= tocRange.max) info.toc.push({ id, text, depth: node.depth });
  });
  return info;
}

/**
 * The first `# Heading` of the page when it is the first thing in it (HTML comments aside), as
 * Docusaurus reads a document's title from its content: its text, and its index in `tree`.
 */
export function leadingTitle(tree: Root): { text: string; index: number } | undefined {
  const index = tree.children.findIndex((node) => !(node.type === 'html' && /^<!--[\s\S]*-->$/.test(node.value.trim())));
  const first = tree.children[index];
  if (first?.type !== 'heading' || first.depth !== 1) return undefined;
  const copy = structuredClone(first) as Heading;
  const last = copy.children.at(-1);
  if (last?.type === 'text') (last as Text).value = (last as Text).value.replace(CUSTOM_ID, '');
  const text = toString(copy).replace(/\s+/g, ' ').trim();
  return text ? { text, index } : undefined;
}
