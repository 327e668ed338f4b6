import type { SidebarsConfig } from '@lumidoc/content-pipeline';
import type { LocaleConfig } from '@lumidoc/i18n';
import type { ThemeConfig, VersionItem } from '@lumidoc/theme';
import type { AnalyticsConfig } from './runtime/analytics.js';

/** Everything that makes this site this site; packages read only the parts they own. */
export interface SiteConfig {
  title: string;
  /** Production origin, for canonical URLs, hreflang and the sitemap. */
  url: string;
  baseUrl: string;
  locales: LocaleConfig;
  theme: ThemeConfig;
  sidebars: SidebarsConfig;
  /** Route of the docs' main page. */
  docsHome: string;
  /** The version switcher: Next and Latest, then the archive list fetched from `archivedUrl`. */
  versions: {
    next: VersionItem;
    latest: VersionItem;
    archivedUrl: string;
  };
  /** Page-view reporting; off when absent. */
  analytics?: AnalyticsConfig;
  api: {
    specFile: string;
    specUrl: string;
    sampleServerUrl: string;
    sdkPackage: string;
  };
}
