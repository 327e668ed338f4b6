import type { DocPageData, SidebarData } from '@lumidoc/content-pipeline';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { DocSidebar } from '../components/DocSidebar.js';
import { Pagination } from '../components/Pagination.js';
import { TableOfContents } from '../components/TableOfContents.js';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { HastContent } from '../content/HastContent.js';

/** A documentation page: sidebar, breadcrumbs, notices, title, body, pagination and TOC. */
export function DocPage({ page, sidebar }: { page: DocPageData; sidebar?: SidebarData | undefined }) {
  return (
    <div className="ld-doc">
      {sidebar && (
        <div className="ld-doc__sidebar">
          <DocSidebar items={sidebar.items} route={page.route} />
        </div>
      )}
      <div className="ld-doc__main">
        <article className="ld-doc__article">
          <Breadcrumbs items={page.breadcrumbs} />
          <TranslationNotice fallbackFrom={page.fallbackFrom} outdated={page.outdated} />
          <header>
            <h1 className="ld-doc__title">{page.title}</h1>
          </header>
          <div className="ld-markdown" lang={page.fallbackFrom}>
            <HastContent tree={page.body} />
          </div>
          <Pagination prev={page.prev} next={page.next} />
        </article>
        <div className="ld-doc__toc">
          <TableOfContents toc={page.toc} />
        </div>
      </div>
    </div>
  );
}
