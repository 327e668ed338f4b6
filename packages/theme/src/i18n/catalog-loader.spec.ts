import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh loader per test: the unit-test setup registers every catalogue in the shared one.
let loader: typeof import('./catalog-loader.js');
beforeEach(async () => {
  vi.resetModules();
  loader = await import('./catalog-loader.js');
});

describe('theme catalogue loading', () => {
  it('refuses to translate in a locale whose strings are not loaded, naming the call that fixes it', () => {
    expect(() => loader.loadedTranslator(['ru', 'en'])).toThrow(`The theme strings for "ru" are not loaded: await loadThemeCatalogs(['ru']) before rendering in that locale.`);
  });

  it('translates once the locale is loaded, without loading the fallbacks', async () => {
    await loader.loadThemeCatalogs(['ru']);
    const t = loader.loadedTranslator(['ru', 'en']);
    expect(t('toc.title')).toBe('На этой странице');
    expect(() => loader.loadedTranslator(['en'])).toThrow(/not loaded/);
  });

  it('names the known locales when asked for an unknown one', async () => {
    await expect(loader.loadThemeCatalogs(['xx'])).rejects.toThrow('The theme has no strings for locale "xx"; known locales: en, ru, zh-Hans, zh-Hant, ja, ko, pt, es, fr, de.');
  });
});
