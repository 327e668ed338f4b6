import { messageByLocale, type Catalog } from '@lumidoc/i18n';
import de from '../i18n/de.json' with { type: 'json' };
import en from '../i18n/en.json' with { type: 'json' };
import es from '../i18n/es.json' with { type: 'json' };
import fr from '../i18n/fr.json' with { type: 'json' };
import ja from '../i18n/ja.json' with { type: 'json' };
import ko from '../i18n/ko.json' with { type: 'json' };
import pt from '../i18n/pt.json' with { type: 'json' };
import ru from '../i18n/ru.json' with { type: 'json' };
import zhHans from '../i18n/zh-Hans.json' with { type: 'json' };
import zhHant from '../i18n/zh-Hant.json' with { type: 'json' };

export type SiteStringKey = keyof typeof en;

/**
 * The site's own strings (navbar, footer, sidebar categories): an @lumidoc/i18n catalogue per
 * locale, as the theme's and the pipeline's are. Every locale must have every key (the type says so).
 */
export const SITE_STRINGS: Readonly<Record<string, Catalog<SiteStringKey>>> = { en, ru, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja, ko, pt, es, fr, de };

/** One string in every locale, as the theme and sidebars take localized text. */
export function siteText(key: SiteStringKey): Record<string, string> {
  return messageByLocale(SITE_STRINGS, key);
}
