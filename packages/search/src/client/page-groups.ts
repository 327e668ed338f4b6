/** Most sections of one page in a result list, so one long page does not fill it. */
export const SECTIONS_PER_PAGE = 2;

/**
 * Takes up to `limit` items from `ranked` (best first), at most {@link SECTIONS_PER_PAGE} per
 * page, and returns them page by page: pages in the order of their best item, a page's items
 * together in rank order. A list rendered from it can show one heading per page.
 */
export function pickByPage<T>(ranked: Iterable<T>, pageOf: (item: T) => string, limit: number): T[] {
  const pages = new Map<string, T[]>();
  let taken = 0;
  for (const item of ranked) {
    if (taken >= limit) break;
    const page = pageOf(item);
    const items = pages.get(page) ?? [];
    if (items.length >= SECTIONS_PER_PAGE) continue;
    items.push(item);
    pages.set(page, items);
    taken += 1;
  }
  return [...pages.values()].flat();
}
