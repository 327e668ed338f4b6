/**
 * Script chunks a page needs before it can hydrate, beyond the entry: its kind's component and its
 * locale's strings. Listed as `<link rel="modulepreload">` so the browser fetches them alongside the
 * entry instead of after it has run, or as `<link rel="prefetch">` (fetched when the network is idle)
 * for a client that hydrates after the page has loaded.
 */
export interface ModulePreloads {
  /** How the links ask for the chunks: `modulepreload` (the default) or `prefetch`. */
  rel?: 'modulepreload' | 'prefetch';
  /** Chunk URLs by page kind (`doc`, `blog-post`, `not-found` …). */
  byKind?: Readonly<Record<string, readonly string[]>>;
  /** Chunk URLs by locale code. */
  byLocale?: Readonly<Record<string, readonly string[]>>;
}

/** The preload links for one page, deduplicated, in kind-then-locale order. */
export function modulePreloadLinks(preloads: ModulePreloads, kind: string, locale: string): string {
  const urls = new Set([...(preloads.byKind?.[kind] ?? []), ...(preloads.byLocale?.[locale] ?? [])]);
  const rel = preloads.rel ?? 'modulepreload';
  return [...urls].map((url) => `<link rel="${rel}" href="${escapeAttribute(url)}"/>`).join('');
}

/** A value as it may stand between double quotes in an HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Adds the links at the end of `<head>`, after the stylesheets and the entry script. */
export function withModulePreloads(html: string, links: string): string {
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
