import { THEME_COMPONENT_NAMES, type ThemeComponentOverrides } from './overridable.js';

/** One entry of the version switcher (a navbar item of type `versionSwitcher`). */
export interface VersionItem {
  label: string;
  url: string;
  /** Path prefix of the docs on that host (old archives serve them under `/docs`). */
  rootPath?: string;
}

/** Text given once for all locales, or per locale code. */
export type ThemeText = string | Readonly<Record<string, string>>;

/** The site logo in the navbar. */
export interface LogoConfig {
  src: string;
  /** Logo for dark mode, when it differs. */
  srcDark?: string;
  alt: ThemeText;
  /** Where the logo links to: a locale-neutral route (default `/`) or an absolute URL. */
  href?: string;
  /** Link target, such as `_blank`; the logo link then is a plain link. */
  target?: string;
  width?: number;
  height?: number;
}

type Position = { position?: 'left' | 'right' };

/** Navbar items, by `type`. */
export type NavbarItem =
  | ({ type: 'link'; label: ThemeText; to: string } & Position)
  | ({ type: 'external'; label: ThemeText; href: string } & Position)
  | ({ type: 'dropdown'; label: ThemeText; items: Array<{ label: ThemeText; to?: string; href?: string }> } & Position)
  | ({ type: 'localeDropdown' } & Position)
  | ({ type: 'search' } & Position)
  | ({ type: 'versionSwitcher'; next: VersionItem; latest: VersionItem; archivedUrl: string } & Position);

/** A column of footer links. */
export interface FooterColumn {
  title: ThemeText;
  items: Array<{ label: ThemeText; to?: string; href?: string }>;
}

/** A message above the navbar on every page. */
export interface AnnouncementConfig {
  /** Names this announcement: a visitor's dismissal holds until the id changes. */
  id: string;
  content: ThemeText;
  /** Whether visitors may dismiss it; default `true`. */
  closeable?: boolean;
}

/** Everything the theme's chrome is drawn from. */
export interface ThemeConfig {
  title: string;
  logo?: LogoConfig;
  navbar: {
    items: NavbarItem[];
    /** Slide the navbar away while scrolling down, back when scrolling up; default `true`. */
    hideOnScroll?: boolean;
  };
  footer: { columns: FooterColumn[]; copyright?: ThemeText };
  announcement?: AnnouncementConfig;
  /** Where a reader who met a broken link can tell the site's owner (linked from the not-found page). */
  contactUrl?: string | undefined;
  colorMode?: {
    /** No colour switch: the stored choice is deleted and the operating system decides. */
    disableSwitch?: boolean;
  };
  /**
   * The site's own components in place of the theme's, by name (`Footer`, `NavbarItem`,
   * `Admonition`, `HomeHero`, … see `THEME_COMPONENT_NAMES`). Each gets the component's props and
   * the theme's component as `Default`, to wrap or ignore.
   */
  components?: ThemeComponentOverrides;
}

export const NAVBAR_ITEM_TYPES = ['link', 'external', 'dropdown', 'localeDropdown', 'search', 'versionSwitcher'] as const;

/** Picks the text for a locale, else English, else the first one given. */
export function textFor(text: ThemeText, locale: string): string {
  if (typeof text === 'string') return text;
  return text[locale] ?? text['en'] ?? Object.values(text)[0] ?? '';
}

const isRoute = (value: unknown) => typeof value === 'string' && value.startsWith('/');
const isWebUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);
const hasText = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'object' && value !== null && Object.values(value).some((v) => typeof v === 'string' && v.trim() !== ''));

/** What is wrong with one navbar item, or `undefined` when it is fine. */
function navbarItemProblem(item: NavbarItem): string | undefined {
  const fields = item as Record<string, unknown>;
  switch (item.type) {
    case 'link':
      if (!hasText(fields['label'])) return 'has no label; add `label`';
      return isRoute(fields['to']) ? undefined : 'needs `to`, a route starting with "/"';
    case 'external':
      if (!hasText(fields['label'])) return 'has no label; add `label`';
      return isWebUrl(fields['href']) ? undefined : 'needs `href`, an http(s) URL';
    case 'dropdown': {
      if (!hasText(fields['label'])) return 'has no label; add `label`';
      if (!Array.isArray(fields['items']) || fields['items'].length === 0) return 'needs `items`, a non-empty list';
      const bad = item.items.findIndex((sub) => !hasText(sub.label) || !(isRoute(sub.to) || isWebUrl(sub.href)));
      return bad === -1 ? undefined : `has items[${bad}] without a label and a \`to\` route or an http(s) \`href\``;
    }
    case 'versionSwitcher':
      return isWebUrl(fields['archivedUrl']) || isRoute(fields['archivedUrl']) ? undefined : 'needs `archivedUrl`, where the list of archived versions is fetched';
    case 'localeDropdown':
    case 'search':
      return undefined;
    default:
      return `has unknown type ${JSON.stringify(fields['type'])}; use one of ${NAVBAR_ITEM_TYPES.join(', ')}`;
  }
}

/**
 * Checks a theme config before anything renders: an unknown navbar item type, an item without
 * its link, or an announcement without an id is an error naming the item and the fix. `source`
 * names where the config comes from (a file), to start the message with.
 */
export function validateThemeConfig(config: ThemeConfig, source?: string): void {
  const at = source ? `${source}: ` : '';
  config.navbar.items.forEach((item, index) => {
    const problem = navbarItemProblem(item);
    if (problem) throw new Error(`${at}navbar.items[${index}] (${JSON.stringify(item)}) ${problem}.`);
  });
  for (const [name, component] of Object.entries(config.components ?? {})) {
    if (!(THEME_COMPONENT_NAMES as readonly string[]).includes(name)) {
      throw new Error(`${at}components.${name} is not a theme component that can be replaced; use one of ${THEME_COMPONENT_NAMES.join(', ')}.`);
    }
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${at}components.${name} is ${JSON.stringify(component)}, not a React component; give the component itself (a function).`);
    }
  }
  const announcement = config.announcement;
  if (announcement) {
    if (typeof announcement.id !== 'string' || announcement.id.trim() === '') {
      throw new Error(`${at}announcement has no id; set \`announcement.id\`, and change it whenever the text changes so dismissed visitors see it again.`);
    }
    if (!hasText(announcement.content)) throw new Error(`${at}announcement "${announcement.id}" has no text; set \`announcement.content\`.`);
  }
}
