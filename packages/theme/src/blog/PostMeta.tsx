import { formatDate } from '@lumidoc/i18n';
import { useTheme } from '../context.js';

/** A post's date, in the reader's language and calendar, and its reading time. */
export function PostMeta({ date, readingTimeMinutes }: { date: string; readingTimeMinutes: number }) {
  const { t, locale } = useTheme();
  return (
    <p className="ld-post-meta">
      <time dateTime={date}>{formatDate(date, locale)}</time>
      <span className="ld-post-meta__separator" aria-hidden="true">
        ·
      </span>
      <span>{t('blog.readingTime', { count: readingTimeMinutes })}</span>
    </p>
  );
}
