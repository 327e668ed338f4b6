import type { LocaleSet } from '@lumidoc/i18n';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import type { IntroTemplate } from './template.js';
import { zhHans } from './zh-Hans.js';
import { zhHant } from './zh-Hant.js';

/** The locales the introduction is written in; the others read it from their fallback chain. */
export const INTRO_TEMPLATES: Readonly<Record<string, IntroTemplate>> = { en, ru, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja, ko, pt, es, fr, de };

/** The template a reader locale gets: its own, else the first along its fallback chain, else English. */
export function introTemplateFor(locales: LocaleSet, locale: string, templates: Readonly<Record<string, IntroTemplate>> = INTRO_TEMPLATES): { locale: string; template: IntroTemplate } {
  const code = [...locales.fallbackChain(locale), 'en'].find((c) => templates[c]) ?? 'en';
  return { locale: code, template: templates[code] ?? INTRO_TEMPLATES['en']! };
}
