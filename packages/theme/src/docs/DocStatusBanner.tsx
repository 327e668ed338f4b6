import { useTheme } from '../context.js';

export interface DocStatusBannerProps {
  /** Shown in development only; the production build leaves the page out. */
  draft: boolean;
  /** Published, but kept out of search engines, the site search and the sidebar. */
  unlisted: boolean;
}

/** Tells the reader (usually the author checking a page) that the page is a draft or unlisted. */
export function DocStatusBanner({ draft, unlisted }: DocStatusBannerProps) {
  const { t } = useTheme();
  if (!draft && !unlisted) return null;
  return (
    <div className="ld-doc-status">
      {draft && (
        <p className="ld-notice ld-notice--draft" role="note">
          {t('docStatus.draft')}
        </p>
      )}
      {unlisted && (
        <p className="ld-notice ld-notice--unlisted" role="note">
          {t('docStatus.unlisted')}
        </p>
      )}
    </div>
  );
}
