// Which chunks each page preloads, read from the client bundle's Vite manifest: its kind's component
// (src/kinds/<kind>.tsx) and its locale's theme strings, with what they import beyond the entry.

// The theme loads one catalogue chunk per locale (packages/theme/src/i18n/<code>.ts).
const THEME_CATALOGUE = /\/theme\/src\/i18n\/([A-Za-z]+(?:-[A-Za-z]+)?)\.ts$/;
const KIND_MODULE = /^src\/kinds\/([a-z-]+)\.tsx$/;

/**
 * @param {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }>} manifest
 * @param {string} [base] URL prefix of the assets
 * @returns {import('@lumidoc/content-pipeline/build').ModulePreloads}
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
  const loadedWithEntry = closure(entryKey);
  const chunksOf = (key) => [...closure(key)].filter((k) => !loadedWithEntry.has(k)).map((k) => base + manifest[k].file);
  const byKind = {};
  const byLocale = {};
  for (const key of Object.keys(manifest)) {
    const kind = KIND_MODULE.exec(key)?.[1];
    if (kind) byKind[kind] = chunksOf(key);
    const locale = manifest[key].isDynamicEntry ? THEME_CATALOGUE.exec(key)?.[1] : undefined;
    if (locale) byLocale[locale] = chunksOf(key);
  }
  return { byKind, byLocale };
}
