import { createTranslator, type Translate } from '@lumidoc/i18n';
import type { ThemeCatalog, ThemeStringKey } from './catalog.js';

// One chunk per locale: a page needs only its reader's strings, not all ten languages.
const LOADERS: Readonly<Record<string, () => Promise<ThemeCatalog>>> = {
  en: () => import('./en.js').then((m) => m.en),
  ru: () => import('./ru.js').then((m) => m.ru),
  'zh-Hans': () => import('./zh-Hans.js').then((m) => m.zhHans),
  'zh-Hant': () => import('./zh-Hant.js').then((m) => m.zhHant),
  ja: () => import('./ja.js').then((m) => m.ja),
  ko: () => import('./ko.js').then((m) => m.ko),
  pt: () => import('./pt.js').then((m) => m.pt),
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  de: () => import('./de.js').then((m) => m.de),
};

const loaded = new Map<string, ThemeCatalog>();

/**
 * Loads the theme strings of these locales (each once). Await it before the first render in a
 * locale — on the server, before hydrating, and before a client navigation into another locale.
 */
export async function loadThemeCatalogs(locales: readonly string[]): Promise<void> {
  await Promise.all(
    locales.map(async (code) => {
      if (loaded.has(code)) return;
      const load = LOADERS[code];
      if (!load) throw new Error(`The theme has no strings for locale "${code}"; known locales: ${Object.keys(LOADERS).join(', ')}.`);
      loaded.set(code, await load());
    }),
  );
}

/** Makes catalogues available at once (stories and tests that import them statically). */
export function registerThemeCatalogs(catalogs: Readonly<Record<string, ThemeCatalog>>): void {
  for (const [code, catalog] of Object.entries(catalogs)) loaded.set(code, catalog);
}

/**
 * `t` over the loaded catalogues of `chain`. The first locale must be loaded; fallbacks that are not
 * are skipped (every catalogue has every key, which the catalogue test enforces).
 */
export function loadedTranslator(chain: readonly string[]): Translate<ThemeStringKey> {
  const [locale] = chain;
  if (!locale || !loaded.has(locale)) {
    throw new Error(`The theme strings for "${locale}" are not loaded: await loadThemeCatalogs(['${locale}']) before rendering in that locale.`);
  }
  return createTranslator(Object.fromEntries(loaded), chain);
}
