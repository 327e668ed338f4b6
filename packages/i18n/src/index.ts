export { KNOWN_LOCALES, KNOWN_LOCALE_CODES, type LocaleInfo } from './locales.js';
export { createLocaleSet, LocaleConfigError, type LocaleConfig, type LocaleSet } from './locale-set.js';
export {
  createTranslator,
  formatMessage,
  messageByLocale,
  selectPlural,
  type Catalog,
  type Message,
  type MessageValues,
  type PluralMessage,
  type Translate,
} from './translate.js';
export { formatDate, formatRelativeDate } from './dates.js';
export { preferredLocale } from './accept-language.js';
