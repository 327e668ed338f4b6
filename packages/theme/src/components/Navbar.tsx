import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { SearchIndexHandle } from '@lumidoc/search/client';
import { textFor, type NavbarItem } from '../config.js';
import { useTheme } from '../context.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { SearchBox } from './SearchBox.js';

export interface NavbarProps {
  alternates: Readonly<Record<string, string>>;
  /** Loads the search index; no search box without it. */
  loadSearch?: () => Promise<SearchIndexHandle>;
}

/** Keeps one broken navbar item from taking the navbar down; logs which config item failed. */
class ItemBoundary extends Component<{ item: NavbarItem; index: number; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Navbar item navbar.items[${this.props.index}] (${JSON.stringify(this.props.item)}) failed to render: ${error.message}`, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Item({ item, alternates, loadSearch }: { item: NavbarItem } & NavbarProps) {
  const { locale, Link, localizePath, t } = useTheme();
  switch (item.type) {
    case 'link':
      return <Link href={localizePath(item.to)} className="ld-navbar__link">{textFor(item.label, locale.code)}</Link>;
    case 'external':
      return (
        <a href={item.href} className="ld-navbar__link" target="_blank" rel="noopener noreferrer">
          {textFor(item.label, locale.code)}
          <span aria-hidden="true" className="ld-external"> ↗</span>
          <span className="ld-sr-only"> {t('navbar.external')}</span>
        </a>
      );
    case 'dropdown':
      return (
        <details className="ld-dropdown">
          <summary>{textFor(item.label, locale.code)}</summary>
          <ul className="ld-dropdown__menu">
            {item.items.map((sub, i) => (
              <li key={i}>{sub.to ? <Link href={localizePath(sub.to)}>{textFor(sub.label, locale.code)}</Link> : <a href={sub.href} target="_blank" rel="noopener noreferrer">{textFor(sub.label, locale.code)}</a>}</li>
            ))}
          </ul>
        </details>
      );
    case 'localeDropdown':
      return <LocaleDropdown alternates={alternates} />;
    case 'search':
      return loadSearch ? <SearchBox load={loadSearch} /> : null;
    default:
      throw new Error(`unknown navbar item type ${JSON.stringify((item as { type?: unknown }).type)}`);
  }
}

/** The top bar: logo and title, the configured items, colour mode. */
export function Navbar(props: NavbarProps) {
  const { config, locale, Link, localizePath, t } = useTheme();
  const items = config.navbar.items;
  const side = (position: 'left' | 'right') =>
    items.map((item, index) =>
      // A search item without a loader renders nothing: leave out its list item too.
      (item.position ?? 'left') === position && (item.type !== 'search' || props.loadSearch) ? (
        <li key={index} className="ld-navbar__item">
          <ItemBoundary item={item} index={index}>
            <Item item={item} {...props} />
          </ItemBoundary>
        </li>
      ) : null,
    );
  const logo = config.logo;
  return (
    <header className="ld-navbar">
      <nav aria-label={t('navbar.mainLabel')} className="ld-navbar__inner">
        <Link href={localizePath(logo?.href ?? '/')} className="ld-navbar__brand">
          {logo && (
            <>
              <img className="ld-logo ld-logo--light" src={logo.src} alt={textFor(logo.alt, locale.code)} width={logo.width} height={logo.height} />
              {logo.srcDark && <img className="ld-logo ld-logo--dark" src={logo.srcDark} alt={textFor(logo.alt, locale.code)} width={logo.width} height={logo.height} />}
            </>
          )}
          <span className="ld-navbar__title">{config.title}</span>
        </Link>
        <ul className="ld-navbar__items ld-navbar__items--left">{side('left')}</ul>
        <ul className="ld-navbar__items ld-navbar__items--right">
          {side('right')}
          <li className="ld-navbar__item">
            <ColorModeToggle />
          </li>
        </ul>
      </nav>
    </header>
  );
}
