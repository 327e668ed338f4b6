import { useTheme } from '../context.js';

/** The not-found screen, with working ways back. */
export function NotFoundPage({ docsRoute }: { /** Locale-neutral route of the docs' main page. */ docsRoute?: string }) {
  const { t, Link, localizePath } = useTheme();
  return (
    <div className="ld-not-found">
      {/* React hoists this into <head>: the not-found route has no head() of its own. */}
      <title>{t('notFound.title')}</title>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="ld-not-found__actions">
        <Link href={localizePath('/')} className="ld-button ld-button--primary">{t('notFound.home')}</Link>
        {docsRoute && <Link href={localizePath(docsRoute)} className="ld-button">{t('notFound.docs')}</Link>}
      </p>
    </div>
  );
}
