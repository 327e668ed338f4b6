import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Node, Parent } from 'unist';

/** What every GFM literal autolink holds: a web address's start, or an `@` (e-mail, `mailto:`, `xmpp:`). */
const AUTOLINK_CANDIDATE = /https?:\/\/|www\.|@/i;

/**
 * Whether Markdown text could hold a literal autolink: GFM's only start from `www.`, `http://`,
 * `https://` (any case) or an e-mail address, written out in the text (an escape or a character
 * reference between them makes none).
 */
export function mayHoldLiteralAutolinkText(markdown: string): boolean {
  return AUTOLINK_CANDIDATE.test(markdown);
}

/** Whether some text of the tree could hold a literal autolink. */
export function mayHoldLiteralAutolink(node: Node): boolean {
  if (node.type === 'text') return mayHoldLiteralAutolinkText((node as Node & { value: string }).value);
  const children = (node as Partial<Parent>).children;
  return !!children && children.some(mayHoldLiteralAutolink);
}

/** The part of a from-markdown extension these plugins read and change. */
interface TransformingExtension {
  enter?: Record<string, unknown>;
  transforms?: Array<(tree: Root) => Root | undefined | void>;
}

/** The part of a micromark extension read here: its text constructs by character code. */
interface SyntaxExtension {
  text?: Record<string, { name?: string } | Array<{ name?: string }>>;
}

/** The constructs of GFM's literal autolinks (micromark-extension-gfm-autolink-literal). */
const LITERAL_AUTOLINK_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

const isLiteralAutolinkExtension = (extension: TransformingExtension) => Boolean(extension.enter && 'literalAutolink' in extension.enter);

/**
 * Runs GFM's literal-autolink pass (four regular expressions over every text of the page) only on a
 * tree whose text could hold one: most pages hold none, and the pass was a sixteenth of compiling a
 * page. The pass is found by the tokens it handles (`literalAutolink`). Use after remark-gfm.
 */
export function remarkGuardLiteralAutolinks(this: Processor): void {
  const extensions = (this.data('fromMarkdownExtensions') ?? []) as Array<TransformingExtension | TransformingExtension[]>;
  for (const extension of extensions.flat()) {
    if (!isLiteralAutolinkExtension(extension) || !extension.transforms) continue;
    extension.transforms = extension.transforms.map((transform) => (tree) => (mayHoldLiteralAutolink(tree) ? transform(tree) : undefined));
  }
}

/**
 * Takes GFM's literal autolinks out of a parser (use after remark-gfm), for text that cannot hold
 * one (`mayHoldLiteralAutolinkText` false). Their constructs start at every letter and digit, so
 * micromark tries an autolink at each word and reads text a character at a time: two fifths of
 * parsing a page. On such text every try fails, so the tree is the same without them.
 */
export function remarkWithoutLiteralAutolinks(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: Array<SyntaxExtension | SyntaxExtension[]>; fromMarkdownExtensions?: Array<TransformingExtension | TransformingExtension[]> };
  data.micromarkExtensions = (data.micromarkExtensions ?? []).flat().map(withoutAutolinkConstructs);
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).flat().filter((extension) => !isLiteralAutolinkExtension(extension));
}

function withoutAutolinkConstructs(extension: SyntaxExtension): SyntaxExtension {
  if (!extension.text) return extension;
  const text: NonNullable<SyntaxExtension['text']> = {};
  for (const [code, constructs] of Object.entries(extension.text)) {
    const kept = [constructs].flat().filter((construct) => !LITERAL_AUTOLINK_CONSTRUCTS.has(construct.name ?? ''));
    if (kept.length > 0) text[code] = kept;
  }
  return { ...extension, text };
}
