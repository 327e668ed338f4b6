import { useTheme } from '../context.js';

export interface TranslationNoticeProps {
  /** Set when the page is shown in another locale's words. */
  fallbackFrom?: string | undefined;
  /** Set when the translation follows an older version of the original. */
  outdated?: { sourceRoute: string; sourceLocale: string } | undefined;
}

/** Tells the reader when the page is not (or no longer fully) in their language. */
export function TranslationNotice({ fallbackFrom, outdated }: TranslationNoticeProps) {
  const { t, locales, Link } = useTheme();
  const label = (code: string) => locales.find((l) => l.code === code)?.label ?? code;
  if (fallbackFrom) {
    return (
      <p className="ld-notice ld-notice--fallback" role="note">
        {t('fallback.notice', { source: label(fallbackFrom) })}
      </p>
    );
  }
  if (outdated) {
    return (
      <p className="ld-notice ld-notice--outdated" role="note">
        {t('outdated.notice', { source: label(outdated.sourceLocale) })} <Link href={outdated.sourceRoute}>{t('outdated.link')}</Link>
      </p>
    );
  }
  return null;
}
