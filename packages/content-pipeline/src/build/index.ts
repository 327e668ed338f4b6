export { buildSite, type BuildContext, type BuildPlugin, type SiteBuildOptions, type SiteBuildReport } from './site-build.js';
export { prerender, htmlFileFor, PrerenderError, type RenderContext, type RenderFunction } from './prerender.js';
export { renderSitemap, renderRobots } from './sitemap.js';
export { listFiles, writeFile, mapLimit } from './files.js';
export * from '../pages/index.js';
export * from '../blog/index.js';
export { withContentSecurityPolicy, defaultContentSecurityPolicy, type ContentSecurityPolicy } from './csp.js';
