import type { LocaleConfig, LocaleSet } from '@lumidoc/i18n';
import { createLocaleSet } from '@lumidoc/i18n';
import { validateThemeConfig, type ThemeConfig } from '@lumidoc/theme';
import type { AnalyticsConfig } from './browser/analytics.js';
import { DEFAULT_KINDS } from './kinds/default-kinds.js';
import type { KindModules } from './kinds/kind-props.js';
import { createKindRegistry, type KindRegistry } from './kinds/registry.js';

/** The parts of a site's config the browser and the prerender need. */
export interface SiteAppConfig {
  /** Added to every page's `<title>`: "Page | Title". */
  title: string;
  /** Production origin, for canonical and hreflang links. */
  url: string;
  baseUrl: string;
  locales: LocaleConfig;
  theme: ThemeConfig;
  /** Route of the docs' main page (the not-found page links to it). */
  docsHome: string;
  /** The icon every page links to. */
  favicon?: { href: string; type?: string };
  /** Page-view reporting; off when absent. */
  analytics?: AnalyticsConfig;
}

export interface SiteAppOptions {
  config: SiteAppConfig;
  /** Page kinds beyond the theme's, or replacing one of them (each a lazy import of a module whose default export is the component). */
  kinds?: KindModules;
  /** Where the config is, for error messages. */
  configSource?: string;
}

/** A site's app: its config, locales and page kinds; the router, client and server entries take it. */
export interface SiteApp {
  readonly config: SiteAppConfig;
  readonly locales: LocaleSet;
  readonly kinds: KindRegistry;
}

/**
 * Defines a site's app. Runs where the entries are loaded (the prerender loads the server entry
 * first), so a bad theme config stops the build, naming the item and the config file.
 */
export function defineSiteApp({ config, kinds = {}, configSource = 'the site config' }: SiteAppOptions): SiteApp {
  validateThemeConfig(config.theme, `${configSource} (theme)`);
  return { config, locales: createLocaleSet(config.locales), kinds: createKindRegistry({ ...DEFAULT_KINDS, ...kinds }) };
}
