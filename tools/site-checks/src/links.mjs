// Link and anchor check over a built site: every internal URL a page names (links, scripts,
// stylesheets, images, canonical and hreflang URLs on the site's own origin) must be a file the
// static host serves, and every `#fragment` on an HTML page must be an id of that page.
// Everything else (other origins, mailto:, tel:) is collected for the external-links report.
import { resolveUrlPath } from './site-paths.mjs';

/** Attributes that hold URLs, per element. */
const URL_ATTRIBUTES = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
};

/**
 * What the link check needs from one page: its ids and the URLs it names.
 * @param {ReturnType<import('./html-scan.mjs').scanTags>} tags
 * @returns {{ ids: Set<string>, refs: string[] }}
 */
export function pageLinkFacts(tags) {
  const ids = new Set();
  const refs = [];
  for (const tag of tags) {
    if (tag.attrs.id) ids.add(tag.attrs.id);
    if (tag.name === 'a' && tag.attrs.name) ids.add(tag.attrs.name);
    for (const attr of URL_ATTRIBUTES[tag.name] ?? []) {
      const value = tag.attrs[attr];
      if (value === undefined) continue;
      if (attr === 'srcset') refs.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean));
      else refs.push(value.trim());
    }
  }
  return { ids, refs };
}

const decode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * @typedef {{ from: string, href: string, problem: string }} BrokenLink
 * @typedef {{ url: string, count: number, pages: string[] }} ExternalLink
 */

/**
 * Checks every page's URLs against the site's files and ids.
 * @param {object} input
 * @param {Array<{ file: string, route: string, ids: Set<string>, refs: string[] }>} input.pages
 *   `route` is the URL a page is served at (relative URLs resolve against it)
 * @param {ReadonlySet<string>} input.files every file of the site, relative and `/`-separated
 * @param {string} input.siteOrigin the site's own origin (`https://immich.app`): such URLs are internal
 * @param {(pathname: string) => string | undefined} [input.pendingTarget] why a missing target may
 *   be missing (a route whose engine is not built yet), or undefined when it may not
 * @returns {{ checked: number, broken: BrokenLink[], pending: Array<BrokenLink & { reason: string }>, external: ExternalLink[] }}
 *   `pending` lists links to missing routes that `pendingTarget` excuses, with its reason
 */
export function checkSiteLinks({ pages, files, siteOrigin, pendingTarget = () => undefined }) {
  const origin = new URL(siteOrigin).origin;
  const idsByFile = new Map(pages.map((page) => [page.file, page.ids]));
  const broken = [];
  const pending = [];
  const external = new Map();
  let checked = 0;
  for (const page of pages) {
    const pageUrl = new URL(page.route, origin);
    for (const href of page.refs) {
      checked += 1;
      if (href.startsWith('data:')) continue;
      let url;
      try {
        url = new URL(href, pageUrl);
      } catch {
        broken.push({ from: page.route, href, problem: 'is not a valid URL' });
        continue;
      }
      if (url.protocol === 'javascript:') {
        broken.push({ from: page.route, href, problem: 'is a javascript: URL; use a button' });
        continue;
      }
      if (url.origin !== origin) {
        const key = url.href;
        const entry = external.get(key) ?? { url: key, count: 0, pages: [] };
        entry.count += 1;
        if (entry.pages.length < 5 && !entry.pages.includes(page.route)) entry.pages.push(page.route);
        external.set(key, entry);
        continue;
      }
      const target = resolveUrlPath(decode(url.pathname), files);
      if (!target) {
        const pathname = decode(url.pathname);
        const reason = pendingTarget(pathname);
        if (reason) pending.push({ from: page.route, href, problem: `names ${pathname}, which is not built yet`, reason });
        else broken.push({ from: page.route, href, problem: `names ${pathname}, which the site does not have` });
        continue;
      }
      const fragment = decode(url.hash.slice(1));
      if (fragment === '' || fragment.startsWith(':~:')) continue;
      const ids = idsByFile.get(target);
      if (ids && !ids.has(fragment)) broken.push({ from: page.route, href, problem: `names the anchor #${fragment}, which ${url.pathname} does not have` });
    }
  }
  return { checked, broken, pending, external: [...external.values()].sort((a, b) => b.count - a.count || a.url.localeCompare(b.url)) };
}
