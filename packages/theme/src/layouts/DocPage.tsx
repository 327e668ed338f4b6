import type { DocPageData, SidebarData } from '@lumidoc/contract';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Pagination } from '../components/Pagination.js';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { HastContent } from '../content/HastContent.js';
import { DocMeta } from '../docs/DocMeta.js';
import { DocStatusBanner } from '../docs/DocStatusBanner.js';
import { DocVersionBadge } from '../docs/DocVersionBadge.js';
import { DocVersionBanner } from '../docs/DocVersionBanner.js';
import { DocLayout } from './DocLayout.js';

/**
 * A documentation page: sidebar, draft/unlisted banners, version notice, breadcrumbs, version
 * badge, translation notice, title, body, edit link and last update, pagination and TOC.
 */
export function DocPage({ page, sidebar }: { page: DocPageData; sidebar?: SidebarData | undefined }) {
  return (
    <DocLayout
      route={page.route}
      sidebar={sidebar}
      toc={page.toc}
      tocLang={page.fallbackFrom}
      header={
        <>
          <DocStatusBanner draft={page.draft} unlisted={page.unlisted} />
          <DocVersionBanner versionInfo={page.versionInfo} />
          <Breadcrumbs items={page.breadcrumbs} />
          <DocVersionBadge versionInfo={page.versionInfo} />
          <TranslationNotice fallbackFrom={page.fallbackFrom} outdated={page.outdated} />
        </>
      }
    >
      <header>
        <h1 className="ld-doc__title" lang={page.fallbackFrom}>
          {page.title}
        </h1>
      </header>
      <div className="ld-markdown" lang={page.fallbackFrom}>
        <HastContent tree={page.body} />
      </div>
      <DocMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />
      <Pagination prev={page.prev} next={page.next} />
    </DocLayout>
  );
}
