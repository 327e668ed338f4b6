import { Link, useRouter, type AnyRouter, type ParsedLocation } from '@tanstack/react-router';
import { deepEqual, removeTrailingSlash } from '@tanstack/router-core';
import type { LinkComponentProps } from '@lumidoc/theme';

/** The theme's internal links as router links: client navigation with intent preloading. */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  const router = useRouter();
  const hashAt = href.indexOf('#');
  const to = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? undefined : href.slice(hashAt + 1);
  const prerendered = router.isServer ? serverAnchor(router, to, hash, props, children) : undefined;
  if (prerendered) return prerendered;
  return (
    <Link to={to as '/'} {...(hash ? { hash } : {})} activeOptions={ACTIVE_OPTIONS} {...(props as object)}>
      {children}
    </Link>
  );
}

const ACTIVE_OPTIONS = { exact: true, includeHash: false };

/** Where the router's links lead, per route tree and base path: the same target gives the same location on every page. */
const locations = new WeakMap<object, Map<string, ParsedLocation>>();

/**
 * The anchor the router's `Link` renders on the server, made without working out the target's
 * location again: a prerender renders each sidebar link on every page of its locale, and working
 * out where it leads was most of a link's cost. The props are those the router gives (`class`
 * `active`, `data-status` and `aria-current` on the current page's link), in its order, so the
 * HTML is the same byte for byte. Undefined where the router does more than that (a location with
 * search parameters, a masked or external one): the router's own `Link` renders it.
 */
function serverAnchor(router: AnyRouter, to: string, hash: string | undefined, props: Omit<LinkComponentProps, 'href' | 'children'>, children: LinkComponentProps['children']) {
  const current = router.stores.location.get() as ParsedLocation;
  if (current.searchStr || Object.keys(props).some((key) => ROUTER_OPTION_KEYS.has(key))) return undefined;
  let byTarget = locations.get(router.routeTree);
  if (!byTarget) locations.set(router.routeTree, (byTarget = new Map()));
  const key = `${router.basepath}\u0000${to}\u0000${hash ?? ''}`;
  let next = byTarget.get(key);
  if (!next) byTarget.set(key, (next = router.buildLocation({ to, ...(hash ? { hash } : {}) })));
  if (next.maskedLocation || next.external || next.searchStr) return undefined;
  const href = router.history.createHref(next.publicHref) || '/';
  const active = removeTrailingSlash(current.pathname, router.basepath) === removeTrailingSlash(next.pathname, router.basepath) && deepEqual(current.search, next.search, false);
  // As the router's Link: the given props, then its state's class, the href, the merged class and the state.
  const anchor: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (name !== 'type' && name !== 'disabled') anchor[name] = value;
  if (active) {
    const { className } = anchor;
    if (!('className' in anchor)) anchor['className'] = 'active';
    anchor['href'] = href;
    anchor['className'] = className ? `${String(className)} active` : 'active';
    anchor['data-status'] = 'active';
    anchor['aria-current'] = 'page';
  } else anchor['href'] = href;
  return <a {...anchor}>{children}</a>;
}

/** The props the router's Link takes as its own options, never as the anchor's. */
const ROUTER_OPTION_KEYS = new Set(['params', 'search', 'state', 'mask', 'from', 'unsafeRelative', 'reloadDocument', 'preload', 'preloadDelay', 'preloadIntentProximity', 'hashScrollIntoView', 'replace', 'startTransition', 'resetScroll', 'viewTransition', 'ignoreBlocker', 'activeProps', 'inactiveProps']);
