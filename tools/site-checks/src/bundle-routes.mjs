// The client bundle must not grow with the number of pages (ARCHITECTURE.md): page data travels
// as data files, never as a table of routes compiled into JavaScript. This finds page routes
// written into client scripts, so a gate can fail on them.

/** A route ends where a path could not go on: not before a letter, digit, `_`, `-` or `/`. */
const CONTINUES_PATH = /[\w\-/]/;

/**
 * Page routes that occur in client scripts (also inside a localized form such as `/ru/docs/x`).
 * @param {Array<{ file: string, text: string }>} scripts client JavaScript files
 * @param {Iterable<string>} routes locale-neutral page routes; `/` is ignored
 * @param {ReadonlySet<string>} [allowed] routes the site shell itself links to (navbar, footer)
 * @returns {Array<{ file: string, route: string }>}
 */
export function routesInBundle(scripts, routes, allowed = new Set()) {
  const hits = [];
  const candidates = [...new Set(routes)].filter((route) => route !== '/' && !allowed.has(route));
  for (const { file, text } of scripts) {
    for (const route of candidates) {
      let at = text.indexOf(route);
      while (at >= 0) {
        const next = text[at + route.length];
        if (next === undefined || !CONTINUES_PATH.test(next)) {
          hits.push({ file, route });
          break;
        }
        at = text.indexOf(route, at + 1);
      }
    }
  }
  return hits;
}
