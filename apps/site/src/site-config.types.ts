import type { SidebarsConfig } from '@lumidoc/content-pipeline';
import type { LocaleConfig } from '@lumidoc/i18n';
import type { ThemeConfig } from '@lumidoc/theme';

/** Everything that makes this site this site; packages read only the parts they own. */
export interface SiteConfig {
  title: string;
  /** Production origin, for canonical URLs, hreflang and the sitemap. */
  url: string;
  baseUrl: string;
  locales: LocaleConfig;
  theme: ThemeConfig;
  sidebars: SidebarsConfig;
  /** Extra routes serving an existing doc (alias -> target), canonical to the target. */
  docAliases: Record<string, string>;
  /** Route of the docs' main page. */
  docsHome: string;
  api: {
    specFile: string;
    specUrl: string;
    sampleServerUrl: string;
    sdkPackage: string;
  };
}
