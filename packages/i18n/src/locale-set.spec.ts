import { createLocaleSet, LocaleConfigError } from './locale-set.js';

const TEN = ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'];
const locales = createLocaleSet({ defaultLocale: 'zh-Hans', locales: TEN });

describe('createLocaleSet', () => {
  it('describes every locale with its own label, direction, htmlLang, calendar and path', () => {
    expect(locales.list.map((l) => l.code)).toEqual(TEN);
    expect(locales.get('ru')).toEqual({ code: 'ru', label: 'Русский', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory', path: 'ru' });
    expect(locales.get('zh-Hans').path).toBe('');
  });

  it('parses the locale prefix off a path, the default locale having none', () => {
    expect(locales.parse('/ru/docs/overview/welcome')).toEqual({ locale: 'ru', path: '/docs/overview/welcome' });
    expect(locales.parse('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(locales.parse('/docs/overview/welcome')).toEqual({ locale: 'zh-Hans', path: '/docs/overview/welcome' });
    expect(locales.parse('/zh-Hans/docs')).toEqual({ locale: 'zh-Hans', path: '/zh-Hans/docs' });
    expect(locales.parse('/')).toEqual({ locale: 'zh-Hans', path: '/' });
  });

  it('localizes a path and round-trips through parse', () => {
    expect(locales.localizePath('/docs/api', 'de')).toBe('/de/docs/api');
    expect(locales.localizePath('/', 'ja')).toBe('/ja');
    expect(locales.localizePath('/roadmap', 'zh-Hans')).toBe('/roadmap');
    for (const code of TEN) expect(locales.parse(locales.localizePath('/blog/tags', code))).toEqual({ locale: code, path: '/blog/tags' });
  });

  it('falls back zh-Hant -> zh-Hans -> en and every other locale -> en', () => {
    expect(locales.fallbackChain('zh-Hant')).toEqual(['zh-Hant', 'zh-Hans', 'en']);
    expect(locales.fallbackChain('ru')).toEqual(['ru', 'en']);
    expect(locales.fallbackChain('zh-Hans')).toEqual(['zh-Hans', 'en']);
    expect(locales.fallbackChain('en')).toEqual(['en']);
  });

  it('rejects a configuration that cannot work, saying what to change', () => {
    expect(() => createLocaleSet({ defaultLocale: 'en', locales: ['en', 'xx'] })).toThrow(/Unknown locale "xx".*known locales: zh-Hans/);
    expect(() => createLocaleSet({ defaultLocale: 'ru', locales: ['en'] })).toThrow(LocaleConfigError);
    expect(() => createLocaleSet({ defaultLocale: 'en', locales: ['en', 'en'] })).toThrow(/twice/);
    expect(() => locales.get('it')).toThrow(/not one of this site's locales/);
  });
});
