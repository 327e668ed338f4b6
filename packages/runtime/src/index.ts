// A Lumidoc site's React app, shared by the browser and the prerender: the router, the page-kind
// registry and the chrome around every page. The client entry is `@lumidoc/runtime/client` (with the
// small `@lumidoc/runtime/boot` that starts it), the server entry `@lumidoc/runtime/server`.
export { defineSiteApp, type SiteApp, type SiteAppConfig, type SiteAppOptions } from './site-app.js';
export { DEFAULT_KINDS } from './kinds/default-kinds.js';
export type { KindModule, KindModules, KindProps } from './kinds/kind-props.js';
export type { KindRegistry } from './kinds/registry.js';
export { createSiteRouter, readRuntime, type SiteRouter } from './router.js';
export type { PageRuntime, RouterContext } from './router-context.js';
export { RouterLink } from './router-link.js';
export { createPageViewTracker, type AnalyticsConfig } from './browser/analytics.js';
