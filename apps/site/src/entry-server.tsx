import './runtime/preact-options.js';
import type { RenderContext } from '@lumidoc/content-pipeline/build';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { loadThemeCatalogs } from '@lumidoc/theme';
import { locales } from './locales.js';
import { createAppRouter } from './router.js';

export { siteConfig } from '../site.config.js';

// The server renders every locale: all of the theme's strings, loaded once.
const allThemeStrings = loadThemeCatalogs(locales.list.map((locale) => locale.code));

/** Renders one URL to a complete HTML document with its status. */
export async function render(url: string, context: RenderContext): Promise<{ status: number; html: string }> {
  await allThemeStrings;
  const handler = createRequestHandler({
    request: new Request(new URL(url, 'http://localhost')),
    createRouter: () => createAppRouter(context),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}
