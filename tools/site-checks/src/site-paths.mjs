// How a built site's files map to URLs, the way the static host (tools/static-server) serves them:
// `/ru/docs/x` is `ru/docs/x/index.html` (or `ru/docs/x.html`); `<locale>/404.html` is the
// not-found page of that locale. Paths here are relative to the site folder, with `/` separators.

/**
 * The route a prerendered HTML file is served at, or `notFound` for a locale's 404 page.
 * @param {string} file relative path such as `ru/docs/x/index.html`
 * @returns {{ route: string, notFound: boolean } | undefined} undefined for files that are not HTML
 */
export function routeOfHtmlFile(file) {
  if (!file.endsWith('.html')) return undefined;
  if (file === '404.html' || file.endsWith('/404.html')) {
    return { route: `/${file.slice(0, -'.html'.length)}`, notFound: true };
  }
  if (file === 'index.html') return { route: '/', notFound: false };
  if (file.endsWith('/index.html')) return { route: `/${file.slice(0, -'/index.html'.length)}`, notFound: false };
  return { route: `/${file.slice(0, -'.html'.length)}`, notFound: false };
}

/**
 * The file a static host sends for a URL path, if any: the file itself, `<path>/index.html`, or
 * `<path>.html`. `files` holds every file of the site, relative and `/`-separated.
 * @param {string} pathname decoded URL path beginning with `/`
 * @param {ReadonlySet<string>} files
 * @returns {string | undefined}
 */
export function resolveUrlPath(pathname, files) {
  const relative = pathname.replace(/^\/+/, '');
  const bare = relative.replace(/\/+$/, '');
  const candidates = [relative, bare === '' ? 'index.html' : `${bare}/index.html`, `${bare}.html`];
  return candidates.find((candidate) => candidate !== '' && files.has(candidate));
}

/**
 * Splits a route into its locale and the locale-neutral rest, given the locale prefixes.
 * @param {string} route
 * @param {readonly string[]} prefixed locales that carry a `/<code>` prefix
 * @param {string} defaultLocale the locale served without a prefix
 * @returns {{ locale: string, neutral: string }}
 */
export function splitLocale(route, prefixed, defaultLocale) {
  const first = route.split('/')[1] ?? '';
  if (prefixed.includes(first)) {
    const rest = route.slice(first.length + 1);
    return { locale: first, neutral: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, neutral: route };
}

/**
 * A locale-neutral route under a locale's prefix (none for the default locale).
 * @param {string} neutral
 * @param {string} locale
 * @param {string} defaultLocale
 */
export function localizeRoute(neutral, locale, defaultLocale) {
  if (locale === defaultLocale) return neutral;
  return neutral === '/' ? `/${locale}` : `/${locale}${neutral}`;
}
