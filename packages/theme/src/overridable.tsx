import { createContext, createElement, useContext, type ComponentType } from 'react';

/**
 * Props of each theme component a site may replace, by name. Each replaceable component's module
 * registers its own entry (`declare module '../overridable.js'`), so this module depends on none
 * of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ThemeComponentProps {}

/** A name a site can give a replacement for: `Footer`, `NavbarItem`, `Admonition`, `HomeHero`, … */
export type ThemeComponentName = keyof ThemeComponentProps;

/** Every replaceable component's name, for checking a config (a test keeps it equal to the registry). */
export const THEME_COMPONENT_NAMES = [
  'Admonition',
  'AnnouncementBar',
  'Breadcrumbs',
  'CodeBlock',
  'DocSidebar',
  'Footer',
  'HomeHero',
  'Navbar',
  'NavbarItem',
  'Pagination',
  'TableOfContents',
] as const;

/**
 * A site's replacement for a theme component: it gets the component's props and the theme's own
 * component as `Default`, so it can wrap it (render something around `<Default {...props} />`)
 * or ignore it.
 */
export type ThemeComponentOverride<P> = ComponentType<P & { Default: ComponentType<P> }>;

/** Replacements by component name, typed by each component's props (`ThemeConfig.components`). */
export type ThemeComponentOverrides = { [K in ThemeComponentName]?: ThemeComponentOverride<ThemeComponentProps[K]> };

/** No replacements: every component is the theme's. */
export const NO_OVERRIDES: ThemeComponentOverrides = {};

/** The site's replacements; `ThemeProvider` provides them from `config.components`. */
export const ComponentOverridesContext = createContext<ThemeComponentOverrides>(NO_OVERRIDES);

/**
 * The theme's component `Default` under `name`, rendered as the site's replacement when the
 * config names one. Where the theme renders its own parts it uses these, so a replaced footer is
 * replaced on every page.
 */
export function overridable<K extends ThemeComponentName>(name: K, Default: ComponentType<ThemeComponentProps[K]>): ComponentType<ThemeComponentProps[K]> {
  // Typed at the boundary (the signature); inside, props pass through unchanged.
  const Theme = Default as ComponentType<object>;
  function Overridable(props: object) {
    const Override = useContext(ComponentOverridesContext)[name] as ComponentType<object> | undefined;
    const withDefault: object = { ...props, Default: Theme };
    return Override ? createElement(Override, withDefault) : createElement(Theme, props);
  }
  Overridable.displayName = name;
  return Overridable as ComponentType<ThemeComponentProps[K]>;
}
