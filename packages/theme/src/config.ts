/** Text given once for all locales, or per locale code. */
export type ThemeText = string | Readonly<Record<string, string>>;

/** The site logo in the navbar. */
export interface LogoConfig {
  src: string;
  /** Logo for dark mode, when it differs. */
  srcDark?: string;
  alt: ThemeText;
  href?: string;
  target?: string;
  width?: number;
  height?: number;
}

/** Navbar items, by `type`. */
export type NavbarItem =
  | { type: 'link'; label: ThemeText; to: string; position?: 'left' | 'right' }
  | { type: 'external'; label: ThemeText; href: string; position?: 'left' | 'right' }
  | { type: 'dropdown'; label: ThemeText; items: Array<{ label: ThemeText; to?: string; href?: string }>; position?: 'left' | 'right' }
  | { type: 'localeDropdown'; position?: 'left' | 'right' }
  | { type: 'search'; position?: 'left' | 'right' };

/** A column of footer links. */
export interface FooterColumn {
  title: ThemeText;
  items: Array<{ label: ThemeText; to?: string; href?: string }>;
}

/** Everything the theme's chrome is drawn from. */
export interface ThemeConfig {
  title: string;
  logo?: LogoConfig;
  navbar: { items: NavbarItem[] };
  footer: { columns: FooterColumn[]; copyright?: ThemeText };
}

export const NAVBAR_ITEM_TYPES = ['link', 'external', 'dropdown', 'localeDropdown', 'search'] as const;

/** Picks the text for a locale, else English, else the first one given. */
export function textFor(text: ThemeText, locale: string): string {
  if (typeof text === 'string') return text;
  return text[locale] ?? text['en'] ?? Object.values(text)[0] ?? '';
}

/** Checks a theme config; an unknown navbar item type is an error naming the item. */
export function validateThemeConfig(config: ThemeConfig): void {
  config.navbar.items.forEach((item, index) => {
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)) {
      throw new Error(
        `navbar.items[${index}] has unknown type ${JSON.stringify(item.type)} (${JSON.stringify(item)}); use one of ${NAVBAR_ITEM_TYPES.join(', ')}.`,
      );
    }
  });
}
