import type { DocCategoryIndexPageData, SidebarData } from '@lumidoc/contract';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Pagination } from '../components/Pagination.js';
import { useTheme } from '../context.js';
import { DocVersionBadge } from '../docs/DocVersionBadge.js';
import { DocVersionBanner } from '../docs/DocVersionBanner.js';
import { DocLayout } from './DocLayout.js';

/**
 * A docs category's generated index: breadcrumbs, the category's title and description, and its
 * items as cards (a doc's description, a sub-category's number of items), then previous/next.
 */
export function DocCategoryIndexPage({ page, sidebar }: { page: DocCategoryIndexPageData; sidebar?: SidebarData | undefined }) {
  const { t, Link } = useTheme();
  return (
    <DocLayout
      route={page.route}
      sidebar={sidebar}
      className="ld-category-index"
      header={
        <>
          <DocVersionBanner versionInfo={page.versionInfo} />
          <Breadcrumbs items={page.breadcrumbs} />
          <DocVersionBadge versionInfo={page.versionInfo} />
        </>
      }
    >
      <header className="ld-category-index__header">
        <h1 className="ld-doc__title">{page.title}</h1>
        {page.description && <p className="ld-category-index__description">{page.description}</p>}
      </header>
      <ul className="ld-category-index__cards">
        {page.items.map((item) => (
          <li key={item.href + item.label}>
            <Link href={item.href} className={`ld-category-index__card ld-category-index__card--${item.kind}`}>
              <span className="ld-category-index__title" lang={item.lang}>
                {item.label}
              </span>
              {item.description ? (
                <span className="ld-category-index__text">{item.description}</span>
              ) : (
                item.count !== undefined && <span className="ld-category-index__text">{t('docCategory.itemCount', { count: item.count })}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination prev={page.prev} next={page.next} />
    </DocLayout>
  );
}
