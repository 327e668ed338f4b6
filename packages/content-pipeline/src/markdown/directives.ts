import type { Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { ContentError } from '../errors.js';
import { editDistance } from '../links/nearest.js';

/**
 * Admonition kinds the content format defines: Docusaurus's five main types and the four it
 * renders like one of them (caution like warning, important like info, success like tip,
 * secondary like note). Each keeps its own name in `data-admonition`; the theme picks the look.
 */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

/** Every block name the content format defines. */
const BLOCKS = [...ADMONITIONS, 'tabs', 'tab'] as const;

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * The block a directive name most likely misspells: the same name in other case, or one edit away
 * (two for names of six letters or more: "warnign", "dagner").
 */
function misspeltBlock(name: string): string | undefined {
  const lower = name.toLowerCase();
  let best: { block: string; distance: number } | undefined;
  for (const block of BLOCKS) {
    const distance = editDistance(lower, block);
    if (distance <= (block.length >= 6 ? 2 : 1) && (!best || distance < best.distance)) best = { block, distance };
  }
  return best?.block;
}

const blockOpening = (block: string) => (block === 'tabs' ? '::::tabs' : `:::${block}`);

/** The source of a directive exactly as written, so an undefined one reads as it was typed. */
function writtenText(directive: LeafDirective | TextDirective, source: string): string {
  const start = directive.position?.start.offset;
  const end = directive.position?.end.offset;
  return start !== undefined && end !== undefined ? source.slice(start, end) : `${directive.type === 'leafDirective' ? '::' : ':'}${directive.name}`;
}

/**
 * A `::name` line names a block with two colons, or misspells one: an error with the fix. Any other
 * leaf directive is text as written, in its own paragraph, like an unknown directive in Docusaurus.
 */
function leafAsParagraph(directive: LeafDirective, source: string, file: string): Paragraph {
  const text = writtenText(directive, source);
  const block = misspeltBlock(directive.name);
  if (block) {
    const written = text.split('[', 1)[0]!.split('{', 1)[0]!;
    throw new ContentError(
      { file, line: directive.position?.start.line, column: directive.position?.start.column },
      block === directive.name ? `"${written}" has two colons, so it does not open a ${blockOpening(block)} block` : `unknown directive "${written}"; did you mean ${blockOpening(block)}?`,
      `open the block with ${blockOpening(block)} and close it with ${block === 'tabs' ? '::::' : ':::'}, or escape the first colon (\\${text}) to show the line as written`,
    );
  }
  return { type: 'paragraph', children: [{ type: 'text', value: text }], ...(directive.position ? { position: directive.position } : {}) };
}

function labelOf(node: ContainerDirective): { label?: string; children: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && (first as Paragraph & { data?: { directiveLabel?: boolean } }).data?.directiveLabel) {
    return { label: toString(first), children: rest };
  }
  return { children: node.children };
}

/**
 * Turns `:::note` … `:::` admonitions and `::::tabs` / `:::tab[Label]` blocks into elements the
 * theme renders. Text directives (`a:b` in prose) go back to text as written, and so does a leaf
 * directive (`::name` on its own line), as a paragraph. An unknown container directive, or a leaf
 * one that names or misspells a block (`::note`, `::tipp`), is an error.
 */
export function transformDirectives(tree: Root, source: string, file: string): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const directive = node as Directive;
    const line = directive.position?.start.line;
    if (directive.type !== 'containerDirective') {
      const replacement: Paragraph | Text = directive.type === 'leafDirective' ? leafAsParagraph(directive, source, file) : { type: 'text', value: writtenText(directive, source) };
      (parent as Parent).children.splice(index!, 1, replacement);
      return [SKIP, index! + 1];
    }
    const { label, children } = labelOf(directive);
    if ((ADMONITIONS as readonly string[]).includes(directive.name)) {
      directive.children = children as typeof directive.children;
      directive.data = { hName: 'aside', hProperties: { dataAdmonition: directive.name, ...(label ? { dataTitle: label } : {}) } };
      return;
    }
    if (directive.name === 'tabs') {
      const group = directive.attributes?.['group'];
      for (const child of directive.children) {
        if (child.type !== 'containerDirective' || child.name !== 'tab') {
          throw new ContentError(
            { file, line: child.position?.start.line ?? line },
            'a ::::tabs block may contain only :::tab[Label] blocks',
            'wrap this content in :::tab[Label] … ::: or move it outside the tabs',
          );
        }
      }
      directive.data = { hName: 'div', hProperties: { dataTabs: '', ...(group ? { dataGroup: group } : {}) } };
      return;
    }
    if (directive.name === 'tab') {
      if ((parent as ContainerDirective | undefined)?.type !== 'containerDirective' || (parent as ContainerDirective).name !== 'tabs') {
        throw new ContentError({ file, line }, ':::tab must stand inside a ::::tabs block', 'open the tabs with ::::tabs (four colons) and close them with ::::');
      }
      if (!label) throw new ContentError({ file, line }, ':::tab needs a label', 'write :::tab[Label]');
      directive.children = children as typeof directive.children;
      directive.data = { hName: 'section', hProperties: { dataTab: label } };
      return;
    }
    const block = misspeltBlock(directive.name);
    throw new ContentError(
      { file, line },
      `unknown block ":::${directive.name}"`,
      `${block ? `did you mean ${blockOpening(block)}? ` : ''}use :::${ADMONITIONS.join(', :::')} or ::::tabs; a literal ":::" at a line start must be escaped as \\:::`,
    );
  });
}
