// Building a site: collect it (the content pipeline), write its files, prerender every route.
export { buildSite, type SiteBuildOptions, type SiteBuildReport } from './build-site.js';
export { writeSite, type SiteWriteOptions } from './site-write.js';
export { modulePreloadLinks, withModulePreloads, type ModulePreloads } from './module-preloads.js';
export { prerender, htmlFileFor, PrerenderError, type RenderContext, type RenderFunction, type RenderResult, type WorkerRendering } from './prerender.js';
export { withContentSecurityPolicy, defaultContentSecurityPolicy, contentSecurityPolicyWith, inlineScripts, scriptHash, ContentSecurityError, type ContentSecurityPolicy } from './csp.js';
export { buildBundledSite, type BundledSiteOptions } from './bundled-site.js';
export { collectForParts, renderPart, assembleParts, readPlan, RENDER_PLAN, type RenderPartOptions } from './split-build.js';
// The first tasks of a build in parts: each compiles one locale's docs into a folder the collecting task reads (`compiledParts`).
export { precompileSiteDocs, type PrecompileOptions } from '@lumidoc/content-pipeline/build';
export type { RenderPlan } from './site-write.js';
export { manifestEntry, modulePreloadsFromManifest, type ManifestChunk, type ManifestLayout, type ViteManifest } from './vite-manifest.js';
export { defaultCacheDir } from './cache-dir.js';
