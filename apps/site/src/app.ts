import { defineSiteApp } from '@lumidoc/runtime';
import { siteConfig } from '../site.config.js';

/** The site's React app: the theme's page for every kind, this site's config. */
export const app = defineSiteApp({ config: siteConfig, configSource: 'apps/site/site.config.ts' });
