import type { Element, ElementContent, Properties, Root } from 'hast';
import type * as HastUtilRaw from 'hast-util-raw';
import { lazyModule } from './lazy-module.js';

const hastUtilRaw = lazyModule<typeof HastUtilRaw>('hast-util-raw');

/** SVG elements a diagram may keep. Anything else goes with its content; a link keeps its content. */
const ELEMENTS = new Set(['svg', 'g', 'defs', 'marker', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'title', 'desc', 'clipPath', 'linearGradient', 'radialGradient', 'stop']);
const UNWRAPPED = new Set(['a', 'switch']);

/** Properties (hast names) a diagram may keep: geometry, paint, text layout and accessibility. No class (styles are inline) and no handler. */
const PROPERTIES = new Set(
  (
    'id style viewBox width height x y x1 y1 x2 y2 cx cy r rx ry d points transform fill fillOpacity fillRule stroke strokeWidth ' +
    'strokeDasharray strokeDashoffset strokeOpacity strokeLinecap strokeLinejoin strokeMiterlimit opacity markerStart markerMid markerEnd ' +
    'markerWidth markerHeight markerUnits refX refY orient preserveAspectRatio textAnchor dominantBaseline alignmentBaseline fontSize ' +
    'fontFamily fontWeight fontStyle dx dy textLength lengthAdjust offset stopColor stopOpacity gradientUnits gradientTransform ' +
    'clipPath clipPathUnits role ariaRoleDescription ariaLabelledBy ariaDescribedBy ariaLabel ariaHidden'
  ).split(' '),
);

/** A reference to another element of the same SVG: `url(#id)`, `url("#id")`. */
const FRAGMENT_URL = /url\(\s*(['"]?)#([^'")\s]+)\1\s*\)/g;
/** Anything that could load or run something: other URLs, CSS imports, old IE expressions, script schemes. */
const UNSAFE_VALUE = /url\(\s*['"]?(?!#)|@import|expression\s*\(|javascript:|vbscript:|data:/i;
const ID_LISTS = new Set(['ariaLabelledBy', 'ariaDescribedBy']);

/** A style attribute without the declarations that could load or run something. */
function safeStyle(style: string): string {
  return style
    .split(';')
    .filter((declaration) => declaration.trim() && !UNSAFE_VALUE.test(declaration))
    .map((declaration) => declaration.trim())
    .join('; ');
}

function sanitizeProperties(properties: Properties): Properties {
  const kept: Properties = {};
  for (const [name, value] of Object.entries(properties)) {
    if (!PROPERTIES.has(name) || value === null || value === undefined) continue;
    if (name === 'style') {
      const style = safeStyle(String(value));
      if (style) kept[name] = style;
    } else if (!UNSAFE_VALUE.test(Array.isArray(value) ? value.join(' ') : String(value))) {
      kept[name] = value;
    }
  }
  return kept;
}

function sanitizeChildren(children: readonly ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'text') return [child];
    if (child.type !== 'element') return [];
    if (UNWRAPPED.has(child.tagName)) return sanitizeChildren(child.children);
    if (!ELEMENTS.has(child.tagName)) return [];
    return [{ type: 'element', tagName: child.tagName, properties: sanitizeProperties(child.properties), children: sanitizeChildren(child.children) }];
  });
}

/** Elements that draw nothing unless referenced: once `ownIds` dropped their id, nothing uses them. */
const REFERENCED_ONLY = new Set(['marker', 'clipPath', 'linearGradient', 'radialGradient']);

/** Groups that hold nothing once the rest is gone (mermaid writes a `<defs>` per marker kind, most unused). */
const EMPTY_WHEN_CHILDLESS = new Set(['defs', 'g']);

function dropUnreferenced(parent: Element): void {
  parent.children = parent.children.filter((child) => child.type !== 'element' || !REFERENCED_ONLY.has(child.tagName) || child.properties['id'] !== undefined);
  for (const child of parent.children) if (child.type === 'element') dropUnreferenced(child);
  parent.children = parent.children.filter((child) => child.type !== 'element' || !EMPTY_WHEN_CHILDLESS.has(child.tagName) || child.children.length > 0 || child.properties['id'] !== undefined);
}

function walkElements(node: Element, visit: (element: Element) => void): void {
  visit(node);
  for (const child of node.children) if (child.type === 'element') walkElements(child, visit);
}

/**
 * Gives the diagram ids of its own: the root is `id`, an element another one refers to (a marker,
 * a gradient, a title) `<id>-<n>`, and ids nothing refers to are dropped, so copies of one diagram,
 * or diagrams that name their parts alike, never share an id on a page.
 */
function ownIds(svg: Element, id: string): void {
  const referenced = new Set<string>();
  walkElements(svg, (element) => {
    for (const [name, value] of Object.entries(element.properties)) {
      if (ID_LISTS.has(name)) for (const ref of String(value).split(/[\s,]+/)) referenced.add(ref);
      else if (typeof value === 'string') for (const match of value.matchAll(FRAGMENT_URL)) referenced.add(match[2]!);
    }
  });
  const renamed = new Map<string, string>();
  walkElements(svg, (element) => {
    const own = element.properties['id'];
    delete element.properties['id'];
    if (element === svg || typeof own !== 'string' || !referenced.has(own) || renamed.has(own)) return;
    renamed.set(own, `${id}-${renamed.size + 1}`);
    element.properties['id'] = renamed.get(own)!;
  });
  svg.properties['id'] = id;
  walkElements(svg, (element) => {
    for (const [name, value] of Object.entries(element.properties)) {
      if (ID_LISTS.has(name)) {
        const refs = String(value).split(/[\s,]+/).map((ref) => renamed.get(ref)).filter(Boolean);
        if (refs.length) element.properties[name] = refs.join(' ');
        else delete element.properties[name];
      } else if (typeof value === 'string' && name !== 'id') {
        element.properties[name] = value.replace(FRAGMENT_URL, (whole, _quote: string, ref: string) => (renamed.has(ref) ? `url(#${renamed.get(ref)})` : 'none'));
      }
    }
  });
}

/**
 * The figure a diagram's page shows: `<figure class="ld-diagram" data-diagram="mermaid">` around
 * the rendered SVG, parsed and passed through an allowlist (SVG shapes and text only: no script,
 * handler, `foreignObject`, link, image or outside URL), with the ids of `id`.
 */
export function diagramFigure(svg: string, id: string): Element {
  const parsed = hastUtilRaw().raw({ type: 'root', children: [{ type: 'raw', value: svg }] } as unknown as Root) as Root;
  const root = sanitizeChildren(parsed.children as ElementContent[]).find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!root) throw new Error('mermaid gave no SVG');
  ownIds(root, id);
  dropUnreferenced(root);
  return { type: 'element', tagName: 'figure', properties: { className: ['ld-diagram'], dataDiagram: 'mermaid' }, children: [root] };
}
