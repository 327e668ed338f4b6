import type { Root } from 'mdast';
import { ADMONITIONS } from './directives.js';
import { walk } from './walk.js';

/**
 * An admonition opened the older Docusaurus way, its title after the type: `:::tip My title`
 * (after any indentation and `>` of the quotes and lists around it). Group 1 is that prefix and the
 * colons, 2 the type, 3 the title.
 */
const TITLE_AFTER_TYPE = new RegExp(`^((?:[ \\t]*>)*[ \\t]*:{3,})(${ADMONITIONS.join('|')})[ \\t]+([^\\s\\[{].*?)[ \\t]*$`);

/** Whether any line of `source` may open an admonition with its title after the type (a cheap test before parsing). */
export function mayHaveTitleAfterType(source: string): boolean {
  return MAYBE_TITLE_AFTER_TYPE.test(source);
}
const MAYBE_TITLE_AFTER_TYPE = new RegExp(`^(?:[ \\t]*>)*[ \\t]*:{3,}(?:${ADMONITIONS.join('|')})[ \\t]+[^\\s\\[{]`, 'm');

/**
 * Rewrites each `:::type Title` line of `source` to `:::type[Title]`, the form the directive
 * parser reads, and returns the new text (the same text when there is none). Markdown does not
 * read such a line as a block, so it is found in the paragraphs of a first parse (`tree`): a line in
 * a code block is never touched. Line numbers stay those of the file.
 */
export function bracketAdmonitionTitles(tree: Root, source: string): string {
  const lines = new Set<number>();
  walk(tree, (node) => {
    if (node.type !== 'paragraph' || !node.position) return;
    for (let line = node.position.start.line; line <= node.position.end.line; line++) lines.add(line);
  });
  if (lines.size === 0) return source;
  const sourceLines = source.split('\n');
  let changed = false;
  for (const line of lines) {
    const text = sourceLines[line - 1];
    if (text === undefined) continue;
    const carriageReturn = text.endsWith('\r') ? '\r' : '';
    const match = TITLE_AFTER_TYPE.exec(carriageReturn ? text.slice(0, -1) : text);
    if (!match) continue;
    // A bracket in the title would end the label early: escape the unbalanced ones.
    sourceLines[line - 1] = `${match[1]}${match[2]}[${escapeLabel(match[3]!)}]${carriageReturn}`;
    changed = true;
  }
  return changed ? sourceLines.join('\n') : source;
}

/** Escapes the square brackets of a title that do not pair up, so the label holds all of it. */
function escapeLabel(title: string): string {
  let depth = 0;
  for (const char of title) {
    if (char === '[') depth++;
    else if (char === ']' && --depth < 0) break;
  }
  return depth === 0 ? title : title.replace(/[[\]]/g, (bracket) => `\\${bracket}`);
}
