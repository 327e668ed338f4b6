import type { PageLink } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

/** Links to the previous and next page in sidebar order; a title in another language carries its `lang`. */
function ThemePagination({ prev, next }: { prev?: PageLink | undefined; next?: PageLink | undefined }) {
  const { t, Link } = useTheme();
  if (!prev && !next) return null;
  return (
    <nav className="ld-pagination" aria-label={t('pagination.label')}>
      {prev ? (
        <Link href={prev.route} className="ld-pagination__link ld-pagination__link--prev" rel="prev">
          <span className="ld-pagination__label">{t('pagination.previous')}</span>
          <span className="ld-pagination__title" lang={prev.lang}>
            {prev.label}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.route} className="ld-pagination__link ld-pagination__link--next" rel="next">
          <span className="ld-pagination__label">{t('pagination.next')}</span>
          <span className="ld-pagination__title" lang={next.lang}>
            {next.label}
          </span>
        </Link>
      )}
    </nav>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    Pagination: ComponentProps<typeof ThemePagination>;
  }
}

/** The previous and next links below a doc; a site replaces it with `components.Pagination` in its theme config. */
export const Pagination = overridable('Pagination', ThemePagination);
