import type { SiteRuntime } from '@lumidoc/content-pipeline/runtime';
import type { SidebarData } from '@lumidoc/content-pipeline';
import { LoadFailure, NavigationProgress, PageShell, ThemeProvider, useHydrated } from '@lumidoc/theme';
import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { siteConfig } from '../site.config.js';
import { locales } from './locales.js';
import { clearReloadGuard } from './runtime/reload-once.js';
import { RouterLink } from './router-link.js';
import { loadSearch } from './search.js';

/** The theme context and page chrome for one locale. */
export function SiteShell({ locale, alternates, runtime, sidebar, home = false, children }: { locale: string; alternates: Record<string, string>; runtime: SiteRuntime; sidebar?: SidebarData | undefined; home?: boolean; children: ReactNode }) {
  const info = locales.get(locale);
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  // Marked here, inside the router's matches, which React may hydrate after the document around
  // them: once the page and its chrome have hydrated and re-rendered what differs in the browser
  // (the full sidebar), the page is the app's and a held click or key can be replayed
  // (runtime/hydrate-on-intent.ts); the end-to-end tests wait for this mark too.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute('data-hydrated', '');
    clearReloadGuard();
  }, [hydrated]);
  return (
    <ThemeProvider
      locale={info}
      locales={locales.list}
      fallbackLocales={locales.fallbackChain(locale).slice(1)}
      config={siteConfig.theme}
      Link={RouterLink}
      localizePath={(path) => locales.localizePath(path, locale)}
    >
      <NavigationProgress active={loading} />
      <PageShell alternates={alternates} loadSearch={() => loadSearch(runtime, info.path, info.code)} sidebar={sidebar} checkBaseUrl={home ? siteConfig.baseUrl : undefined} loading={loading}>
        {children}
      </PageShell>
    </ThemeProvider>
  );
}

/** The chrome for a failed route state of the current URL's locale. */
function RouteStateShell({ children }: { children: ReactNode }) {
  const { runtime } = useRouter().options.context;
  const locale = locales.parse(useRouterState({ select: (s) => s.location.pathname })).locale;
  const alternates = Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath('/', l.code)]));
  return (
    <SiteShell locale={locale} alternates={alternates} runtime={runtime}>
      {children}
    </SiteShell>
  );
}

/** A page whose code or data failed to load: the error box; Retry loads the page afresh. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <RouteStateShell>
      <LoadFailure error={error} onRetry={() => window.location.reload()} />
    </RouteStateShell>
  );
}
