import type { Element, ElementContent, Root } from 'hast';
import { TRUSTED_PROPERTY } from './raw-html.js';

// Most of an MDX file is Markdown. The parts of its tree that hold no JSX and no expression are
// set aside before MDX turns the tree into JavaScript, and put back into what the JavaScript gave:
// they need no evaluating, and writing out and running thousands of highlighted code spans as JSX
// costs more than the rest of the compile. They were made by the compile, so they skip the allowlist.

const PLACEHOLDER = 'lumidoc-static';
const INDEX = 'dataLdStatic';
const MDX_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm']);

type Node = Root | ElementContent | { type: string; children?: Node[] };

/** Whether the node is, or holds, JSX or an expression. */
function holdsMdx(node: Node, memo: Map<Node, boolean>): boolean {
  let result = memo.get(node);
  if (result === undefined) {
    result = MDX_TYPES.has(node.type) || (('children' in node && node.children?.some((child) => holdsMdx(child as Node, memo))) ?? false);
    memo.set(node, result);
  }
  return result;
}

/** Replaces each largest element without JSX or expressions by a placeholder; returns the elements set aside, by index. */
export function setAsideStatic(tree: Root): Element[] {
  const aside: Element[] = [];
  const memo = new Map<Node, boolean>();
  const visit = (parent: { children?: Node[] }) => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      if (!holdsMdx(child, memo)) {
        if (child.type !== 'element') continue;
        children[index] = { type: 'element', tagName: PLACEHOLDER, properties: { [INDEX]: aside.length, [TRUSTED_PROPERTY]: true }, children: [] };
        aside.push(child as Element);
      } else if ('children' in child) {
        visit(child as { children?: Node[] });
      }
    }
  };
  visit(tree as { children?: Node[] });
  return aside;
}

/** Puts the elements set aside back in place of their placeholders, anywhere in `tree`. */
export function restoreStatic(tree: Root, aside: readonly Element[]): void {
  if (!aside.length) return;
  const visit = (parent: { children: ElementContent[] }) => {
    parent.children = parent.children.map((child) => {
      if (child.type !== 'element') return child;
      if (child.tagName === PLACEHOLDER) return aside[Number(child.properties[INDEX])]!;
      visit(child);
      return child;
    });
  };
  visit(tree as { children: ElementContent[] });
}
