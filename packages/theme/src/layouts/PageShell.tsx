import type { SidebarData } from '@lumidoc/contract';
import type { ReactNode } from 'react';
import type { SearchIndexHandle } from '@lumidoc/search/client';
import { AnnouncementBar } from '../components/AnnouncementBar.js';
import { BaseUrlBanner } from '../components/BaseUrlBanner.js';
import { CrashBoundary } from '../components/CrashScreen.js';
import { Footer } from '../components/Footer.js';
import { Navbar } from '../components/Navbar.js';
import { SkipLink } from '../components/SkipLink.js';
import { Spinner } from '../components/Spinner.js';
import { useTheme } from '../context.js';

export interface PageShellProps {
  /** The page's route in every locale, for the language dropdown. */
  alternates: Readonly<Record<string, string>>;
  loadSearch?: () => Promise<SearchIndexHandle>;
  /** The page's docs sidebar, offered in the mobile menu as well. */
  sidebar?: SidebarData | undefined;
  /**
   * The base URL the site was built with. Pass it on the home page only: if the client then fails
   * to start, a red banner shows it with a suggested one.
   */
  checkBaseUrl?: string | undefined;
  /**
   * True while the next page loads: the current page stays, and once loading has taken longer than
   * the loader delay (200 ms) a spinner shows over the content. The chrome never goes away.
   */
  loading?: boolean | undefined;
  children: ReactNode;
}

/**
 * Skip link, base-URL banner, announcement, navbar, the page's own content in `<main>` (a crash
 * there shows the crash screen inside the chrome; a slow next page, a spinner over it), footer.
 */
export function PageShell({ alternates, loadSearch, sidebar, checkBaseUrl, loading = false, children }: PageShellProps) {
  const { locale } = useTheme();
  const route = alternates[locale.code];
  return (
    <div className="ld-page">
      <SkipLink />
      {checkBaseUrl !== undefined && <BaseUrlBanner baseUrl={checkBaseUrl} />}
      <AnnouncementBar />
      <Navbar alternates={alternates} sidebar={sidebar} {...(loadSearch ? { loadSearch } : {})} />
      <main id="main-content" className="ld-main" tabIndex={-1} aria-busy={loading || undefined}>
        {loading && (
          <div className="ld-main__pending">
            <Spinner />
          </div>
        )}
        <CrashBoundary resetKey={route}>{children}</CrashBoundary>
      </main>
      <Footer />
    </div>
  );
}
