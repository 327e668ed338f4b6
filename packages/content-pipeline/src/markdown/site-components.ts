import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Element, ElementContent, Root } from 'hast';
import type * as HastUtilRaw from 'hast-util-raw';
import { ContentError } from '../errors.js';
import { trustedTree } from './mdx-components.js';
import { hastChildren, type MdxComponent } from './mdx-runtime.js';
import { walk } from './walk.js';
import { lazyModule } from './lazy-module.js';

const hastUtilRaw = lazyModule<typeof HastUtilRaw>('hast-util-raw');

// A site's own MDX components: React components in a module of the site (the `mdxComponents`
// option), rendered to HTML when the page is built. They are the site's code, as trusted as its
// config: what they render is kept as it is (styles included), not passed through the allowlist.

type ReactModules = { createElement: (type: unknown, props: unknown, ...children: unknown[]) => unknown; renderToStaticMarkup: (element: unknown) => string };

const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** A React component as an MDX component: rendered to static HTML, its `children` (HAST) put back in place. */
function fromReact(name: string, component: unknown, react: ReactModules): MdxComponent {
  // The children are HAST, which React cannot render: a placeholder element stands in for them.
  const slot = `lumidoc-children-${randomBytes(6).toString('hex')}`;
  return (props) => {
    const { children, ...rest } = props;
    let html: string;
    try {
      html = react.renderToStaticMarkup(react.createElement(component, rest, children === undefined ? undefined : react.createElement(slot, null)));
    } catch (error) {
      throw new TypeError(`the site's component <${name}> failed to render: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const tree = hastUtilRaw().raw({ type: 'root', children: [{ type: 'raw', value: html }] } as Root) as Root;
    const content = hastChildren(children);
    walk(tree, (node) => {
      const parent = node as Element;
      if (!parent.children?.some((child) => child.type === 'element' && child.tagName === slot)) return;
      parent.children = parent.children.flatMap((child): ElementContent[] => (child.type === 'element' && child.tagName === slot ? content : [child]));
    });
    for (const child of tree.children) if (child.type === 'element') trustedTree(child);
    return tree;
  };
}

/** What a components module exports: named components, or a default object of them (as a Docusaurus `MDXComponents`). */
function exportedComponents(module: Record<string, unknown>): Array<[string, unknown]> {
  const named = Object.entries(module).filter(([name, value]) => name !== 'default' && isComponent(value));
  const fallback = module['default'];
  const fromDefault = fallback && typeof fallback === 'object' && !isComponent(fallback) ? Object.entries(fallback).filter(([, value]) => isComponent(value)) : [];
  return [...fromDefault, ...named];
}

/**
 * Loads the site's MDX components from `file` (an ES module: named exports, or a default export
 * object, of React components). Needs `react` and `react-dom` installed, as a site has them.
 */
export async function loadSiteComponents(file: string, display = file, version?: string): Promise<Record<string, MdxComponent>> {
  if (!fs.existsSync(file)) throw new ContentError({ file: display }, 'the MDX components module does not exist', 'create it (export the site\'s React components by name), or remove the mdxComponents option');
  const [module, { createElement }, { renderToStaticMarkup }] = await Promise.all([
    // A new version of the module is a new URL: Node keeps every module it imported by its URL.
    import(`${pathToFileURL(file).href}${version ? `?v=${version}` : ''}`) as Promise<Record<string, unknown>>,
    import('react') as Promise<{ createElement: ReactModules['createElement'] }>,
    import('react-dom/server') as Promise<{ renderToStaticMarkup: ReactModules['renderToStaticMarkup'] }>,
  ]);
  const react = { createElement, renderToStaticMarkup };
  const entries = exportedComponents(module);
  if (!entries.length) throw new ContentError({ file: display }, 'the MDX components module exports no component', 'export each React component by name (export function Highlight(props) { … })');
  return Object.fromEntries(entries.map(([name, component]) => [name, fromReact(name, component, react)]));
}

/** The components module's text as a hash, for the keys of cached compiles that may have used it. */
export function siteComponentsFingerprint(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
  } catch {
    return 'missing';
  }
}

// The components of the site being built, loaded once per build (and per compile thread), so every
// compile of the build sees them without each caller passing them along.
let active: { file: string; fingerprint: string; components: Record<string, MdxComponent> } | undefined;

/**
 * Makes the components exported by `file` those of the MDX compiled from now on in this thread
 * (`undefined`: none). Loading again after the module changed gives its new code.
 */
export async function useSiteComponents(file: string | undefined, display = file): Promise<void> {
  if (!file) {
    active = undefined;
    return;
  }
  const fingerprint = siteComponentsFingerprint(file)!;
  if (active?.file === file && active.fingerprint === fingerprint) return;
  active = { file, fingerprint, components: await loadSiteComponents(file, display, fingerprint) };
}

/** The site's components in use (`useSiteComponents`), if any. */
export const activeSiteComponents = (): Record<string, MdxComponent> | undefined => active?.components;

/** The module and its fingerprint, for compile threads to load the same and cache keys to change with it. */
export const activeSiteComponentsModule = (): { file: string; fingerprint: string } | undefined => active && { file: active.file, fingerprint: active.fingerprint };
