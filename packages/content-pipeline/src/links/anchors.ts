// The anchors of every page, for the link check. Collecting a page's ids walks its whole body, and
// most links name no anchor: a page's anchors are collected when a link first asks for them.
import type { PageData } from '@lumidoc/contract';
import { collectIds } from '../hast-routes.js';

/** The ids a link to `page` may name: every id in its body, and its table of contents. */
export function anchorsOfPage(page: PageData): Set<string> {
  const ids = new Set<string>('body' in page ? collectIds(page.body) : []);
  if ('toc' in page) for (const entry of page.toc) ids.add(entry.id);
  return ids;
}

/** What the link check reads: whether a route has a page, its anchors (undefined: no page there), and every route. */
export interface AnchorLookup {
  has(route: string): boolean;
  get(route: string): ReadonlySet<string> | undefined;
  keys(): Iterable<string>;
}

/** Anchors by route, each given as a set or as the function that collects it (called once, when first asked for). */
export class PageAnchors implements AnchorLookup {
  readonly #byRoute = new Map<string, ReadonlySet<string> | (() => ReadonlySet<string>)>();

  set(route: string, anchors: ReadonlySet<string> | (() => ReadonlySet<string>)): void {
    this.#byRoute.set(route, anchors);
  }

  /** Whether `route` has a page, without collecting its anchors. */
  has(route: string): boolean {
    return this.#byRoute.has(route);
  }

  get(route: string): ReadonlySet<string> | undefined {
    const entry = this.#byRoute.get(route);
    if (typeof entry !== 'function') return entry;
    const anchors = entry();
    this.#byRoute.set(route, anchors);
    return anchors;
  }

  keys(): Iterable<string> {
    return this.#byRoute.keys();
  }
}

/** `changed` over `base`: what a link check of an update sees before the update is applied. */
export function anchorsWith(base: AnchorLookup, changed: ReadonlyMap<string, ReadonlySet<string>>): AnchorLookup {
  return { has: (route) => changed.has(route) || base.has(route), get: (route) => changed.get(route) ?? base.get(route), keys: () => base.keys() };
}
