/** Small helpers shared by the blog stories. */
import { themeTranslator, type ThemeStringKey } from '../../i18n/catalog.js';
import { STORY_LOCALES } from '../../stories/fixtures.js';

/** A theme string as a reader of `locale` sees it. */
export const label = (locale: string, key: ThemeStringKey, values?: Record<string, string | number>) => themeTranslator(STORY_LOCALES.fallbackChain(locale))(key, values);

export { expectNoHorizontalOverflow } from '../../stories/page-shell.js';

export const MOBILE = { value: 'mobile', isRotated: false } as const;
export const DESKTOP = { value: 'desktop', isRotated: false } as const;
