import './runtime/preact-options.js';
import type { RenderContext } from '@lumidoc/content-pipeline/build';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { loadThemeCatalogs } from '@lumidoc/theme';
import { locales } from './locales.js';
import { createAppRouter } from './router.js';

export { siteConfig } from '../site.config.js';

// The server renders every locale: all of the theme's strings, loaded once.
const allThemeStrings = loadThemeCatalogs(locales.list.map((locale) => locale.code));

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router writes each match's load time into the hydration data. A prerendered page gets the
 * build's time (`SOURCE_DATE_EPOCH`, carried as the runtime's `searchTimestamp`) instead of the
 * clock's, so two builds of the same sources write the same bytes. The browser treats the match as
 * loaded long ago either way: it is stale from the first navigation, as it was with the clock's time.
 */
function pinLoadTime(router: AppRouter, time: number): AppRouter {
  const load = router.load;
  router.load = async (options) => {
    await load(options);
    for (const match of router.stores.matches.get()) (match as { updatedAt: number }).updatedAt = time;
  };
  return router;
}

/** Renders one URL to a complete HTML document with its status. */
export async function render(url: string, context: RenderContext): Promise<{ status: number; html: string }> {
  await allThemeStrings;
  const buildTime = (Number(context.runtime.searchTimestamp) || 0) * 1000;
  const handler = createRequestHandler({
    request: new Request(new URL(url, 'http://localhost')),
    createRouter: () => pinLoadTime(createAppRouter(context), buildTime),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}
