import type { RenderContext, RenderResult } from '@lumidoc/contract';
import { ANNOUNCEMENT_SCRIPT, CLIENT_FAILURE_SCRIPT, COLOR_MODE_SCRIPT, loadThemeCatalogs } from '@lumidoc/theme';
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server';
import { getScrollRestorationScriptForRouter } from '@tanstack/router-core/scroll-restoration-script';
import { getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/router-core/ssr/server';
import { renderToString } from 'react-dom/server';
import { createSiteRouter, type SiteRouter } from './router.js';
import type { SiteApp } from './site-app.js';

/** The theme's own inline scripts: colour mode before paint, the client-failure notice, the dismissed announcement. */
const THEME_SCRIPTS = [COLOR_MODE_SCRIPT, CLIENT_FAILURE_SCRIPT, ANNOUNCEMENT_SCRIPT];

/**
 * Prepares a router for one prerendered page and returns the inline scripts the router writes into
 * it, filled in as it renders: its hydration data and its scroll restoration.
 *
 * The router also writes each match's load time into the hydration data. A prerendered page gets
 * the build's time (`SOURCE_DATE_EPOCH`, carried as the runtime's `searchTimestamp`) instead of the
 * clock's, so two builds of the same sources write the same bytes. The browser treats the match as
 * loaded long ago either way: it is stale from the first navigation, as it was with the clock's time.
 */
function prepareRouter(router: SiteRouter, time: number): string[] {
  const scripts: string[] = [];
  const load = router.load;
  router.load = async (options) => {
    await load(options);
    for (const match of router.stores.matches.get()) (match as { updatedAt: number }).updatedAt = time;
    // Written once, as `<ScriptOnce>` writes it.
    const scroll = getScrollRestorationScriptForRouter(router);
    if (scroll) scripts.push(`${scroll};document.currentScript.remove()`);
    const ssr = router.serverSsr;
    if (ssr) {
      const take = ssr.takeInitialHydrationScriptTags;
      ssr.takeInitialHydrationScriptTags = () => {
        const tags = take();
        if (tags) for (const tag of [...tags.before, tags.boundary]) if (typeof tag.children === 'string') scripts.push(tag.children);
        return tags;
      };
    }
  };
  return scripts;
}

/**
 * The server entry's `render` for a site: renders one URL to a complete HTML document with its
 * status and the inline scripts it wrote. The server renders every locale, so all of the theme's
 * strings are loaded once, at the first render.
 */
export function createSiteRenderer(site: SiteApp): (url: string, context: RenderContext) => Promise<RenderResult & { scripts: string[] }> {
  let allThemeStrings: Promise<unknown> | undefined;
  return async (url, context) => {
    await (allThemeStrings ??= loadThemeCatalogs(site.locales.list.map((locale) => locale.code)));
    const buildTime = (Number(context.runtime.searchTimestamp) || 0) * 1000;
    let routerScripts: string[] = [];
    const handler = createRequestHandler({
      request: new Request(new URL(url, 'http://localhost')),
      createRouter: () => {
        const router = createSiteRouter(site, context);
        routerScripts = prepareRouter(router, buildTime);
        return router;
      },
    });
    let html: string | undefined;
    const response = await handler(async ({ responseHeaders, router }) => {
      // As the router's renderRouterToString, except that the page stays a string: a Response
      // made of it is checked for lone surrogates and read back through a stream, a tenth of a
      // prerender thread's time.
      try {
        html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
        return new Response(null, { status: getSsrStatus(router), headers: responseHeaders });
      } catch (error) {
        console.error('Render to string error:', error);
        return new Response('Internal Server Error', { status: 500, headers: responseHeaders });
      } finally {
        router.serverSsr?.cleanup();
      }
    });
    // A redirect never reaches the render: its response is the router's.
    return { status: response.status, html: html ?? (await response.text()), scripts: [...THEME_SCRIPTS, ...routerScripts] };
  };
}
