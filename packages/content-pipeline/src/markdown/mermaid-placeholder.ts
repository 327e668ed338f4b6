import type { Element, ElementContent, Root } from 'hast';

/**
 * A ```` ```mermaid ```` fence leaves the compile as a code block marked `data-diagram="mermaid"`
 * with the fence's line: compiling stays synchronous (and runs in worker threads), and a later step
 * renders every marked block of a build to SVG in one browser session. A block that step never sees
 * still shows the diagram's source as code.
 */
export function mermaidPlaceholder(source: string, line: number | undefined): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { dataLanguage: 'mermaid', dataDiagram: 'mermaid', ...(line === undefined ? {} : { dataLine: String(line) }) },
    children: [{ type: 'element', tagName: 'code', properties: { className: ['language-mermaid'] }, children: [{ type: 'text', value: source }] }],
  };
}

/** One diagram waiting in a tree: its source, the line of its fence, and where it sits. */
export interface MermaidPlaceholder {
  source: string;
  line: number | undefined;
  parent: Root | Element;
  index: number;
}

/** The mermaid placeholders of `tree`, in document order. */
export function findMermaidPlaceholders(tree: Root): MermaidPlaceholder[] {
  const found: MermaidPlaceholder[] = [];
  const visit = (parent: Root | Element) => {
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      if (child.tagName === 'pre' && child.properties['dataDiagram'] === 'mermaid') {
        const line = Number(child.properties['dataLine']);
        found.push({ source: textOf(child), line: Number.isInteger(line) ? line : undefined, parent, index });
      } else {
        visit(child);
      }
    });
  };
  visit(tree);
  return found;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}
