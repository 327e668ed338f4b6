import { createSiteRenderer } from '@lumidoc/runtime/server';
import { app } from './app.js';

// The prerender imports this module in every thread: `render` for each route, the config for the build.
export { siteConfig } from '../site.config.js';
export const render = createSiteRenderer(app);
