import type { DocPageData, SidebarData } from '@lumidoc/contract';
import type { Element, Root } from 'hast';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Pagination } from '../components/Pagination.js';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { HastContent } from '../content/HastContent.js';
import { DocMeta } from '../docs/DocMeta.js';
import { DocStatusBanner } from '../docs/DocStatusBanner.js';
import { DocTags } from '../docs/DocTags.js';
import { DocVersionBadge } from '../docs/DocVersionBadge.js';
import { DocVersionBanner } from '../docs/DocVersionBanner.js';
import { DocLayout } from './DocLayout.js';

/**
 * The body's own `# Heading` when the body starts with one, and the rest of the body. The pipeline
 * keeps it only when the front matter also has a title: as in Docusaurus, the page then shows that
 * heading as its h1, and the front matter title names the page elsewhere (tab, sidebar, search).
 */
function leadingHeading(body: Root): { heading?: Element; rest: Root } {
  const index = body.children.findIndex((node) => node.type === 'element' || (node.type === 'text' && node.value.trim() !== ''));
  const first = body.children[index];
  if (first?.type !== 'element' || first.tagName !== 'h1') return { rest: body };
  return { heading: first, rest: { ...body, children: body.children.filter((_, i) => i !== index) } };
}

/**
 * A documentation page: sidebar, draft/unlisted banners, version notice, breadcrumbs, version
 * badge, translation notice, title, body, tags, edit link and last update, pagination and TOC.
 */
export function DocPage({ page, sidebar }: { page: DocPageData; sidebar?: SidebarData | undefined }) {
  const { heading, rest } = leadingHeading(page.body);
  const headingId = heading?.properties['id'];
  // `hide_title` hides the theme's title only, not a heading the author wrote. The page keeps its
  // one h1 for screen readers and heading navigation, visually hidden.
  const titleClass = page.hideTitle && !heading ? 'ld-doc__title ld-sr-only' : 'ld-doc__title';
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
        <h1 className={titleClass} lang={page.fallbackFrom} {...(typeof headingId === 'string' ? { id: headingId } : {})}>
          {heading ? <HastContent tree={{ type: 'root', children: heading.children }} /> : page.title}
        </h1>
      </header>
      <div className="ld-markdown" lang={page.fallbackFrom}>
        <HastContent tree={rest} />
      </div>
      <DocTags tags={page.tags} />
      <DocMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />
      <Pagination prev={page.prev} next={page.next} />
    </DocLayout>
  );
}
