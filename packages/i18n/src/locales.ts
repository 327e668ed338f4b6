/** Everything the site needs to know about one locale. */
export interface LocaleInfo {
  /** BCP 47 code used in content folders and config, e.g. `zh-Hans`. */
  code: string;
  /** The locale's name in its own language, for the language dropdown. */
  label: string;
  /** Text direction. */
  direction: 'ltr' | 'rtl';
  /** Value of `<html lang>` and `hreflang`. */
  htmlLang: string;
  /** Calendar for dates, an `Intl` calendar name such as `gregory`. */
  calendar: string;
  /** URL prefix without slashes; empty for the default locale. */
  path: string;
}

/** Descriptors for the locales Lumidoc ships strings for. `path` is filled in by `createLocaleSet`. */
export const KNOWN_LOCALES: Readonly<Record<string, Omit<LocaleInfo, 'path'>>> = {
  'zh-Hans': { code: 'zh-Hans', label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory' },
  'zh-Hant': { code: 'zh-Hant', label: '繁體中文', direction: 'ltr', htmlLang: 'zh-Hant', calendar: 'gregory' },
  ja: { code: 'ja', label: '日本語', direction: 'ltr', htmlLang: 'ja', calendar: 'gregory' },
  ko: { code: 'ko', label: '한국어', direction: 'ltr', htmlLang: 'ko', calendar: 'gregory' },
  en: { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
  pt: { code: 'pt', label: 'Português', direction: 'ltr', htmlLang: 'pt', calendar: 'gregory' },
  es: { code: 'es', label: 'Español', direction: 'ltr', htmlLang: 'es', calendar: 'gregory' },
  fr: { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory' },
  de: { code: 'de', label: 'Deutsch', direction: 'ltr', htmlLang: 'de', calendar: 'gregory' },
  ru: { code: 'ru', label: 'Русский', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory' },
};

/** The locale codes Lumidoc ships UI strings for. */
export const KNOWN_LOCALE_CODES = Object.keys(KNOWN_LOCALES);
