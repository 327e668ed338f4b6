import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../page-data.js';

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

/** Heading ids and table-of-contents entries of one document. */
export interface HeadingInfo {
  toc: TocEntry[];
  /** Every id a link can target, in document order. */
  ids: string[];
}

/**
 * Gives every heading an id: its custom `{#id}` when written, else a slug of its text that keeps
 * Cyrillic and CJK letters. Repeated slugs get `-1`, `-2` suffixes. Collects the TOC entries.
 */
export function assignHeadingIds(tree: Root, tocRange: { min: number; max: number }): HeadingInfo {
  const slugger = new GithubSlugger();
  const info: HeadingInfo = { toc: [], ids: [] };
  visit(tree, 'heading', (node: Heading) => {
    let id: string | undefined;
    const last = node.children[node.children.length - 1];
    if (last?.type === 'text') {
      const match = CUSTOM_ID.exec((last as Text).value);
      if (match) {
        id = match[1]!;
        (last as Text).value = (last as Text).value.slice(0, match.index);
        slugger.slug(id);
      }
    }
    const text = toString(node).trim();
    id ??= slugger.slug(text);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    info.ids.push(id);
    if (node.depth >= tocRange.min && node.depth <= tocRange.max) info.toc.push({ id, text, depth: node.depth });
  });
  return info;
}
