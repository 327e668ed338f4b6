import '@lumidoc/theme/style.css';
import { createFetchDataSource } from '@lumidoc/content-pipeline/runtime';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { preloadKind } from './kinds/registry.js';
import { createAppRouter, readRuntime } from './router.js';

const { kind, ...runtime } = readRuntime(document);
const router = createAppRouter({ data: createFetchDataSource(runtime), runtime });

// The page's component chunk must be there before hydration, or the first render would differ.
(kind ? preloadKind(kind) : Promise.resolve()).then(() => {
  hydrateRoot(document, <RouterClient router={router} />, {
    onRecoverableError: (error) => console.error('Hydration error:', error),
  });
});
