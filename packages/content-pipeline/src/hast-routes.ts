import type { Element, Root, RootContent } from 'hast';
import { ROUTE_PROPERTY } from './markdown/links.js';

/**
 * A compiled body for one reader locale: links marked with a locale-neutral route get that
 * locale's prefix. The source tree is not changed, so one compile serves every locale; the result
 * shares every subtree without such a link with it (copied are only the marked links and the
 * elements above them), so neither tree may be changed afterwards.
 */
export function localizeHast(tree: Root, localize: (route: string) => string): Root {
  return localizeNode(tree, localize);
}

function localizeNode<Node extends Root | RootContent>(node: Node, localize: (route: string) => string): Node {
  let children: RootContent[] | undefined;
  if ('children' in node) {
    node.children.forEach((child, index) => {
      const localized = localizeNode(child, localize);
      if (localized !== child) (children ??= [...node.children])[index] = localized;
    });
  }
  let properties: Element['properties'] | undefined;
  if (node.type === 'element' && typeof node.properties[ROUTE_PROPERTY] === 'string') {
    const route = node.properties[ROUTE_PROPERTY];
    const href = String(node.properties['href'] ?? '');
    const hashAt = href.indexOf('#');
    properties = { ...node.properties, href: localize(route) + (hashAt === -1 ? '' : href.slice(hashAt)) };
    delete properties[ROUTE_PROPERTY];
  }
  if (!children && !properties) return node;
  return { ...node, ...(children ? { children } : {}), ...(properties ? { properties } : {}) };
}

/**
 * Every `id` in a tree, in document order: the anchors a link to this page may name. A plain walk:
 * the link check runs it over thousands of bodies, where a generic visitor costs several times more.
 */
export function collectIds(tree: Root): string[] {
  const ids: string[] = [];
  const walk = (node: Root | RootContent): void => {
    if (node.type === 'element' && typeof node.properties['id'] === 'string') ids.push(node.properties['id']);
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return ids;
}
