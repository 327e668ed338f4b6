// What a page loads besides the client entry, read from the client bundle's Vite manifest: its
// kind's component and its locale's theme strings, with what they import beyond the entry and the
// hydration chunk (which the entry imports when it hydrates). Listed as prefetch: the page hydrates
// after it has loaded, so the chunks are wanted when the network is idle.
import type { ModulePreloads } from './module-preloads.js';

/** One chunk of a Vite manifest (`.vite/manifest.json` of `vite build` with `build.manifest`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Where the site's modules are, as manifest keys (paths relative to the Vite root). */
export interface ManifestLayout {
  /**
   * A page kind's component module, the kind in the first group. Default: the runtime's kinds
   * (`@lumidoc/runtime`'s `kinds/<kind>`, from the workspace's sources or the installed package)
   * and the site's own `src/kinds/<kind>.tsx`, which win over the runtime's of the same name.
   */
  kindModule?: RegExp;
  /** The module the entry imports to hydrate. Default: whatever the entry imports dynamically. */
  hydrationModule?: string;
  /**
   * A locale's theme strings, the locale code in the first group: the theme's `i18n/<code>` module
   * from the workspace's sources or from the installed package.
   */
  localeModule?: RegExp;
}

const DEFAULT_LAYOUT: Omit<Required<ManifestLayout>, 'hydrationModule'> = {
  kindModule: /(?:^src|\/runtime\/src|@lumidoc\/runtime\/dist)\/kinds\/([a-z][a-z0-9-]*)\.[jt]sx?$/,
  localeModule: /(?:\/theme\/src|@lumidoc\/theme\/dist)\/i18n\/([A-Za-z]+(?:-[A-Za-z]+)?)\.[jt]s$/,
};

/** The entry chunk of a manifest, or an error that says to build the client first. */
export function manifestEntry(manifest: ViteManifest): [string, ManifestChunk] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The client manifest has no entry chunk; run `vite build` first.');
  return entry;
}

/** Each page kind's and each locale's chunks, as URLs below `base`. */
export function modulePreloadsFromManifest(manifest: ViteManifest, base = '/', layout: ManifestLayout = {}): ModulePreloads {
  const { kindModule, hydrationModule, localeModule } = { ...DEFAULT_LAYOUT, ...layout };
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const [entryKey, entry] = manifestEntry(manifest);
  const loadedWithEntry = closure(entryKey);
  for (const key of hydrationModule ? [hydrationModule] : (entry.dynamicImports ?? [])) closure(key, loadedWithEntry);
  const chunksOf = (key: string) => [...closure(key)].filter((k) => !loadedWithEntry.has(k)).map((k) => base + manifest[k]!.file);
  const byKind: Record<string, string[]> = {};
  const byLocale: Record<string, string[]> = {};
  // The site's own modules last, so that its kind replaces a package's of the same name.
  const ownModule = (key: string) => Number(!key.startsWith('..') && !key.includes('node_modules/'));
  const keys = Object.keys(manifest).sort((a, b) => ownModule(a) - ownModule(b));
  for (const key of keys) {
    const kind = kindModule.exec(key)?.[1];
    if (kind) byKind[kind] = chunksOf(key);
    const locale = manifest[key]!.isDynamicEntry ? localeModule.exec(key)?.[1] : undefined;
    if (locale) byLocale[locale] = chunksOf(key);
  }
  return { rel: 'prefetch', byKind, byLocale };
}
