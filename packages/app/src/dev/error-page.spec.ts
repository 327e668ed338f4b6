import { errorPage, errorPageLocale, ERROR_PAGE_STRINGS } from './error-page.js';

describe('the development error page', () => {
  it("speaks the reader's language from Accept-Language, else English", () => {
    expect(errorPageLocale('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(errorPageLocale('zh-TW,zh;q=0.9')).toBe('zh-Hant');
    expect(errorPageLocale('sv-SE,fi;q=0.5')).toBe('en');
    expect(errorPageLocale(undefined)).toBe('en');
  });

  it('shows the error as written (escaped), around it the words of the locale', () => {
    const error = Object.assign(new Error('content/docs/en/a.md:3: unknown key <x>; remove it'), { name: 'ContentError' });
    const html = errorPage(error, 'de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Inhaltsfehler</title>');
    expect(html).toContain('content/docs/en/a.md:3: unknown key &lt;x&gt;; remove it');
    expect(errorPage(error, 'xx')).toContain('<h1>The site has an error</h1>');
  });

  it('has every word in every locale', () => {
    for (const [locale, catalog] of Object.entries(ERROR_PAGE_STRINGS)) expect(Object.keys(catalog), locale).toEqual(Object.keys(ERROR_PAGE_STRINGS['en']!));
  });
});
