import type { SidebarCategory, SidebarItem } from '@lumidoc/content-pipeline';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '../context.js';

function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  return item.href === route || item.items.some((child) => containsRoute(child, route));
}

function Category({ item, route }: { item: SidebarCategory; route: string }) {
  const { Link, t } = useTheme();
  const active = containsRoute(item, route);
  const [open, setOpen] = useState(!item.collapsed || active || !item.collapsible);
  return (
    <li className={`ld-sidebar__category${open ? ' ld-sidebar__category--open' : ''}`}>
      <div className="ld-sidebar__category-row">
        {item.href ? (
          <Link href={item.href} className="ld-sidebar__link" aria-current={item.href === route ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          <span className="ld-sidebar__category-label">{item.label}</span>
        )}
        {item.collapsible && (
          <button type="button" className="ld-sidebar__toggle" aria-expanded={open} aria-label={t('sidebar.toggleCategory', { label: item.label })} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">▸</span>
          </button>
        )}
      </div>
      <ul className="ld-sidebar__items" hidden={!open}>
        <Items items={item.items} route={route} />
      </ul>
    </li>
  );
}

function Items({ items, route }: { items: readonly SidebarItem[]; route: string }) {
  const { Link } = useTheme();
  return (
    <>
      {items.map((item, i) =>
        item.type === 'category' ? (
          <Category key={i} item={item} route={route} />
        ) : item.unlisted && item.href !== route ? null : (
          <li key={i}>
            <Link href={item.href} className="ld-sidebar__link" aria-current={item.href === route ? 'page' : undefined}>
              {item.badge && <span className={`ld-badge ld-badge--${item.badge.toLowerCase()}`}>{item.badge}</span>}
              {item.label}
            </Link>
          </li>
        ),
      )}
    </>
  );
}

/** The docs sidebar: links and collapsible categories; the current page's category starts open. */
export function DocSidebar({ items, route }: { items: readonly SidebarItem[]; route: string }) {
  const { t } = useTheme();
  const nav = useRef<HTMLElement>(null);
  // Keep the current page's link in view inside the scrolling sidebar, without moving the page.
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = nav.current?.parentElement;
    if (!link || !scroller || scroller.scrollHeight <= scroller.clientHeight) return;
    const top = link.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    if (top < scroller.scrollTop || top + link.offsetHeight > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = top - scroller.clientHeight / 2;
    }
  }, [route]);
  return (
    <nav className="ld-sidebar" aria-label={t('sidebar.label')} ref={nav}>
      <ul className="ld-sidebar__items">
        <Items items={items} route={route} />
      </ul>
    </nav>
  );
}
