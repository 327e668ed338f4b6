import './runtime/preact-options.js';
import '@lumidoc/theme/style.css';
import { createFetchDataSource, normalizeRoute } from '@lumidoc/content-pipeline/runtime';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { loadThemeCatalogs } from '@lumidoc/theme';
import { hydrateRoot } from 'react-dom/client';
import { preloadKind } from './kinds/registry.js';
import { locales } from './locales.js';
import { createAppRouter, readRuntime } from './router.js';
import { documentRoot } from './runtime/document-root.js';

const { kind, sidebar, ...runtime } = readRuntime(document);
const data = createFetchDataSource(runtime);
const router = createAppRouter({ data, runtime });
const { locale } = locales.parse(location.pathname);

// The page's component chunk, the theme's strings in its locale, the page's data and sidebar files
// (preloaded by the HTML's head) and the router's state from the HTML must be there before
// hydration, or the first render would differ. Awaiting them here (not by suspending inside the tree, as the router's
// own RouterClient does) keeps hydration free of suspense, which the production runtime does not need.
Promise.all([
  kind ? preloadKind(kind) : undefined,
  loadThemeCatalogs([locale]),
  kind ? data.page(normalizeRoute(location.pathname)) : undefined,
  sidebar ? data.sidebar(locale, sidebar) : undefined,
  hydrate(router).finally(() => window.$_TSR?.h()),
]).then(() => {
  hydrateRoot(documentRoot(document), <RouterProvider router={router} />, {
    onRecoverableError: (error) => console.error('Hydration error:', error),
  });
});
