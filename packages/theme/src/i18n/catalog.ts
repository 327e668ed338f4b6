import { createTranslator, type Translate } from '@lumidoc/i18n';
import { de } from './de.js';
import { en, type ThemeCatalog, type ThemeStringKey } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { zhHans } from './zh-Hans.js';
import { zhHant } from './zh-Hant.js';

export type { ThemeCatalog, ThemeStringKey };

/** The theme's strings in all ten locales. */
export const THEME_CATALOGS: Readonly<Record<string, ThemeCatalog>> = {
  en,
  ru,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ja,
  ko,
  pt,
  es,
  fr,
  de,
};

/** `t` for the theme in a locale, falling back along `chain` for a missing key. */
export function themeTranslator(chain: readonly string[]): Translate<ThemeStringKey> {
  return createTranslator(THEME_CATALOGS, chain);
}
