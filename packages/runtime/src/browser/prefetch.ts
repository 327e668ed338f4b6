import type { PageDataSource } from '@lumidoc/contract';
import { normalizeRoute } from '@lumidoc/content-pipeline/runtime';
import { mayPrefetch } from './connection.js';

const requested = new Set<string>();

/**
 * Loads a route's data ahead of a click through the same data source the router uses, so the file
 * is fetched once and the router finds it already there.
 */
export function prefetchRoute(data: PageDataSource, route: string): void {
  const normalized = normalizeRoute(route);
  if (!mayPrefetch() || requested.has(normalized)) return;
  requested.add(normalized);
  void data.page(normalized).catch(() => requested.delete(normalized));
}

/** Internal page links: same origin, not a file, not the current page. */
function routeOf(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.origin !== location.origin || anchor.target === '_blank' || anchor.hasAttribute('download')) return undefined;
  if (/\.[a-z0-9]+$/i.test(anchor.pathname) || anchor.pathname === location.pathname) return undefined;
  return anchor.pathname;
}

/**
 * Prefetches the data of internal links in the article (text and previous/next) as they scroll
 * into view; sidebar and navbar links load on hover or focus instead, so a page load does not
 * fetch a whole sidebar's worth of pages. Call again after each navigation; returns a function
 * that stops watching.
 */
export function watchVisibleLinks(data: PageDataSource, root: ParentNode = document): () => void {
  if (!mayPrefetch() || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const route = routeOf(entry.target as HTMLAnchorElement);
      if (route) prefetchRoute(data, route);
    }
  });
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('main article a[href^="/"]')) observer.observe(anchor);
  return () => observer.disconnect();
}
