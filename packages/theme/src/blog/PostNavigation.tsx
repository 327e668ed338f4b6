import type { PageLink } from '@lumidoc/contract';
import { useTheme } from '../context.js';

/** Links from a post to the next newer and the next older post. */
export function PostNavigation({ newer, older }: { newer?: PageLink | undefined; older?: PageLink | undefined }) {
  const { t, Link } = useTheme();
  if (!newer && !older) return null;
  return (
    <nav className="ld-pagination" aria-label={t('blog.postNavigation')}>
      {newer ? (
        <Link href={newer.route} className="ld-pagination__link ld-pagination__link--prev">
          <span className="ld-pagination__label">{t('blog.newerPost')}</span>
          <span className="ld-pagination__title">{newer.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link href={older.route} className="ld-pagination__link ld-pagination__link--next">
          <span className="ld-pagination__label">{t('blog.olderPost')}</span>
          <span className="ld-pagination__title">{older.label}</span>
        </Link>
      )}
    </nav>
  );
}
