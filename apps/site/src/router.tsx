import type { PageData } from '@lumidoc/content-pipeline';
import type { PageDataSource, SiteRuntime } from '@lumidoc/content-pipeline/runtime';
import { normalizeRoute } from '@lumidoc/content-pipeline/runtime';
import { blogHeadTags, CLIENT_FAILURE_SCRIPT, COLOR_MODE_SCRIPT, loadThemeCatalogs, NotFoundPage, trimSidebar, useHydrated, validateThemeConfig } from '@lumidoc/theme';
import { createRootRouteWithContext, createRoute, createRouter, HeadContent, isNotFound, notFound, Outlet, Scripts, useLoaderData, useRouterState } from '@tanstack/react-router';
import { siteConfig } from '../site.config.js';
import { kindComponent, preloadKind } from './kinds/registry.js';
import { locales } from './locales.js';
import { mayPrefetch } from './runtime/connection.js';
import { NavigationEffects } from './runtime/effects.js';
import { reloadOnce } from './runtime/reload-once.js';
import { RouteError, SiteShell } from './shell.js';

// Runs when the build loads the server entry: a bad navbar item stops the build, naming the item.
validateThemeConfig(siteConfig.theme, 'apps/site/site.config.ts (theme)');

/** What every route can reach: where page data comes from and facts about this build. */
export interface RouterContext {
  data: PageDataSource;
  runtime: SiteRuntime;
}

const RUNTIME_ELEMENT_ID = 'lumidoc-runtime';

/** What the prerendered HTML tells the client entry: the build's facts and what this page needs. */
export type PageRuntime = SiteRuntime & { kind?: string; sidebar?: string };

/** Reads the runtime facts the prerendered HTML carries. */
export function readRuntime(doc: Document): PageRuntime {
  const element = doc.getElementById(RUNTIME_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`The page has no #${RUNTIME_ELEMENT_ID} element; was it prerendered by this build?`);
  return JSON.parse(element.textContent) as PageRuntime;
}

/** The current match's page, from what the data source has loaded (the loader saw to it). */
function useCurrentPage() {
  const { data } = rootRoute.useRouteContext();
  const route = useRouterState({ select: (s) => (s.matches.at(-1)?.loaderData as PageRef | undefined)?.route });
  return route === undefined ? undefined : data.loadedPage(route);
}

function RootDocument() {
  const { runtime, data } = rootRoute.useRouteContext();
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
        <NavigationEffects data={data} analytics={siteConfig.analytics} />
        <script id={RUNTIME_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify({ ...runtime, kind: page?.kind, sidebar: page?.sidebarId }).replace(/</g, '\\u003c') }} />
        <Scripts />
      </body>
    </html>
  );
}

function NotFound() {
  const { runtime } = rootRoute.useRouteContext();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const locale = locales.parse(pathname).locale;
  const alternates = Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath('/', l.code)]));
  return (
    <SiteShell locale={locale} alternates={alternates} runtime={runtime}>
      <NotFoundPage docsRoute={siteConfig.docsHome} />
    </SiteShell>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { name: 'color-scheme', content: 'light dark' }],
    links: [...match.context.runtime.css.map((href) => ({ rel: 'stylesheet', href })), { rel: 'icon', href: '/img/immich-logo.svg', type: 'image/svg+xml' }],
    scripts: [{ children: COLOR_MODE_SCRIPT }, { children: CLIENT_FAILURE_SCRIPT }, { type: 'module', src: match.context.runtime.entry }],
  }),
  component: RootDocument,
  notFoundComponent: NotFound,
});

/**
 * What a page's loader returns, and so what the router writes into the HTML for hydration: only the
 * route. The page, its head and its sidebar come from the data source, which the client fills before
 * hydrating (from the page's own data files), so the HTML does not carry any of them a second time.
 */
type PageRef = { route: string };

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
    await Promise.all([page.sidebarId ? context.data.sidebar(page.locale, page.sidebarId) : undefined, preloadKind(page.kind), strings]);
    return { route };
  } catch (error) {
    // Code or data that will not load in the browser: fall back to a full page load, once.
    if (typeof window !== 'undefined' && !preload && !isNotFound(error) && reloadOnce(location.href)) await new Promise(() => undefined);
    throw error;
  }
}

function PageView() {
  const { runtime, data } = rootRoute.useRouteContext();
  // Shared by the index route and the splat route: read whichever matched.
  const { route } = useLoaderData({ strict: false }) as PageRef;
  const page = data.loadedPage(route)!;
  const fullSidebar = page.sidebarId ? data.loadedSidebar(page.locale, page.sidebarId) : undefined;
  const complete = useHydrated();
  const sidebar = fullSidebar && (complete ? fullSidebar : { ...fullSidebar, items: trimSidebar(fullSidebar.items, page.route) });
  const Kind = kindComponent(page.kind);
  return (
    <SiteShell locale={page.locale} alternates={page.alternates} runtime={runtime} sidebar={sidebar} home={page.kind === 'home'}>
      <Kind page={page} sidebar={sidebar} />
    </SiteShell>
  );
}

const origin = siteConfig.url.replace(/\/$/, '');

/**
 * Title, description, canonical and hreflang links of the matched page, from the data source (its
 * loader saw to it; in the browser the page's data file is loaded before the router's state is
 * hydrated, so the head is the same on hydration). The prerender adds the data files' preloads.
 */
function pageHead({ loaderData, match }: { loaderData?: PageRef | undefined; match: { context: RouterContext } }) {
  const page = loaderData && match.context.data.loadedPage(loaderData.route);
  return page ? headOf(page) : {};
}

function headOf(page: PageData) {
  const blog = blogHeadTags(page, origin);
  const translated = Object.entries(page.alternates).filter(([code]) => !page.untranslatedLocales.includes(code));
  const xDefault = page.alternates[locales.defaultLocale];
  return {
    meta: [
      { title: `${page.title} | ${siteConfig.title}` },
      ...(page.description ? [{ name: 'description', content: page.description }] : []),
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:title', content: page.title },
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

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: loadPage,
  head: pageHead,
  component: PageView,
  errorComponent: RouteError,
});

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', loader: loadPage, head: pageHead, component: PageView, errorComponent: RouteError });

const routeTree = rootRoute.addChildren([indexRoute, pageRoute]);

/** One router for the server and the browser. */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Hover, focus and touch load the next page's code and data, unless the visitor saves data.
    defaultPreload: mayPrefetch() ? 'intent' : false,
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    // No pending component: while the next page loads, the current one stays with its chrome, and
    // SiteShell adds the progress bar and, after the loader delay, a spinner over the content.
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
