// Collecting a site (docs, plugins' pages, link check, data files) and the plugins that ship with the
// pipeline. Writing and prerendering a collected site is @lumidoc/app's.
export type { BuildContext, BuildPlugin } from '@lumidoc/contract';
export { collectSite, precompileSiteDocs, type PrecompileOptions, type SiteCollectOptions, type SiteCollection } from './collect-site.js';
export { renderSitemap, renderRobots } from './sitemap.js';
export { listFiles, writeFile, mapLimit } from './files.js';
export { dataFileHash } from './data-file-hash.js';
export { phaseTimer, type PhaseTimer } from './phases.js';
export * from '../pages/index.js';
export * from '../blog/index.js';
export { configLinksPlugin, type ConfigLinksOptions } from '../links/config-links.js';
export type { BrokenLinkPolicy } from '../links/check.js';
