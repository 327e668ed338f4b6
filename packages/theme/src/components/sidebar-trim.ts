import type { SidebarCategory, SidebarItem } from '@lumidoc/content-pipeline';

function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  return item.href === route || item.items.some((child) => containsRoute(child, route));
}

/** The first page a category leads to: its own page, else its first listed link, depth first. */
function firstRoute(category: SidebarCategory): string | undefined {
  if (category.href) return category.href;
  for (const item of category.items) {
    if (item.type === 'link' && !item.unlisted) return item.href;
    if (item.type === 'category') {
      const found = firstRoute(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The sidebar as the prerendered HTML carries it: the categories on the path to `route`, and those
 * shown expanded anyway (`collapsed: false` or not collapsible), keep their items; every other
 * category becomes a link to its first page, so the HTML stays small however
 * large the sidebar is and every part of it is still reachable without JavaScript (that page shows
 * its own category expanded). The browser swaps in the whole sidebar once the page is interactive.
 */
export function trimSidebar(items: readonly SidebarItem[], route: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'link') return item;
    if (!item.collapsed || !item.collapsible || containsRoute(item, route)) return { ...item, items: trimSidebar(item.items, route) };
    const href = firstRoute(item);
    // Nothing listed inside: nothing to lead to; keep it as it is (it holds no links to trim).
    if (!href) return item;
    return { type: 'category', label: item.label, href, collapsed: true, collapsible: false, items: [] } satisfies SidebarCategory;
  });
}
