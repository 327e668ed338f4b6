import type { PageData } from '@lumidoc/contract';
import { normalizeRoute } from '@lumidoc/content-pipeline/runtime';
import { blogHeadTags, CLIENT_FAILURE_SCRIPT, COLOR_MODE_SCRIPT, loadThemeCatalogs, NotFoundPage, trimSidebar, useHydrated } from '@lumidoc/theme';
import { createRootRouteWithContext, createRoute, createRouter, HeadContent, isNotFound, notFound, Outlet, Scripts, useLoaderData, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { mayPrefetch } from './browser/connection.js';
import { NavigationEffects } from './browser/effects.js';
import { clearReloadGuard, reloadOnce } from './browser/reload-once.js';
import { useDataRevision, useRouterContext, type PageRuntime, type RouterContext } from './router-context.js';
import { RouteError, RouteStateShell, SiteShell } from './shell.js';
import type { SiteApp } from './site-app.js';

const RUNTIME_ELEMENT_ID = 'lumidoc-runtime';

/** Reads the runtime facts the prerendered HTML carries. */
export function readRuntime(doc: Document): PageRuntime {
  const element = doc.getElementById(RUNTIME_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`The page has no #${RUNTIME_ELEMENT_ID} element; was it prerendered by this build?`);
  return JSON.parse(element.textContent) as PageRuntime;
}

/**
 * What a page's loader returns, and so what the router writes into the HTML for hydration: only the
 * route. The page, its head and its sidebar come from the data source, which the client fills before
 * hydrating (from the page's own data files), so the HTML does not carry any of them a second time.
 */
type PageRef = { route: string };

/** The current match's page, from what the data source has loaded (the loader saw to it). */
function useCurrentPage() {
  const { data } = useRouterContext();
  const route = useRouterState({ select: (s) => (s.matches.at(-1)?.loaderData as PageRef | undefined)?.route });
  return route === undefined ? undefined : data.loadedPage(route);
}

/** The route tree of a site: the document, and one page route that renders every kind by its data. */
function createRouteTree(site: SiteApp) {
  const { config, locales, kinds } = site;
  const origin = config.url.replace(/\/$/, '');

  function RootDocument() {
    const { runtime, data } = useRouterContext();
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    const page = useCurrentPage();
    const locale = locales.get(locales.parse(pathname).locale);
    return (
      <html lang={locale.htmlLang} dir={locale.direction} suppressHydrationWarning>
        <head>
          <HeadContent />
        </head>
        <body>
          <Outlet />
          <NavigationEffects data={data} analytics={config.analytics} />
          <script id={RUNTIME_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify({ ...runtime, kind: page?.kind, sidebar: page?.sidebarId }).replace(/</g, '\\u003c') }} />
          <Scripts />
        </body>
      </html>
    );
  }

  const NotFound = () => (
    <RouteStateShell site={site}>
      <NotFoundPage docsRoute={config.docsHome} />
    </RouteStateShell>
  );
  const PageError = ({ error }: ErrorComponentProps) => <RouteError site={site} error={error} />;

  const rootRoute = createRootRouteWithContext<RouterContext>()({
    head: ({ match }) => ({
      meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { name: 'color-scheme', content: 'light dark' }],
      links: [...match.context.runtime.css.map((href) => ({ rel: 'stylesheet', href })), ...(config.favicon ? [{ rel: 'icon', ...config.favicon }] : [])],
      scripts: [{ children: COLOR_MODE_SCRIPT }, { children: CLIENT_FAILURE_SCRIPT }, { type: 'module', src: match.context.runtime.entry }],
    }),
    component: RootDocument,
    notFoundComponent: NotFound,
  });

  async function loadPage({ location, context, preload }: { location: { pathname: string; href: string }; context: RouterContext; preload?: boolean }): Promise<PageRef> {
    try {
      // The theme's strings come one locale at a time; the page (or the not-found page) needs its reader's.
      const strings = loadThemeCatalogs([locales.parse(location.pathname).locale]);
      const route = normalizeRoute(location.pathname);
      const page = await context.data.page(route);
      if (!page) {
        await strings;
        throw notFound();
      }
      await Promise.all([page.sidebarId ? context.data.sidebar(page.locale, page.sidebarId) : undefined, kinds.preload(page.kind), strings]);
      return { route };
    } catch (error) {
      // Code or data that will not load in the browser: fall back to a full page load, once.
      if (typeof window !== 'undefined' && !preload && !isNotFound(error) && reloadOnce(location.href)) await new Promise(() => undefined);
      throw error;
    }
  }

  function PageView() {
    const { runtime, data } = useRouterContext();
    // Rendered again when a development server replaces the page's data.
    useDataRevision(data);
    // Shared by the index route and the splat route: read whichever matched.
    const { route } = useLoaderData({ strict: false }) as PageRef;
    const page = data.loadedPage(route)!;
    const fullSidebar = page.sidebarId ? data.loadedSidebar(page.locale, page.sidebarId) : undefined;
    const complete = useHydrated();
    // A page that loaded forgets the guard against reload loops (an error view keeps it).
    useEffect(() => {
      if (complete) clearReloadGuard();
    }, [complete]);
    const sidebar = fullSidebar && (complete ? fullSidebar : { ...fullSidebar, items: trimSidebar(fullSidebar.items, page.route) });
    const Kind = kinds.component(page.kind);
    return (
      <SiteShell site={site} locale={page.locale} alternates={page.alternates} runtime={runtime} sidebar={sidebar} home={page.kind === 'home'}>
        <Kind page={page} sidebar={sidebar} />
      </SiteShell>
    );
  }

  function headOf(page: PageData) {
    const blog = blogHeadTags(page, origin);
    const translated = Object.entries(page.alternates).filter(([code]) => !page.untranslatedLocales.includes(code));
    const xDefault = page.alternates[locales.defaultLocale];
    return {
      meta: [
        { title: `${page.title} | ${config.title}` },
        ...(page.description ? [{ name: 'description', content: page.description }] : []),
        ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
        { property: 'og:title', content: page.title },
        ...(page.keywords?.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
        ...(page.socialImage ? [{ property: 'og:image', content: /^https?:\/\//.test(page.socialImage) ? page.socialImage : origin + page.socialImage }, { name: 'twitter:card', content: 'summary_large_image' }] : []),
        ...blog.meta,
      ],
      links: [
        { rel: 'canonical', href: origin + page.canonicalRoute },
        ...(page.fallbackFrom ? [] : translated.map(([code, route]) => ({ rel: 'alternate', hrefLang: locales.get(code).htmlLang, href: origin + route }))),
        ...(!page.fallbackFrom && xDefault && !page.untranslatedLocales.includes(locales.defaultLocale) ? [{ rel: 'alternate', hrefLang: 'x-default', href: origin + xDefault }] : []),
        ...blog.links,
      ],
      scripts: blog.scripts,
    };
  }

  /**
   * Title, description, canonical and hreflang links of the matched page, from the data source (its
   * loader saw to it; in the browser the page's data file is loaded before the router's state is
   * hydrated, so the head is the same on hydration). The prerender adds the data files' preloads.
   */
  function pageHead({ loaderData, match }: { loaderData?: PageRef | undefined; match: { context: RouterContext } }) {
    const page = loaderData && match.context.data.loadedPage(loaderData.route);
    return page ? headOf(page) : {};
  }

  const pageRoute = { loader: loadPage, head: pageHead, component: PageView, errorComponent: PageError };
  return rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', ...pageRoute }), createRoute({ getParentRoute: () => rootRoute, path: '$', ...pageRoute })]);
}

const routeTrees = new WeakMap<SiteApp, ReturnType<typeof createRouteTree>>();

/** One router for the server and the browser; the route tree is made once per site app. */
export function createSiteRouter(site: SiteApp, context: RouterContext) {
  let routeTree = routeTrees.get(site);
  if (!routeTree) routeTrees.set(site, (routeTree = createRouteTree(site)));
  return createRouter({
    routeTree,
    context,
    // Hover, focus and touch load the next page's code and data, unless the visitor saves data.
    defaultPreload: mayPrefetch() ? 'intent' : false,
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: routeTree.options.notFoundComponent,
    // No pending component: while the next page loads, the current one stays with its chrome, and
    // SiteShell adds the progress bar and, after the loader delay, a spinner over the content.
  });
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;
