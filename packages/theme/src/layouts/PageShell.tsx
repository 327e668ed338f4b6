import type { ReactNode } from 'react';
import type { SearchIndexHandle } from '@lumidoc/search/client';
import { Footer } from '../components/Footer.js';
import { Navbar } from '../components/Navbar.js';
import { SkipLink } from '../components/SkipLink.js';

export interface PageShellProps {
  alternates: Readonly<Record<string, string>>;
  loadSearch?: () => Promise<SearchIndexHandle>;
  children: ReactNode;
}

/** Skip link, navbar, the page's own content in `<main>`, footer. */
export function PageShell({ alternates, loadSearch, children }: PageShellProps) {
  return (
    <div className="ld-page">
      <SkipLink />
      <Navbar alternates={alternates} {...(loadSearch ? { loadSearch } : {})} />
      <main id="main-content" className="ld-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
