import type { BlogPagination } from '@lumidoc/contract';

/** One page of a paginated list. */
export interface ListPage<T> {
  items: T[];
  pagination: BlogPagination;
}

/**
 * Splits items (newest first) into pages of `size`; page 1 of an empty list still exists.
 * `routeOf(n)` gives page n's route, for the newer/older links.
 */
export function paginate<T>(items: readonly T[], size: number, routeOf: (page: number) => string): ListPage<T>[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Page size must be a whole number of at least 1, got ${size}.`);
  const pages = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: pages }, (_, index) => {
    const page = index + 1;
    return {
      items: items.slice(index * size, page * size),
      pagination: {
        page,
        pages,
        ...(page > 1 ? { newer: routeOf(page - 1) } : {}),
        ...(page < pages ? { older: routeOf(page + 1) } : {}),
      },
    };
  });
}
