import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import type { Code, Root } from 'mdast';
import { ContentError } from '../errors.js';
import { codeToHast, prepareCodeBlocks } from './code.js';
import { ADMONITIONS } from './directives.js';
import { BrowserOnly, Heading, ThemedImage, Translate, translate } from './mdx-docusaurus-helpers.js';
import { elementOf, hastChildren, type MdxComponent, type MdxSource } from './mdx-runtime.js';
import { markTrusted } from './raw-html.js';
import { walk } from './walk.js';

// The theme's components under the names Docusaurus sites import them by. Each gives the same HAST
// as the Markdown form (`::::tabs`, `:::note`, a code fence), so the theme renders and hydrates them
// alike; a module an MDX file imports from is one of these objects.

/** A module an MDX file may import: its exports by name (`default` for the default export). */
export type MdxModule = Readonly<Record<string, unknown>>;

/** Marks an element and everything in it as the compile's own (a highlighted code block: spans with colours). */
export function trustedTree<T extends Element>(element: T): T {
  walk(element, (node) => void (node.type === 'element' && markTrusted(node as Element)));
  return element;
}

const isElement = (node: ElementContent, tagName?: string): node is Element => node.type === 'element' && (tagName === undefined || node.tagName === tagName);
const text = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : typeof value === 'string' ? value : toString({ type: 'root', children: hastChildren(value) }));

/** A tab: its label (or value) on a `section`, as `:::tab[Label]` gives it; `Tabs` relabels from its `values`. */
const TabItem: MdxComponent = (props) => {
  const value = text(props['value']);
  const label = text(props['label']) ?? value ?? '';
  const isDefault = props['default'] === true || props['default'] === '';
  return markTrusted(h('section', { dataTab: label, ...(value !== undefined ? { dataTabValue: value } : {}), ...(isDefault ? { dataDefault: '' } : {}) }, hastChildren(props['children'])) as Element);
};

const Tabs: MdxComponent = (props, source) => {
  const values = Array.isArray(props['values']) ? (props['values'] as Array<{ value?: unknown; label?: unknown }>) : [];
  const tabs = hastChildren(props['children']).filter((child) => !(child.type === 'text' && !child.value.trim()));
  const defaultValue = text(props['defaultValue']);
  const sections = tabs.map((tab) => {
    if (!isElement(tab, 'section') || tab.properties['dataTab'] === undefined) {
      throw new TypeError(`<Tabs> may contain only <TabItem> elements${source?.line ? ` (line ${source.line})` : ''}`);
    }
    const value = tab.properties['dataTabValue'];
    const named = values.find((entry) => String(entry.value) === value);
    if (named?.label !== undefined) tab.properties['dataTab'] = text(named.label) ?? String(value);
    if (defaultValue !== undefined) {
      if (value === defaultValue) tab.properties['dataDefault'] = '';
      else delete tab.properties['dataDefault'];
    }
    delete tab.properties['dataTabValue'];
    return tab;
  });
  const group = text(props['groupId']);
  return markTrusted(h('div', { dataTabs: '', ...(group ? { dataGroup: group } : {}) }, sections) as Element);
};

const Admonition: MdxComponent = (props) => {
  const type = text(props['type']) ?? 'note';
  if (!(ADMONITIONS as readonly string[]).includes(type)) throw new TypeError(`<Admonition type="${type}"> is not an admonition type (${ADMONITIONS.join(', ')})`);
  const title = text(props['title']);
  return markTrusted(h('aside', { dataAdmonition: type, ...(title ? { dataTitle: title } : {}) }, hastChildren(props['children'])) as Element);
};

/** `<Details summary="…">` or a `<summary>` among its children, as Docusaurus takes either. */
const Details: MdxComponent = (props, source) => {
  const children = hastChildren(props['children']);
  const inner = children.find((child) => isElement(child, 'summary'));
  const summary = inner ?? elementOf('summary', { children: props['summary'] ?? 'Details' }, source);
  return markTrusted(h('details', {}, [summary, ...children.filter((child) => child !== inner)]) as Element);
};

/** `<CodeBlock language="yaml" title="x.yml" showLineNumbers>` with the code as its text: a highlighted fence. */
function codeBlock(file: string): MdxComponent {
  return (props, source) => {
    const className = text(props['className']);
    const lang = text(props['language']) ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? null;
    const title = text(props['title']);
    const lineNumbers = props['showLineNumbers'];
    const meta = [text(props['metastring']), title !== undefined ? `title="${title.replace(/"/g, "'")}"` : undefined, lineNumbers === true ? 'showLineNumbers' : typeof lineNumbers === 'number' ? `showLineNumbers=${lineNumbers}` : undefined]
      .filter(Boolean)
      .join(' ');
    const value = (text(props['children']) ?? '').replace(/^\n/, '').replace(/\n$/, '');
    const node: Code = { type: 'code', lang, meta: meta || null, value, ...(source?.line ? { position: { start: { line: source.line, column: 1 }, end: { line: source.line, column: 1 } } } : {}) };
    prepareCodeBlocks({ type: 'root', children: [node] } satisfies Root, file);
    return trustedTree(codeToHast(undefined as never, node));
  };
}

/** `@docusaurus/Link`: an `<a>` whose `to` or `href` the compile resolves and checks like any link. */
const Link: MdxComponent = (props, source) => {
  const { to, href, children, ...rest } = props;
  return elementOf('a', { ...rest, href: to ?? href, children }, source);
};

/** The modules MDX content may import besides its own files, for the file `file` (as shown in messages). */
export function builtinModules(file: string): ReadonlyMap<string, MdxModule> {
  return new Map<string, MdxModule>([
    ['@theme/Tabs', { default: Tabs }],
    ['@theme/TabItem', { default: TabItem }],
    ['@theme/Admonition', { default: Admonition }],
    ['@theme/Details', { default: Details }],
    ['@theme/CodeBlock', { default: codeBlock(file) }],
    ['@docusaurus/Link', { default: Link }],
    // Routes stay locale- and base-neutral in page data; the theme adds the base URL when it renders links.
    ['@docusaurus/useBaseUrl', { default: (url: string) => url, useBaseUrl: (url: string) => url }],
    ['@docusaurus/Translate', { default: Translate, translate }],
    ['@docusaurus/BrowserOnly', { default: BrowserOnly }],
    ['@theme/Heading', { default: Heading }],
    ['@theme/ThemedImage', { default: ThemedImage }],
  ]);
}

/** The error for a JSX name no import and no registered component defines. */
export function missingComponentError(file: string, name: string, where: MdxSource | undefined, available: readonly string[]): ContentError {
  return new ContentError(
    { file, line: where?.line, column: where?.column },
    `MDX uses the component <${name}>, which is neither imported nor provided by the site`,
    `import it (the theme's: ${[...builtinModules(file).keys()].map((module) => module.split('/')[1]).join(', ')}), or register it in the site's mdxComponents module${available.length ? ` (registered: ${available.join(', ')})` : ''}`,
  );
}
