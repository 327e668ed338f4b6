// The client entry's only import before hydration: no React, no router, no theme components.
export { hydrateWhenIdleOrUsed, type HydrationOptions } from './browser/hydrate-on-intent.js';
