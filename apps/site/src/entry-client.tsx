import './runtime/preact-options.js';
import '@lumidoc/theme/style.css';
import { createFetchDataSource } from '@lumidoc/content-pipeline/runtime';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { loadThemeCatalogs } from '@lumidoc/theme';
import { hydrateRoot } from 'react-dom/client';
import { preloadKind } from './kinds/registry.js';
import { locales } from './locales.js';
import { createAppRouter, readRuntime } from './router.js';
import { documentRoot } from './runtime/document-root.js';

const { kind, ...runtime } = readRuntime(document);
const router = createAppRouter({ data: createFetchDataSource(runtime), runtime });

// The page's component chunk, the theme's strings in its locale and the router's state from the HTML
// must be there before hydration, or the first render would differ. Awaiting them here (not by suspending inside the tree, as the router's
// own RouterClient does) keeps hydration free of suspense, which the production runtime does not need.
Promise.all([kind ? preloadKind(kind) : undefined, loadThemeCatalogs([locales.parse(location.pathname).locale]), hydrate(router).finally(() => window.$_TSR?.h())]).then(() => {
  hydrateRoot(documentRoot(document), <RouterProvider router={router} />, {
    onRecoverableError: (error) => console.error('Hydration error:', error),
  });
});
