import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { ROUTE_PROPERTY } from './markdown/links.js';

/**
 * Copies a compiled body for one reader locale: links marked with a locale-neutral route get that
 * locale's prefix. The source tree is not changed, so one compile serves every locale.
 */
export function localizeHast(tree: Root, localize: (route: string) => string): Root {
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    const route = node.properties[ROUTE_PROPERTY];
    if (typeof route !== 'string') return;
    const href = String(node.properties['href'] ?? '');
    const hashAt = href.indexOf('#');
    node.properties['href'] = localize(route) + (hashAt === -1 ? '' : href.slice(hashAt));
    delete node.properties[ROUTE_PROPERTY];
  });
  return copy;
}

/** Every `id` in a tree: the anchors a link to this page may name. */
export function collectIds(tree: Root): string[] {
  const ids: string[] = [];
  visit(tree, 'element', (node: Element) => {
    const id = node.properties['id'];
    if (typeof id === 'string') ids.push(id);
  });
  return ids;
}
