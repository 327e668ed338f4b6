import type { SidebarData, SiteRuntime } from '@lumidoc/contract';
import { LoadFailure, NavigationProgress, PageShell, ThemeProvider, useHydrated } from '@lumidoc/theme';
import { isNotFound, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { reloadOnce } from './browser/reload-once.js';
import { loadSearch } from './browser/search.js';
import { useRouterContext } from './router-context.js';
import { RouterLink } from './router-link.js';
import type { SiteApp } from './site-app.js';

/** The theme context and page chrome for one locale. */
export function SiteShell({ site, locale, alternates, runtime, sidebar, home = false, children }: { site: SiteApp; locale: string; alternates: Record<string, string>; runtime: SiteRuntime; sidebar?: SidebarData | undefined; home?: boolean; children: ReactNode }) {
  const { config, locales } = site;
  const info = locales.get(locale);
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  // Marked here, inside the router's matches, which React may hydrate after the document around
  // them: once the page and its chrome have hydrated and re-rendered what differs in the browser
  // (the full sidebar), the page is the app's and a held click or key can be replayed
  // (browser/hydrate-on-intent.ts); the end-to-end tests wait for this mark too.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return (
    <ThemeProvider
      locale={info}
      locales={locales.list}
      fallbackLocales={locales.fallbackChain(locale).slice(1)}
      config={config.theme}
      Link={RouterLink}
      localizePath={(path) => locales.localizePath(path, locale)}
    >
      <NavigationProgress active={loading} />
      <PageShell alternates={alternates} loadSearch={() => loadSearch(runtime, info.path, info.code)} sidebar={sidebar} checkBaseUrl={home ? config.baseUrl : undefined} loading={loading}>
        {children}
      </PageShell>
    </ThemeProvider>
  );
}

/** The chrome for a route state (not found, failed) of the current URL's locale, linking each locale's home. */
export function RouteStateShell({ site, children }: { site: SiteApp; children: ReactNode }) {
  const { runtime } = useRouterContext();
  const { locales } = site;
  const locale = locales.parse(useRouterState({ select: (s) => s.location.pathname })).locale;
  const alternates = Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath('/', l.code)]));
  return (
    <SiteShell site={site} locale={locale} alternates={alternates} runtime={runtime}>
      {children}
    </SiteShell>
  );
}

/** A page whose code or data failed to load: the error box; Retry loads the page afresh. */
export function RouteError({ site, error }: { site: SiteApp; error: unknown }) {
  // The loader falls back to a full page load itself, but not when a navigation took over the
  // load of a preload still under way (a hover, then a click): it failed as a preload. Shown after
  // a navigation, the error does it instead, once per URL as well (the router's form of the URL,
  // as the loader's, so that both keep the same guard against loops).
  const href = useRouterState({ select: (s) => s.location.href });
  useEffect(() => {
    if (!isNotFound(error)) reloadOnce(href);
  }, [error, href]);
  return (
    <RouteStateShell site={site}>
      <LoadFailure error={error} onRetry={() => window.location.reload()} />
    </RouteStateShell>
  );
}
