import { createTranslator, formatMessage, messageByLocale, type Catalog } from './translate.js';

const articles = { one: '{count} статья', few: '{count} статьи', many: '{count} статей', other: '{count} статьи' };

describe('plural forms from Intl.PluralRules', () => {
  it('gives Russian its one/few/many forms', () => {
    const forms = [1, 3, 5, 21, 22, 25, 11, 111].map((count) => formatMessage(articles, 'ru', { count }));
    expect(forms).toEqual(['1 статья', '3 статьи', '5 статей', '21 статья', '22 статьи', '25 статей', '11 статей', '111 статей']);
  });

  it('gives German one and other', () => {
    const posts = { one: '{count} Beitrag', other: '{count} Beiträge' };
    expect([0, 1, 2].map((count) => formatMessage(posts, 'de', { count }))).toEqual(['0 Beiträge', '1 Beitrag', '2 Beiträge']);
  });

  it('gives Japanese and Chinese a single form', () => {
    expect(formatMessage({ other: '{count} 件の記事' }, 'ja', { count: 1 })).toBe('1 件の記事');
    expect(formatMessage({ other: '{count} 篇文章' }, 'zh-Hans', { count: 7 })).toBe('7 篇文章');
  });

  it('formats numbers for the locale and leaves unknown placeholders visible', () => {
    expect(formatMessage('{count} pages', 'de', { count: 1234 })).toBe('1.234 pages');
    expect(formatMessage('Hello {name}', 'en')).toBe('Hello {name}');
  });
});

describe('createTranslator', () => {
  const catalogs = { en: { hello: 'Hello {name}', bye: 'Bye' }, ru: { hello: 'Привет, {name}' } } as const;

  it('translates with interpolation and falls back along the chain for a missing key', () => {
    const t = createTranslator<'hello' | 'bye'>(catalogs as never, ['ru', 'en']);
    expect(t('hello', { name: 'Алекс' })).toBe('Привет, Алекс');
    expect(t('bye')).toBe('Bye');
  });
});

describe('messageByLocale', () => {
  it('gives one message in every catalogued locale, filled and pluralized per locale, missing keys from English', () => {
    const catalogs: Record<string, Partial<Catalog<'posts' | 'site'>>> = {
      en: { posts: { one: '{count} post', other: '{count} posts' }, site: 'Site' },
      ru: { posts: articles, site: 'Сайт' },
      de: { posts: { one: '{count} Beitrag', other: '{count} Beiträge' } },
    };
    const full = catalogs as Record<string, Catalog<'posts' | 'site'>>;
    expect(messageByLocale(full, 'posts', { count: 1002 })).toEqual({ en: '1,002 posts', ru: '1\u00a0002 статьи', de: '1.002 Beiträge' });
    expect(messageByLocale(full, 'site')).toEqual({ en: 'Site', ru: 'Сайт', de: 'Site' });
  });
});
