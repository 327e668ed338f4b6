import type { LocaleInfo } from './locales.js';

function dateLocale(locale: Pick<LocaleInfo, 'htmlLang' | 'calendar'>): string {
  return `${locale.htmlLang}-u-ca-${locale.calendar}`;
}

/** A date in the locale's calendar, e.g. "24 июня 2023 г." or "2023年6月24日". Times are read as UTC. */
export function formatDate(
  date: Date | string,
  locale: Pick<LocaleInfo, 'htmlLang' | 'calendar'>,
  style: 'long' | 'medium' | 'short' = 'long',
): string {
  return dateFormat(dateLocale(locale), style).format(new Date(date));
}

// Making a formatter costs far more than using one; a prerender formats thousands of dates.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(tag: string, style: 'long' | 'medium' | 'short'): Intl.DateTimeFormat {
  const key = `${tag} ${style}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone: 'UTC' })));
  return format;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago" / "3 дня назад" for `date` seen from `now`. */
export function formatRelativeDate(date: Date | string, now: Date | string, locale: Pick<LocaleInfo, 'htmlLang'>): string {
  const seconds = (new Date(date).getTime() - new Date(now).getTime()) / 1000;
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[UNITS.length - 1]!;
  return new Intl.RelativeTimeFormat(locale.htmlLang, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}
