import { createLocaleSet } from '@lumidoc/i18n';

/** The ten locales of the Immich site, as the specs that check every locale use them. */
export const TEN_LOCALES = createLocaleSet({
  defaultLocale: 'zh-Hans',
  sourceLocale: 'en',
  locales: ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'],
  fallbacks: { 'zh-Hant': ['zh-Hans', 'en'] },
});
