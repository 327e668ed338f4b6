import type { Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { ContentError } from '../errors.js';

/** Admonition kinds and the tabs containers the content format defines. */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const;

type Directive = ContainerDirective | LeafDirective | TextDirective;

function labelOf(node: ContainerDirective): { label?: string; children: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && (first as Paragraph & { data?: { directiveLabel?: boolean } }).data?.directiveLabel) {
    return { label: toString(first), children: rest };
  }
  return { children: node.children };
}

/**
 * Turns `:::note` … `:::` admonitions and `::::tabs` / `:::tab[Label]` blocks into elements the
 * theme renders. Text and leaf directives that the format does not define (`a:b` in prose) go
 * back to plain text; an unknown container directive is an error.
 */
export function transformDirectives(tree: Root, source: string, file: string): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const directive = node as Directive;
    const line = directive.position?.start.line;
    if (directive.type !== 'containerDirective') {
      const start = directive.position?.start.offset;
      const end = directive.position?.end.offset;
      const text: Text = { type: 'text', value: start !== undefined && end !== undefined ? source.slice(start, end) : `:${directive.name}` };
      (parent as Parent).children.splice(index!, 1, text);
      return [SKIP, index!];
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
    throw new ContentError(
      { file, line },
      `unknown block ":::${directive.name}"`,
      `use :::${ADMONITIONS.join(', :::')} or ::::tabs; a literal ":::" at a line start must be escaped as \\:::`,
    );
  });
}
