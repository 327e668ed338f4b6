import type { LocaleInfo } from '@lumidoc/i18n';

/** The year of an ISO date in the locale's calendar and numbering ("2024", "2024年", "2024 г."). */
export function formatYear(date: string, locale: Pick<LocaleInfo, 'htmlLang' | 'calendar'>): string {
  return new Intl.DateTimeFormat(`${locale.htmlLang}-u-ca-${locale.calendar}`, { year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}
