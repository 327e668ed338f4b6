import type { BlogPagination } from '@lumidoc/contract';
import { useTheme } from '../context.js';

/** Newer and older pages of the post list, with "page n of m". */
export function ListPagination({ pagination }: { pagination: BlogPagination }) {
  const { t, Link } = useTheme();
  if (pagination.pages <= 1) return null;
  return (
    <nav className="ld-list-pagination" aria-label={t('blog.listPagination')}>
      {pagination.newer ? (
        <Link href={pagination.newer} rel="prev" className="ld-list-pagination__link">
          ← {t('blog.newerPosts')}
        </Link>
      ) : (
        <span />
      )}
      <span className="ld-list-pagination__position">{t('blog.pageOf', { page: pagination.page, pages: pagination.pages })}</span>
      {pagination.older ? (
        <Link href={pagination.older} rel="next" className="ld-list-pagination__link ld-list-pagination__link--older">
          {t('blog.olderPosts')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
