import { createFetchDataSource, normalizeRoute } from '@lumidoc/content-pipeline/runtime';
import { loadThemeCatalogs } from '@lumidoc/theme';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouterState } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DATA_CHANGED_EVENT } from './browser/data-changed.js';
import { createSiteRouter, readRuntime } from './router.js';
import type { SiteApp } from './site-app.js';

/**
 * Hydrates the prerendered document with React. Resolves once React has taken over the page
 * (its effects mark `<html data-hydrated>` a moment later).
 */
export async function hydrateSite(site: SiteApp): Promise<void> {
  const { kind, sidebar, ...runtime } = readRuntime(document);
  const data = createFetchDataSource(runtime);
  const router = createSiteRouter(site, { data, runtime });
  const { locale } = site.locales.parse(location.pathname);

  // The page's component chunk, the theme's strings in its locale, the page's data and sidebar files
  // (the data files are preloaded by the HTML's head) and then the router's state from the HTML (whose
  // head is made from the page's data) must be there before hydration, or the first render would
  // differ. Awaiting them here (not by suspending inside the tree, as the router's own RouterClient
  // does) keeps hydration free of suspense.
  await Promise.all([
    kind ? site.kinds.preload(kind) : undefined,
    loadThemeCatalogs([locale]),
    kind ? data.page(normalizeRoute(location.pathname)) : undefined,
    sidebar ? data.sidebar(locale, sidebar) : undefined,
  ]);
  await hydrateRouterState(router).finally(() => window.$_TSR?.h());
  // A development server's client announces pages whose data changed; taken in place (the event is
  // cancelled to say so), keeping the scroll position. Nothing sends it in a built site.
  window.addEventListener(DATA_CHANGED_EVENT, (event) => {
    event.preventDefault();
    void data.reload((event as CustomEvent<{ routes: string[] }>).detail.routes);
  });
  // As a transition, React hydrates in slices and yields to the browser between them, so a long page
  // does not block input for the whole of its hydration.
  startTransition(() => {
    hydrateRoot(document, <RouterProvider router={router} />, {
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
}
