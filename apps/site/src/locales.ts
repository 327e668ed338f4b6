import { createLocaleSet } from '@lumidoc/i18n';
import { siteConfig } from '../site.config.js';

/** The site's ten locales with their path helpers. */
export const locales = createLocaleSet(siteConfig.locales);
