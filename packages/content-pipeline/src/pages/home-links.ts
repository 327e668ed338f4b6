import { ContentError } from '../errors.js';
import type { LinkSource } from '../links/check.js';
import { isRoute, linkRef } from './link-ref.js';
import type { HeroImage, StoreId, StoreLink } from '@lumidoc/contract';

/** What the home page links to; the same in every locale, so it is configured once, not written per locale. */
export interface HomeLinks {
  /** Route of the Get Started action, e.g. `/docs/overview/quick-start`. */
  getStartedRoute: string;
  /** The public demo. */
  demoUrl: string;
  /** The community chat. */
  communityUrl: string;
  /** Where to get the mobile app, in the order the badges appear. */
  stores: readonly StoreLink[];
  /** A light picture beside the hero text, served from the site's static files. */
  heroImage?: HeroImage;
}

/** Named in errors about the options, which live in the site's build script. */
export const OPTIONS_FILE = 'standalonePagesPlugin options';

const STORES: readonly StoreId[] = ['google-play', 'app-store', 'f-droid', 'obtainium'];
const URL_PATTERN = /^https?:\/\/[^\s/]+\S*$/;

/** Checks the home links; a bad one is a `ContentError` naming the option. */
export function validateHomeLinks(links: HomeLinks): void {
  const fail = (key: string, problem: string, fix?: string): never => {
    throw new ContentError({ file: OPTIONS_FILE }, `home.${key} ${problem}`, fix);
  };
  if (!isRoute(links.getStartedRoute ?? '')) fail('getStartedRoute', `must be a route starting with "/", got ${JSON.stringify(links.getStartedRoute)}`);
  for (const key of ['demoUrl', 'communityUrl'] as const) {
    if (!URL_PATTERN.test(links[key] ?? '')) fail(key, `must be an http(s) URL, got ${JSON.stringify(links[key])}`);
  }
  if (!Array.isArray(links.stores) || links.stores.length === 0) fail('stores', 'must list at least one store', `use { store, href } with store one of ${STORES.join(', ')}`);
  links.stores.forEach((link, i) => {
    if (!STORES.includes(link.store)) fail(`stores[${i}].store`, `must be one of ${STORES.join(', ')}, got ${JSON.stringify(link.store)}`);
    if (!isRoute(link.href ?? '') && !URL_PATTERN.test(link.href ?? '')) fail(`stores[${i}].href`, `must be an http(s) URL or a route of the site, got ${JSON.stringify(link.href)}`);
  });
  const image = links.heroImage;
  if (image) {
    if (!isRoute(image.src) || (image.srcDark !== undefined && !isRoute(image.srcDark))) fail('heroImage', 'must name static files of the site by their path, e.g. /img/home/hero.svg');
    if (!(image.width > 0 && image.height > 0)) fail('heroImage', 'needs a positive width and height, so the page does not shift while it loads');
  }
}

/** The routes and images the home links name, for the link check. */
export function homeLinkSource(links: HomeLinks, sourceLocale: string): LinkSource {
  const routes = [links.getStartedRoute, ...links.stores.map((s) => s.href).filter(isRoute)];
  const images = links.heroImage ? [links.heroImage.src, ...(links.heroImage.srcDark ? [links.heroImage.srcDark] : [])] : [];
  return { locale: sourceLocale, route: '/', displayPath: OPTIONS_FILE, links: routes.map((route) => linkRef(route, undefined)), images: images.map((src) => ({ src })) };
}
