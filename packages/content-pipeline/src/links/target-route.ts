import type { LinkRef } from '@lumidoc/contract';
import { resolveRelativeRoute } from '../markdown/links.js';

/**
 * The locale-neutral route a link leads to from the page at `pageRoute`: its own route, the page's
 * for a same-page link (`#x`), or a relative URL path resolved against the page's route, as a
 * browser resolves it on that page. Undefined for a Markdown file that is no page.
 */
export function targetRoute(link: LinkRef, pageRoute: string): string | undefined {
  if (link.brokenMarkdown) return undefined;
  if (link.route === '') return pageRoute;
  return link.route.startsWith('/') ? link.route : resolveRelativeRoute(link.route, pageRoute);
}
