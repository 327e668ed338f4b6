import type { KindModules } from './kind-props.js';

/**
 * The theme's page for every kind the pipeline and its plugins make. A site adds its own kinds, or
 * replaces one of these, in `defineSiteApp({ kinds })`.
 */
export const DEFAULT_KINDS: KindModules = {
  doc: () => import('./doc.js'),
  'doc-category-index': () => import('./doc-category-index.js'),
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
