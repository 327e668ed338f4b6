import type { Paragraph, Root, Text } from 'mdast';
import { walkType } from './walk.js';
import { ContentError, type SourceLocation } from '../errors.js';

// `.md` files are Markdown (CommonMark, GFM, directives), `.mdx` files MDX, as Docusaurus's "detect"
// format reads them. MDX written in a `.md` file would publish its `import`/`export` lines and
// `{expressions}` as text, so they are refused here, with the fix.

/** An MDX `import`/`export` statement at the start of a top-level paragraph. */
const ESM = /^(?:import\s+(?:[\w$*{][\s\S]*?\bfrom\s*)?["']|export\s+(?:default|const|let|var|function|async|class)\b|export\s*[{*])/;

/** An unescaped `{` that is not a heading id (`{#id}`). */
const EXPRESSION = /(?<!\\)\{(?!#)/;

const WHAT_TO_DO = 'rename the file to .mdx to compile it as MDX, or write Markdown (:::note admonitions, ::::tabs)';

/**
 * MDX syntax in a Markdown file: an `import`/`export` line or a `{expression}` in text is an error
 * with the line, since Markdown would show it as written.
 */
export function checkMdxSyntax(tree: Root, source: string, file: string): void {
  const at = (node: Paragraph | Text): SourceLocation => ({ file, line: node.position?.start.line, column: node.position?.start.column });
  const sourceOf = (node: Paragraph | Text) => source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const text = sourceOf(node);
    if (!ESM.test(text)) continue;
    const statement = text.split('\n', 1)[0]!;
    throw new ContentError(at(node), `MDX ${text.startsWith('import') ? 'import' : 'export'} "${statement}" would be published as text`, `remove the line; ${WHAT_TO_DO}`);
  }
  walkType<Text>(tree, 'text', (node) => {
    const text = sourceOf(node);
    const match = EXPRESSION.exec(text);
    if (!match) return;
    const expression = /^\{[^{}\n]*\}?/.exec(text.slice(match.index))![0];
    const before = text.slice(0, match.index).split('\n');
    const start = node.position?.start;
    const line = start && start.line + before.length - 1;
    const column = start && (before.length === 1 ? start.column + match.index : before.at(-1)!.length + 1);
    throw new ContentError(
      { file, line, column },
      `MDX expression "${expression}" would be published as text`,
      `write the value itself, or escape the brace (\\{) to show it as written; ${WHAT_TO_DO}`,
    );
  });
}
