import '@lumidoc/theme/style.css';
import { hydrateWhenIdleOrUsed } from '@lumidoc/runtime/boot';

// The prerendered page is complete without script: it paints and reads with only this small entry.
// React, the router and the theme load once the page has loaded and the browser is idle, or at the
// reader's first interaction, whichever comes first. The development server hydrates at once.
hydrateWhenIdleOrUsed(() => import('./hydrate.js').then((module) => module.hydrate()), { immediately: import.meta.env.DEV });
