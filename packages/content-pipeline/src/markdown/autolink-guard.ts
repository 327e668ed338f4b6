import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Node, Parent } from 'unist';

/** What every GFM literal autolink holds: a web address's start, or an `@` (e-mail, `mailto:`, `xmpp:`). */
const AUTOLINK_CANDIDATE = /https?:\/\/|www\.|@/i;

/** Whether some text of the tree could hold a literal autolink. */
export function mayHoldLiteralAutolink(node: Node): boolean {
  if (node.type === 'text') return AUTOLINK_CANDIDATE.test((node as Node & { value: string }).value);
  const children = (node as Partial<Parent>).children;
  return !!children && children.some(mayHoldLiteralAutolink);
}

/** The part of a from-markdown extension this plugin reads and changes. */
interface TransformingExtension {
  enter?: Record<string, unknown>;
  transforms?: Array<(tree: Root) => Root | undefined | void>;
}

/**
 * Runs GFM's literal-autolink pass (four regular expressions over every text of the page) only on a
 * tree whose text could hold one: most pages hold none, and the pass was a sixteenth of compiling a
 * page. The pass is found by the tokens it handles (`literalAutolink`). Use after remark-gfm.
 */
export function remarkGuardLiteralAutolinks(this: Processor): void {
  const extensions = (this.data('fromMarkdownExtensions') ?? []) as Array<TransformingExtension | TransformingExtension[]>;
  for (const extension of extensions.flat()) {
    if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms) continue;
    extension.transforms = extension.transforms.map((transform) => (tree) => (mayHoldLiteralAutolink(tree) ? transform(tree) : undefined));
  }
}
