import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { createElement, Fragment, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/** Components that replace HTML elements by tag name; each receives React-style props and children. */
export type HastComponents = Partial<Record<string, ComponentType<Record<string, unknown>>>>;

// React would warn about (and the browser's parser moves) text between table rows and cells.
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** `data-*` names keep their words (`dataFootnoteRef` -> `data-footnote-ref`); `aria-*` names are one word. */
function attributeName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  if (/^data[A-Z]/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  return name;
}

/** An inline style string as React's style object; custom properties (`--shiki-dark`) keep their names. */
export function parseStyle(style: string): CSSProperties {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const key = property.startsWith('--') ? property : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[key] = value;
  }
  return out as CSSProperties;
}

/** HAST properties as React props: names React knows, lists joined, styles as objects. */
export function reactProps(properties: Properties | undefined): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  let style: CSSProperties | undefined;
  for (const [name, value] of Object.entries(properties ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'style') style = { ...style, ...(typeof value === 'string' ? parseStyle(value) : {}) };
    // GFM tables mark column alignment with the obsolete `align` attribute.
    else if (name === 'align' && typeof value === 'string') style = { ...style, textAlign: value as CSSProperties['textAlign'] };
    else props[attributeName(name)] = Array.isArray(value) ? value.join(' ') : value;
  }
  if (style) props.style = style;
  return props;
}

function renderChildren(parent: Root | Element, components: HastComponents): ReactNode[] {
  const inTable = parent.type === 'element' && TABLE_PARTS.has(parent.tagName);
  const out: ReactNode[] = [];
  parent.children.forEach((child: RootContent | ElementContent, index) => {
    if (child.type === 'text') {
      if (!(inTable && child.value.trim() === '')) out.push(child.value);
    } else if (child.type === 'element') {
      const type = components[child.tagName] ?? child.tagName;
      const children = renderChildren(child, components);
      out.push(createElement(type, { ...reactProps(child.properties), key: index }, ...children));
    }
    // Comments and doctypes have nothing to show; the pipeline drops them from raw HTML anyway.
  });
  return out;
}

/**
 * Renders a HAST tree as React elements. The tree comes from the site's own build, which parses
 * raw HTML and sanitizes it by an allowlist there, so this is a direct mapping, not a sanitizer.
 */
export function hastToReact(tree: Root, components: HastComponents = {}): ReactNode {
  return createElement(Fragment, null, ...renderChildren(tree, components));
}
