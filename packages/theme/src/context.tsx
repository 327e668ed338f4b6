import type { LocaleInfo, Translate } from '@lumidoc/i18n';
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import type { ThemeStringKey } from './i18n/catalog.js';
import { loadedTranslator } from './i18n/catalog-loader.js';
import type { ThemeConfig } from './config.js';
import { ComponentOverridesContext, NO_OVERRIDES } from './overridable.js';

/** Props of the component the theme renders internal links with (the site's router link). */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/** What every theme component may read: the reader's locale, strings, site config and links. */
export interface ThemeContextValue {
  locale: LocaleInfo;
  locales: readonly LocaleInfo[];
  t: Translate<ThemeStringKey>;
  config: ThemeConfig;
  /** Renders internal links; a plain `<a>` unless the site passes its router's link. */
  Link: ComponentType<LinkComponentProps>;
  /** Localizes a locale-neutral route for the reader (`/docs/x` -> `/ru/docs/x`). */
  localizePath: (path: string) => string;
}

const PlainLink = ({ children, ...props }: LinkComponentProps) => <a {...props}>{children}</a>;

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  locale: LocaleInfo;
  locales: readonly LocaleInfo[];
  /** Locales to take a missing string from, after `locale`. */
  fallbackLocales?: readonly string[];
  config: ThemeConfig;
  Link?: ComponentType<LinkComponentProps>;
  localizePath?: (path: string) => string;
  children: ReactNode;
}

/** Provides the theme's context; wrap every page in it. */
export function ThemeProvider({ locale, locales, fallbackLocales = ['en'], config, Link = PlainLink, localizePath, children }: ThemeProviderProps) {
  const value: ThemeContextValue = {
    locale,
    locales,
    t: loadedTranslator([locale.code, ...fallbackLocales]),
    config,
    Link,
    localizePath: localizePath ?? ((path) => (locale.path ? `/${locale.path}${path === '/' ? '' : path}` : path)),
  };
  return (
    <ThemeContext.Provider value={value}>
      <ComponentOverridesContext.Provider value={config.components ?? NO_OVERRIDES}>{children}</ComponentOverridesContext.Provider>
    </ThemeContext.Provider>
  );
}

/** The theme context; throws outside a `ThemeProvider` so a missing provider is found at once. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('Theme components must be rendered inside <ThemeProvider>.');
  return value;
}
