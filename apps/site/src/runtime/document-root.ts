import { REACT_ON_PREACT } from './renderer.js';

/**
 * The node the client hydrates into. The site renders the whole document, `<html>` included. React
 * hydrates `document` itself; Preact diffs the children of the node it is given, and `document`'s
 * children include the doctype, which it cannot own. For Preact, a view of the document whose only
 * child is `<html>`, so hydration adopts the prerendered element.
 */
export function documentRoot(doc: Document): Document {
  return REACT_ON_PREACT ? htmlOnlyView(doc) : doc;
}

function htmlOnlyView(doc: Document): Document {
  const root = {
    nodeType: 1,
    namespaceURI: doc.documentElement.namespaceURI,
    ownerDocument: doc,
    get firstChild() {
      return doc.documentElement;
    },
    get childNodes() {
      return [doc.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => doc.insertBefore(node, before),
    appendChild: (node: Node) => doc.appendChild(node),
    removeChild: (node: Node) => doc.removeChild(node),
    contains: (node: Node | null) => doc.contains(node),
  };
  return root as unknown as Document;
}
