import type { SidebarData } from '@lumidoc/contract';
import type { SearchIndexHandle } from '@lumidoc/search/client';
import { useCallback, useId, useRef, useState } from 'react';
import { textFor, type LogoConfig } from '../config.js';
import { useTheme } from '../context.js';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll.js';
import { useFocusReturn } from '../hooks/use-modal-focus.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MobileMenu } from './MobileMenu.js';
import { NavbarItemBoundary, NavbarItemView } from './NavbarItemView.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

export interface NavbarProps {
  alternates: Readonly<Record<string, string>>;
  /** Loads the search index; no search box without it. */
  loadSearch?: () => Promise<SearchIndexHandle>;
  /** The docs sidebar, offered in the mobile menu. */
  sidebar?: SidebarData | undefined;
}

/** The logo and title; a router link home, or a plain link for an absolute URL or a `target`. */
function Brand({ logo }: { logo: LogoConfig | undefined }) {
  const { config, locale, Link, localizePath } = useTheme();
  const href = logo?.href ?? '/';
  const content = (
    <>
      {logo && (
        <>
          <img className="ld-logo ld-logo--light" src={logo.src} alt={textFor(logo.alt, locale.code)} width={logo.width} height={logo.height} />
          {logo.srcDark && <img className="ld-logo ld-logo--dark" src={logo.srcDark} alt={textFor(logo.alt, locale.code)} width={logo.width} height={logo.height} />}
        </>
      )}
      <span className="ld-navbar__title">{config.title}</span>
    </>
  );
  if (logo?.target || !href.startsWith('/')) {
    return (
      <a href={href} target={logo?.target} rel={logo?.target === '_blank' ? 'noopener noreferrer' : undefined} className="ld-navbar__brand">
        {content}
      </a>
    );
  }
  return (
    <Link href={localizePath(href)} className="ld-navbar__brand">
      {content}
    </Link>
  );
}

/**
 * The top bar: logo and title, the configured items and the colour-mode toggle. At 996 px and
 * below, a menu button replaces the items (search stays) and opens the {@link MobileMenu}. It
 * slides away while scrolling down and returns on scrolling up, or when keyboard focus enters it.
 */
function ThemeNavbar({ alternates, loadSearch, sidebar }: NavbarProps) {
  const { config, locale, t } = useTheme();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const panelId = useId();
  const switchDisabled = config.colorMode?.disableSwitch ?? false;
  const hidden = useHideOnScroll(header, config.navbar.hideOnScroll ?? true) && !menuOpen && !focused;

  // Focus goes back to the menu button once the panel is gone and the page is no longer inert.
  const { request: requestFocusBack, released: menuReleased } = useFocusReturn(menuButton);
  const closeMenu = useCallback(
    (focusButton: boolean) => {
      requestFocusBack(focusButton);
      setMenuOpen(false);
    },
    [requestFocusBack],
  );

  const items = (position: 'left' | 'right') =>
    config.navbar.items.map((item, index) =>
      // A search item without a loader renders nothing: leave out its list item too.
      (item.position ?? 'left') === position && (item.type !== 'search' || loadSearch) ? (
        // Only the items that stay in the bar on narrow screens are marked; the rest move into the menu.
        <li key={index} className={item.type === 'search' ? 'ld-navbar__pinned' : undefined}>
          <NavbarItemBoundary item={item} index={index}>
            <NavbarItemView item={item} alternates={alternates} loadSearch={loadSearch} />
          </NavbarItemBoundary>
        </li>
      ) : null,
    );

  return (
    <header
      ref={header}
      className={hidden ? 'ld-navbar ld-navbar--hidden' : 'ld-navbar'}
      // Keyboard focus (not a click) inside keeps the navbar in view.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => setFocused(event.relatedTarget instanceof Element && event.currentTarget.contains(event.relatedTarget) && event.relatedTarget.matches(':focus-visible'))}
    >
      <nav aria-label={t('navbar.mainLabel')} className="ld-navbar__inner">
        <button
          ref={menuButton}
          type="button"
          className="ld-icon-button ld-navbar__menu-button"
          aria-label={t('menu.open')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? panelId : undefined}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Brand logo={config.logo} />
        <ul className="ld-navbar__items ld-navbar__items--left">{items('left')}</ul>
        <ul className="ld-navbar__items ld-navbar__items--right">
          {items('right')}
          {!switchDisabled && (
            <li className="ld-navbar__pinned">
              <ColorModeToggle />
            </li>
          )}
        </ul>
        {/* Rendered even without a switch: it deletes the stored choice so the OS decides. */}
        {switchDisabled && <ColorModeToggle disabled />}
      </nav>
      {menuOpen && (
        <MobileMenu id={panelId} alternates={alternates} sidebar={sidebar} route={alternates[locale.code] ?? ''} loadSearch={loadSearch} onClose={closeMenu} onReleased={menuReleased} />
      )}
    </header>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    Navbar: ComponentProps<typeof ThemeNavbar>;
  }
}

/** The top bar of every page; a site replaces it with `components.Navbar` in its theme config. */
export const Navbar = overridable('Navbar', ThemeNavbar);
