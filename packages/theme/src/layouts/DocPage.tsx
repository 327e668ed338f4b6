import type { DocPageData, SidebarData } from '@lumidoc/content-pipeline';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Pagination } from '../components/Pagination.js';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { HastContent } from '../content/HastContent.js';
import { DocLayout } from './DocLayout.js';

/** A documentation page: sidebar, breadcrumbs, notices, title, body, pagination and TOC. */
export function DocPage({ page, sidebar }: { page: DocPageData; sidebar?: SidebarData | undefined }) {
  return (
    <DocLayout route={page.route} sidebar={sidebar} toc={page.toc}>
      <Breadcrumbs items={page.breadcrumbs} />
      <TranslationNotice fallbackFrom={page.fallbackFrom} outdated={page.outdated} />
      <header>
        <h1 className="ld-doc__title">{page.title}</h1>
      </header>
      <div className="ld-markdown" lang={page.fallbackFrom}>
        <HastContent tree={page.body} />
      </div>
      <Pagination prev={page.prev} next={page.next} />
    </DocLayout>
  );
}
