import type { SidebarCategory, SidebarItem } from '@lumidoc/contract';

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

/** A list longer than this keeps a window of it in the HTML. */
const LONG_LIST = 31;
/** Items kept on each side of the current page's item (or after the first, when it is elsewhere). */
const WINDOW = 12;
/**
 * A category shown expanded though the current page is elsewhere keeps this many of its first
 * items (and its last): it orients, and its own pages show it whole.
 */
const ELSEWHERE = 8;

/**
 * The sidebar as the prerendered HTML carries it: the categories on the path to `route`, and those
 * shown expanded anyway (`collapsed: false` or not collapsible), keep their items; every other
 * category becomes a link to its first page, so the HTML stays small however
 * large the sidebar is and every part of it is still reachable without JavaScript (that page shows
 * its own category expanded). A list of more than 31 items keeps its first and last item and the
 * 12 on each side of the current page (or the first 25), and the list of a category shown expanded
 * though the current page is not in it keeps its first 8 items and its last: every page stays
 * reachable without JavaScript through the previous/next links each doc carries, and the HTML of a
 * site with many expanded categories does not grow with them. The browser swaps in the whole
 * sidebar once the page is interactive.
 */
export function trimSidebar(items: readonly SidebarItem[], route: string): SidebarItem[] {
  return trimList(items, route, false);
}

/** `trimSidebar` of one list; `nested`: a category's list, not the sidebar's top level. */
function trimList(items: readonly SidebarItem[], route: string, nested: boolean): SidebarItem[] {
  const trimmed = items.map((item) => {
    if (item.type === 'link') return item;
    if (!item.collapsed || !item.collapsible || containsRoute(item, route)) return { ...item, items: trimList(item.items, route, true) };
    const href = firstRoute(item);
    // Nothing listed inside: nothing to lead to; keep it as it is (it holds no links to trim).
    if (!href) return item;
    return { type: 'category', label: item.label, href, collapsed: true, collapsible: false, items: [] } satisfies SidebarCategory;
  });
  const current = items.findIndex((item) => containsRoute(item, route));
  if (nested && current < 0 && trimmed.length > ELSEWHERE + 1) return [...trimmed.slice(0, ELSEWHERE), trimmed.at(-1)!];
  if (trimmed.length <= LONG_LIST) return trimmed;
  const from = current < 0 ? 0 : Math.max(0, Math.min(current - WINDOW, trimmed.length - 2 * WINDOW - 1));
  const to = from + 2 * WINDOW + 1;
  return trimmed.filter((_, index) => index === 0 || index === trimmed.length - 1 || (index >= from && index < to));
}
