import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { SearchIndexHandle } from '@lumidoc/search/client';
import { textFor, type NavbarItem } from '../config.js';
import { useTheme } from '../context.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { SearchBox } from './SearchBox.js';
import { VersionSwitcher } from './VersionSwitcher.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

export interface NavbarItemViewProps {
  item: NavbarItem;
  /** The current page's route in every locale, for the language dropdown. */
  alternates: Readonly<Record<string, string>>;
  /** Loads the search index; a search item renders nothing without it. */
  loadSearch?: (() => Promise<SearchIndexHandle>) | undefined;
}

/** One configured navbar item, in the bar or in the mobile menu. */
function ThemeNavbarItemView({ item, alternates, loadSearch }: NavbarItemViewProps) {
  const { locale, Link, localizePath, t } = useTheme();
  switch (item.type) {
    case 'link':
      return (
        <Link href={localizePath(item.to)} className="ld-navbar__link">
          {textFor(item.label, locale.code)}
        </Link>
      );
    case 'external':
      return (
        <a href={item.href} className="ld-navbar__link" target="_blank" rel="noopener noreferrer">
          {textFor(item.label, locale.code)}
          <span aria-hidden="true" className="ld-external"> ↗</span>
          <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>
        </a>
      );
    case 'dropdown':
      return <NavbarDropdown label={item.label} items={item.items} />;
    case 'localeDropdown':
      return <LocaleDropdown alternates={alternates} />;
    case 'search':
      return loadSearch ? <SearchBox load={loadSearch} /> : null;
    case 'versionSwitcher':
      return <VersionSwitcher next={item.next} latest={item.latest} archivedUrl={item.archivedUrl} />;
    default:
      throw new Error(`unknown navbar item type ${JSON.stringify((item as { type?: unknown }).type)}`);
  }
}

/** Keeps one broken navbar item from taking the navbar down; logs which config item failed. */
export class NavbarItemBoundary extends Component<{ item: NavbarItem; index: number; children: ReactNode }, { failed: boolean }> {
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

declare module '../overridable.js' {
  interface ThemeComponentProps {
    NavbarItem: ComponentProps<typeof ThemeNavbarItemView>;
  }
}

/** One item of the navbar (and of the mobile menu): a link, dropdown, search box, language or version switcher; a site replaces it with `components.NavbarItem` in its theme config. */
export const NavbarItemView = overridable('NavbarItem', ThemeNavbarItemView);
