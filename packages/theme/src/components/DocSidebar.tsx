import type { SidebarCategory, SidebarItem } from '@lumidoc/contract';
import { useEffect, useRef } from 'react';
import { useTheme } from '../context.js';
import { revealInScrollContainer } from './sidebar-scroll.js';
import { useCategoryExpanded } from './sidebar-state.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  return item.href === route || item.items.some((child) => containsRoute(child, route));
}

/**
 * A category is a native `<details>`, so it opens and closes without JavaScript too; React keeps
 * its state in the sidebar store. A category with its own page shows the link, and a toggle
 * (the `<summary>`) beside it: a link inside a `<summary>` would be a control inside a control.
 */
function Category({ item, route, stateKey }: { item: SidebarCategory; route: string; stateKey: string }) {
  const { Link, t } = useTheme();
  const active = containsRoute(item, route);
  const [open, setOpen] = useCategoryExpanded(stateKey, !item.collapsed || active, active);
  const items = (
    <ul>
      <Items items={item.items} route={route} parentKey={stateKey} />
    </ul>
  );
  // A class the site gives the category (`className` in its sidebars or `_category_` file) joins the theme's.
  const categoryClass = item.className ? `ld-sidebar__category ${item.className}` : 'ld-sidebar__category';
  const link = item.href && (
    <Link href={item.href} aria-current={item.href === route ? 'page' : undefined}>
      {item.label}
    </Link>
  );
  if (!item.collapsible) {
    return (
      <li className={categoryClass}>
        {link || <span className="ld-sidebar__category-label">{item.label}</span>}
        {item.items.length > 0 && items}
      </li>
    );
  }
  const chevron = (
    <span className="ld-sidebar__chevron" aria-hidden="true">
      ▸
    </span>
  );
  return (
    <li className={categoryClass}>
      {link}
      <details
        className="ld-sidebar__details"
        open={open}
        onToggle={(event) => {
          // Also fired when React sets `open` itself; only the reader's toggles are stored.
          if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
        }}
      >
        {link ? (
          <summary className="ld-sidebar__toggle ld-sidebar__toggle--beside" aria-label={t('sidebar.toggleCategory', { label: item.label })}>
            {chevron}
          </summary>
        ) : (
          <summary className="ld-sidebar__toggle ld-sidebar__summary">
            <span className="ld-sidebar__category-label">{item.label}</span>
            {chevron}
          </summary>
        )}
        {items}
      </details>
    </li>
  );
}

/**
 * The links carry no classes (a page holds hundreds): the stylesheet finds them as `.ld-sidebar a`.
 * A class the site gives a doc's item (`sidebar_class_name`) goes on its `<li>`.
 */
function Items({ items, route, parentKey }: { items: readonly SidebarItem[]; route: string; parentKey: string }) {
  const { Link } = useTheme();
  return (
    <>
      {items.map((item, i) =>
        item.type === 'category' ? (
          <Category key={i} item={item} route={route} stateKey={`${parentKey}/${i}:${item.label}`} />
        ) : item.unlisted && item.href !== route ? null : (
          <li key={i} className={item.className}>
            <Link href={item.href} aria-current={item.href === route ? 'page' : undefined}>
              {item.badge && <span className={`ld-badge ld-badge--${item.badge.toLowerCase()}`}>{item.badge}</span>}
              {item.lang ? <span lang={item.lang}>{item.label}</span> : item.label}
            </Link>
          </li>
        ),
      )}
    </>
  );
}

/**
 * The docs sidebar: links and collapsible categories. The category holding the current page
 * opens; what the reader opens or closes stays so across client navigation; the current page's
 * link is scrolled into view inside the sidebar (never the page) on load and on navigation.
 */
function ThemeDocSidebar({ items, route, reveal = true }: { items: readonly SidebarItem[]; route: string; /** Scroll the current page's link into view; default true. */ reveal?: boolean }) {
  const { t } = useTheme();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal) return;
    // Next frame: a category the new route opened has rendered its links by then.
    const frame = requestAnimationFrame(() => {
      const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
      if (link) revealInScrollContainer(link);
    });
    return () => cancelAnimationFrame(frame);
  }, [route, reveal]);
  return (
    <nav className="ld-sidebar" aria-label={t('sidebar.label')} ref={nav}>
      <ul>
        <Items items={items} route={route} parentKey="" />
      </ul>
    </nav>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    DocSidebar: ComponentProps<typeof ThemeDocSidebar>;
  }
}

/** The docs and API sidebar; a site replaces it with `components.DocSidebar` in its theme config. */
export const DocSidebar = overridable('DocSidebar', ThemeDocSidebar);
