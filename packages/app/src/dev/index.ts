// The development server (needs `vite`): serves a site collected in memory, collected again on change.
export { startDevServer, type DevServer, type DevServerOptions, type DevSiteConfig, type DevCollectOptions } from './dev-server.js';
export { describeError, errorPage, errorPageLocale, ERROR_PAGE_STRINGS } from './error-page.js';
export { liveCollection, type LiveCollection } from './live-collection.js';
export { collectedFile, siteHandler, DEV_ENTRY, type SiteHandlerOptions } from './site-handler.js';
