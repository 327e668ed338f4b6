import type { SidebarData } from '@lumidoc/contract';
import type { SearchIndexHandle } from '@lumidoc/search/client';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTheme } from '../context.js';
import { trapTab, useModalFocus } from '../hooks/use-modal-focus.js';
import { useScrollLock } from '../search/use-scroll-lock.js';
import { useWindowSize } from '../hooks/use-window-size.js';
import { DocSidebar } from './DocSidebar.js';
import { NavbarItemBoundary, NavbarItemView } from './NavbarItemView.js';

export interface MobileMenuProps {
  /** Id of the panel, for the menu button's `aria-controls`. */
  id: string;
  alternates: Readonly<Record<string, string>>;
  /** The docs sidebar of the current page, listed under the navbar items. */
  sidebar?: SidebarData | undefined;
  /** The current route, marked in the sidebar. */
  route: string;
  loadSearch?: (() => Promise<SearchIndexHandle>) | undefined;
  /** Closes the menu; `returnFocus` is true when focus should go back to the menu button. */
  onClose: (returnFocus: boolean) => void;
  /** Runs when the menu has gone and the page is usable again: where focus may return. */
  onReleased?: () => void;
}

/**
 * The mobile navigation panel: the navbar's items (search stays in the bar) and the docs sidebar.
 * Modal while open: focus stays inside, the page behind is inert and does not scroll. Escape,
 * the close button and the backdrop close it; following a link closes it too.
 */
export function MobileMenu({ id, alternates, sidebar, route, loadSearch, onClose, onReleased }: MobileMenuProps) {
  const { config, t } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const size = useWindowSize();
  useModalFocus(container, onReleased);
  useScrollLock();

  // Widened to desktop: the navbar shows every item again, so the menu has no reason to stay.
  useEffect(() => {
    if (size === 'desktop') onClose(false);
  }, [size, onClose]);

  // Escape closes an open dropdown inside the menu first, then the menu itself.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    // Only menus (`.ld-dropdown`); Escape on an open sidebar category closes the whole panel.
    const dropdown = (event.target as HTMLElement).closest<HTMLDetailsElement>('details.ld-dropdown[open]');
    if (dropdown && event.currentTarget.contains(dropdown)) {
      dropdown.open = false;
      dropdown.querySelector('summary')?.focus();
    } else {
      onClose(true);
    }
  };

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) onClose(false);
  };

  return (
    <div className="ld-mobile-menu" ref={container} onKeyDownCapture={onKeyDownCapture} onKeyDown={trapTab}>
      <div className="ld-mobile-menu__backdrop" aria-hidden="true" onClick={() => onClose(true)} />
      <div id={id} role="dialog" aria-modal="true" aria-label={t('menu.label')} className="ld-mobile-menu__panel" onClick={closeOnLink}>
        <div className="ld-mobile-menu__header">
          <span className="ld-mobile-menu__title">{config.title}</span>
          <button type="button" className="ld-icon-button ld-mobile-menu__close" aria-label={t('menu.close')} onClick={() => onClose(true)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <ul className="ld-mobile-menu__items">
          {config.navbar.items.map((item, index) =>
            item.type === 'search' ? null : (
              <li key={index} className="ld-mobile-menu__item">
                <NavbarItemBoundary item={item} index={index}>
                  <NavbarItemView item={item} alternates={alternates} loadSearch={loadSearch} />
                </NavbarItemBoundary>
              </li>
            ),
          )}
        </ul>
        {sidebar && (
          <div className="ld-mobile-menu__sidebar">
            {/* The menu opens at its top, title and close button in view: no scrolling to the current page. */}
            <DocSidebar items={sidebar.items} route={route} reveal={false} />
          </div>
        )}
      </div>
    </div>
  );
}
