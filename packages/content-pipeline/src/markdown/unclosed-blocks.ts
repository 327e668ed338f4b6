import type { Code, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from './walk.js';
import { ContentError } from '../errors.js';

/** A fence's opening run of backticks, tildes or colons, after any indentation. */
const OPENING = /^[ \t]*(`{3,}|~{3,}|:{3,})/;

/** The last line of a node's source, without the `>` and spaces of the blockquotes and lists around it. */
function lastLine(text: string): string {
  return (text.slice(text.lastIndexOf('\n') + 1) ?? '').replace(/^(?:[ \t]*>)*[ \t]*/, '').trimEnd();
}

/** Whether `line` closes a block opened with `opening`: the same character, at least as many, nothing after. */
function closes(line: string, opening: string): boolean {
  const char = opening[0]!;
  return line.length >= opening.length && [...line].every((c) => c === char);
}

/**
 * An unclosed code fence or `:::` block takes in everything after it up to the end of the page
 * (or of the list or quote around it), so the rest of the page would silently become code or part
 * of an admonition. Each is an error naming the line it was opened on.
 */
export function checkUnclosedBlocks(tree: Root, source: string, file: string): void {
  walk(tree, (node) => {
    if (node.type !== 'code' && node.type !== 'containerDirective') return;
    const block = node as Code | ContainerDirective;
    const start = block.position?.start;
    const end = block.position?.end;
    if (start?.offset === undefined || end?.offset === undefined) return;
    const text = source.slice(start.offset, end.offset);
    const opening = OPENING.exec(text)?.[1];
    if (!opening) return; // an indented code block has no fence to close
    const closed = text.includes('\n') && closes(lastLine(text), opening);
    if (closed) return;
    const swallowed = text.trimEnd().split('\n').length - 1;
    const what = block.type === 'code' ? 'code fence' : `"${opening}${block.name}" block`;
    const taken = swallowed === 0 ? '' : `: the ${swallowed} line${swallowed === 1 ? '' : 's'} after it would become part of it`;
    throw new ContentError(
      { file, line: start.line, column: start.column },
      `the ${what} opened on line ${start.line} is never closed${taken}`,
      `close it with a line of ${opening} where the ${block.type === 'code' ? 'code' : 'block'} ends`,
    );
  });
}
