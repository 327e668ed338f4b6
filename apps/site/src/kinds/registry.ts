import type { ComponentType } from 'react';
import type { KindProps } from './kind-props.js';

export type { KindProps };

type KindModule = { default: ComponentType<KindProps> };

/** Each kind of page is its own chunk, loaded before the page renders (never a Suspense fallback). */
const KIND_MODULES: Record<string, () => Promise<KindModule>> = {
  doc: () => import('./doc.js'),
  'api-operation': () => import('./api-operation.js'),
  'api-intro': () => import('./api-intro.js'),
  'blog-post': () => import('./blog-post.js'),
  'blog-list': () => import('./blog-list.js'),
  'blog-archive': () => import('./blog-archive.js'),
  'blog-authors': () => import('./blog-authors.js'),
  'blog-author': () => import('./blog-author.js'),
  'blog-tags': () => import('./blog-tags.js'),
  'blog-tag': () => import('./blog-tag.js'),
  home: () => import('./home.js'),
  roadmap: () => import('./roadmap.js'),
  'cursed-knowledge': () => import('./cursed-knowledge.js'),
  page: () => import('./page.js'),
};

const loaded = new Map<string, ComponentType<KindProps>>();

/** Loads the component for a page kind; an unknown kind is an error naming it. */
export async function preloadKind(kind: string): Promise<void> {
  if (loaded.has(kind)) return;
  const load = KIND_MODULES[kind];
  if (!load) throw new Error(`No component for page kind "${kind}"; known kinds: ${Object.keys(KIND_MODULES).join(', ')}.`);
  const module = await load();
  if (typeof module.default !== 'function') throw new Error(`The component module for page kind "${kind}" has no default export.`);
  loaded.set(kind, module.default);
}

/** The loaded component for a kind; `preloadKind` must have run. */
export function kindComponent(kind: string): ComponentType<KindProps> {
  const component = loaded.get(kind);
  if (!component) throw new Error(`Page kind "${kind}" was rendered before its code was loaded.`);
  return component;
}
