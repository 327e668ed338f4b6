import type { SiteRuntime } from '@lumidoc/content-pipeline/runtime';
import { PageShell, ThemeProvider } from '@lumidoc/theme';
import type { ReactNode } from 'react';
import { siteConfig } from '../site.config.js';
import { locales } from './locales.js';
import { RouterLink } from './router-link.js';
import { loadSearch } from './search.js';

/** The theme context and page chrome for one locale. */
export function SiteShell({ locale, alternates, runtime, children }: { locale: string; alternates: Record<string, string>; runtime: SiteRuntime; children: ReactNode }) {
  const info = locales.get(locale);
  return (
    <ThemeProvider
      locale={info}
      locales={locales.list}
      fallbackLocales={locales.fallbackChain(locale).slice(1)}
      config={siteConfig.theme}
      Link={RouterLink}
      localizePath={(path) => locales.localizePath(path, locale)}
    >
      <PageShell alternates={alternates} loadSearch={() => loadSearch(runtime, info.path)}>
        {children}
      </PageShell>
    </ThemeProvider>
  );
}
