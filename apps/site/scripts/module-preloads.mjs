// Which chunks each page prefetches, read from the client bundle's Vite manifest: its kind's component
// (src/kinds/<kind>.tsx) and its locale's theme strings, with what they import beyond the entry and
// the hydration chunk (src/hydrate.tsx, which the entry imports when it hydrates and which brings
// React, the router and the theme's chrome). Prefetched, not preloaded: the page hydrates after it
// has loaded (src/runtime/hydrate-on-intent.ts), so the chunks are wanted when the network is idle.

// The theme loads one catalogue chunk per locale (packages/theme/src/i18n/<code>.ts).
const THEME_CATALOGUE = /\/theme\/src\/i18n\/([A-Za-z]+(?:-[A-Za-z]+)?)\.ts$/;
const KIND_MODULE = /^src\/kinds\/([a-z-]+)\.tsx$/;
const HYDRATION_MODULE = 'src/hydrate.tsx';

/**
 * @param {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }>} manifest
 * @param {string} [base] URL prefix of the assets
 * @returns {import('@lumidoc/app').ModulePreloads}
 */
export function modulePreloadsFromManifest(manifest, base = '/') {
  const closure = (key, into = new Set()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry chunk; run `vite build` first.');
  const loadedWithEntry = closure(HYDRATION_MODULE, closure(entryKey));
  const chunksOf = (key) => [...closure(key)].filter((k) => !loadedWithEntry.has(k)).map((k) => base + manifest[k].file);
  const byKind = {};
  const byLocale = {};
  for (const key of Object.keys(manifest)) {
    const kind = KIND_MODULE.exec(key)?.[1];
    if (kind) byKind[kind] = chunksOf(key);
    const locale = manifest[key].isDynamicEntry ? THEME_CATALOGUE.exec(key)?.[1] : undefined;
    if (locale) byLocale[locale] = chunksOf(key);
  }
  return { rel: 'prefetch', byKind, byLocale };
}
