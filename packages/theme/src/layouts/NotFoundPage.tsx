import { useTheme } from '../context.js';

/**
 * The not-found screen: what happened, a request to tell the owner of the linking site (with the
 * configured `contactUrl`, when there is one), and working ways back.
 */
export function NotFoundPage({ docsRoute }: { /** Locale-neutral route of the docs' main page. */ docsRoute?: string }) {
  const { t, Link, localizePath, config } = useTheme();
  return (
    <div className="ld-not-found">
      {/* React hoists this into <head>: the not-found route has no head() of its own. */}
      <title>{`${t('notFound.title')} | ${config.title}`}</title>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="ld-not-found__contact">
        {t('notFound.contact')}
        {config.contactUrl && (
          <>
            {' '}
            <a href={config.contactUrl} target="_blank" rel="noopener noreferrer">
              {t('notFound.contactLink')}
            </a>
          </>
        )}
      </p>
      <p className="ld-not-found__actions">
        <Link href={localizePath('/')} className="ld-button ld-button--primary">{t('notFound.home')}</Link>
        {docsRoute && <Link href={localizePath(docsRoute)} className="ld-button">{t('notFound.docs')}</Link>}
      </p>
    </div>
  );
}
