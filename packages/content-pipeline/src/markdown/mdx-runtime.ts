import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';

// MDX compiles a file to JavaScript that calls a JSX runtime. This one builds HAST, the page data
// every Markdown page already is, instead of React elements: what the theme renders and hydrates
// is the same for `.md` and `.mdx`, and nothing of MDX runs in the reader's browser.

/** What a component or an expression may give: HAST nodes, text, numbers, nothing, or lists of these. */
export type MdxChild = ElementContent | Root | string | number | bigint | boolean | null | undefined | readonly MdxChild[];

/** Where a JSX element was written, from MDX's development output. */
export interface MdxSource {
  line?: number;
  column?: number;
}

/** A component as MDX content uses it: props (with `children` as HAST) in, HAST out. */
export type MdxComponent = (props: Record<string, unknown>, source?: MdxSource) => MdxChild;

/** The runtime's fragment: its children stand in its place. */
export const Fragment = Symbol.for('lumidoc.mdx.fragment');

const isNode = (value: object): value is { type: string } => typeof (value as { type?: unknown }).type === 'string';

/** Flattens what JSX children or a component gave into HAST content; anything else is a TypeError saying what it was. */
export function hastChildren(value: unknown): ElementContent[] {
  const out: ElementContent[] = [];
  const add = (item: unknown): void => {
    if (item === null || item === undefined || typeof item === 'boolean') return;
    if (Array.isArray(item)) {
      for (const child of item) add(child);
      return;
    }
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'bigint') {
      out.push({ type: 'text', value: String(item) });
      return;
    }
    if (typeof item === 'object' && isNode(item)) {
      if (item.type === 'root') for (const child of (item as Root).children) add(child);
      else if (item.type === 'element' || item.type === 'text' || item.type === 'raw') out.push(item as ElementContent);
      // Comments and doctypes show nothing.
      return;
    }
    throw new TypeError(`an expression gave ${typeof item === 'function' ? 'a function' : typeof item === 'object' ? 'an object' : typeof item}, which cannot be shown in a page (give text, a number or an element)`);
  };
  add(value);
  return out;
}

/** `{ backgroundColor: 'red', '--x': 1 }` -> `background-color:red;--x:1` (as the highlighter writes its colours). */
function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== false)
    .map(([name, value]) => `${name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/** An element from JSX props: attribute names as React or HTML write them (hastscript reads both). */
export function elementOf(tagName: string, props: Record<string, unknown>, source?: MdxSource): Element {
  const { children, style, key: _key, ref: _ref, ...rest } = props;
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    // A function (an event handler) cannot be an attribute: it is kept as a flag, so the allowlist
    // names it when it removes it. Other objects cannot be written as attributes at all.
    if (typeof value === 'function') properties[name] = true;
    else if (typeof value !== 'object' || value === null || Array.isArray(value)) properties[name] = value;
  }
  if (typeof style === 'string') properties['style'] = style;
  else if (style && typeof style === 'object') properties['style'] = styleText(style as Record<string, unknown>);
  const element = h(tagName, properties as never, hastChildren(children)) as Element;
  if (source?.line !== undefined) {
    const point = { line: source.line, column: source.column ?? 1 };
    element.position = { start: point, end: point };
  }
  return element;
}

interface DevSource {
  lineNumber?: number;
  columnNumber?: number;
}

/** The `Fragment`/`jsx`/`jsxs`/`jsxDEV` functions MDX's output calls, building HAST. */
export function hastJsxRuntime() {
  const create = (type: unknown, props: Record<string, unknown>, dev?: DevSource) => {
    const source: MdxSource | undefined = dev ? { line: dev.lineNumber, column: dev.columnNumber } : undefined;
    if (type === Fragment) return { type: 'root', children: hastChildren(props['children']) } satisfies Root;
    if (typeof type === 'function') return (type as MdxComponent)(props, source);
    if (typeof type === 'string') return elementOf(type, props, source);
    throw new TypeError(`a JSX element names ${String(type)}, which is neither a tag nor a component`);
  };
  return {
    Fragment,
    jsx: (type: unknown, props: Record<string, unknown>) => create(type, props),
    jsxs: (type: unknown, props: Record<string, unknown>) => create(type, props),
    jsxDEV: (type: unknown, props: Record<string, unknown>, _key: unknown, _static: unknown, source: DevSource | undefined) => create(type, props, source),
  };
}
