import type { Nodes, Root } from 'mdast';
import { ContentError } from '../errors.js';

/**
 * How deep lists, quotes and `:::` blocks may sit inside each other, and emphasis and links inside
 * each other. Far above what a page needs; it keeps every later step (tree walks, the page data's
 * serializer) away from its own depth limits, whatever the content.
 */
export const MAX_NESTING = 32;

const BLOCK_LEVELS = new Set(['list', 'blockquote', 'containerDirective', 'footnoteDefinition']);
const INLINE_LEVELS = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

/**
 * Refuses content nested deeper than `MAX_NESTING`, naming the line where it goes past the limit and
 * how deep it gets. Walks the tree without recursion, so no depth can overflow the stack here; run
 * it before any recursive walk.
 */
export function checkNesting(tree: Root, file: string): void {
  const stack: Array<{ node: Nodes; block: number; inline: number }> = [{ node: tree, block: 0, inline: 0 }];
  let first: { node: Nodes; kind: 'block' | 'inline' } | undefined;
  let deepest = 0;
  while (stack.length > 0) {
    const { node, block, inline } = stack.pop()!;
    const b = block + (BLOCK_LEVELS.has(node.type) ? 1 : 0);
    const i = inline + (INLINE_LEVELS.has(node.type) ? 1 : 0);
    if (b > MAX_NESTING || i > MAX_NESTING) {
      const kind = b > MAX_NESTING ? 'block' : 'inline';
      // The walk is not in document order: keep the earliest place past the limit.
      if (!first || (node.position?.start.offset ?? 0) < (first.node.position?.start.offset ?? 0)) first = { node, kind };
      deepest = Math.max(deepest, kind === 'block' ? b : i);
    }
    if ('children' in node) for (const child of node.children) stack.push({ node: child, block: b, inline: i });
  }
  if (!first) return;
  const what = first.kind === 'block' ? 'lists, quotes and ::: blocks' : 'emphasis and links';
  throw new ContentError(
    { file, line: first.node.position?.start.line, column: first.node.position?.start.column },
    `${what} are nested ${deepest} levels deep here; the limit is ${MAX_NESTING}`,
    first.kind === 'block' ? 'flatten the structure: split the deep part into its own list or section' : 'remove the repeated markers (*, _, ~, [ ]) around this text',
  );
}
