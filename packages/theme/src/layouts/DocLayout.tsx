import type { SidebarData, TocEntry } from '@lumidoc/contract';
import type { ReactNode } from 'react';
import { DocSidebar } from '../components/DocSidebar.js';
import { MobileTableOfContents, TableOfContents } from '../components/TableOfContents.js';

export interface DocLayoutProps {
  /** Route of the page, to mark it in the sidebar. */
  route: string;
  sidebar?: SidebarData | undefined;
  /** Table of contents beside the article; none when absent. */
  toc?: readonly TocEntry[] | undefined;
  /** Language of the TOC's headings when it differs from the page's (a fallback page). */
  tocLang?: string | undefined;
  /** Above the article's mobile TOC: banners, notices, breadcrumbs. */
  header?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The three-column docs layout: sidebar, article, table of contents. The side columns are plain
 * `div`s: each holds a labelled `nav`, and a complementary landmark inside `main` would be invalid.
 */
export function DocLayout({ route, sidebar, toc, tocLang, header, className, children }: DocLayoutProps) {
  return (
    <div className={className ? `ld-doc ${className}` : 'ld-doc'}>
      {sidebar && (
        <div className="ld-doc__sidebar">
          <DocSidebar items={sidebar.items} route={route} />
        </div>
      )}
      <div className="ld-doc__main">
        <article className="ld-doc__article">
          {header}
          {toc && <MobileTableOfContents toc={toc} lang={tocLang} />}
          {children}
        </article>
        {toc && (
          <div className="ld-doc__toc">
            <TableOfContents toc={toc} lang={tocLang} />
          </div>
        )}
      </div>
    </div>
  );
}
