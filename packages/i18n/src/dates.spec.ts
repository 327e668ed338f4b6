import { formatDate, formatRelativeDate } from './dates.js';
import { KNOWN_LOCALES } from './locales.js';

const day = '2023-06-24T00:00:00Z';

describe('formatDate', () => {
  it('writes a date in each locale with its calendar', () => {
    expect(formatDate(day, KNOWN_LOCALES['ru']!)).toBe('24 июня 2023 г.');
    expect(formatDate(day, KNOWN_LOCALES['en']!)).toBe('June 24, 2023');
    expect(formatDate(day, KNOWN_LOCALES['zh-Hans']!)).toBe('2023年6月24日');
    expect(formatDate(day, KNOWN_LOCALES['de']!)).toBe('24. Juni 2023');
    expect(formatDate(day, KNOWN_LOCALES['ja']!)).toBe('2023年6月24日');
  });

  it('honours another calendar when a locale is configured with one', () => {
    expect(formatDate(day, { htmlLang: 'ja', calendar: 'japanese' })).toBe('令和5年6月24日');
    expect(formatDate(day, { htmlLang: 'zh-Hant', calendar: 'roc' })).toBe('民國112年6月24日');
  });
});

describe('formatRelativeDate', () => {
  it('says how long ago in the locale', () => {
    expect(formatRelativeDate('2023-06-21T00:00:00Z', day, KNOWN_LOCALES['ru']!)).toBe('3 дня назад');
    expect(formatRelativeDate('2023-06-23T00:00:00Z', day, KNOWN_LOCALES['en']!)).toBe('yesterday');
  });
});
