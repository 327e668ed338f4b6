import { KNOWN_LOCALE_CODES } from '@lumidoc/i18n';
import { THEME_CATALOGS, themeTranslator } from '../i18n/catalog.js';

const t = (locale: string) => themeTranslator([locale, 'en']);
const posts = (locale: string, counts: number[]) => counts.map((count) => t(locale)('blog.postCount', { count }));
const minutes = (locale: string, counts: number[]) => counts.map((count) => t(locale)('blog.readingTime', { count }));

describe('blog plural labels', () => {
  it('counts posts in Russian with one, few and many forms', () => {
    expect(posts('ru', [1, 2, 5, 11, 21, 22, 25, 101])).toEqual(['1 публикация', '2 публикации', '5 публикаций', '11 публикаций', '21 публикация', '22 публикации', '25 публикаций', '101 публикация']);
  });

  it('counts minutes of reading in Russian', () => {
    expect(minutes('ru', [1, 3, 5, 12, 21])).toEqual(['1 минута чтения', '3 минуты чтения', '5 минут чтения', '12 минут чтения', '21 минута чтения']);
  });

  it('uses the German singular for one only', () => {
    expect(posts('de', [1, 2, 0])).toEqual(['1 Beitrag', '2 Beiträge', '0 Beiträge']);
    expect(minutes('de', [1, 7])).toEqual(['1 Minute Lesezeit', '7 Minuten Lesezeit']);
  });

  it('has one form in Japanese', () => {
    expect(posts('ja', [1, 5])).toEqual(['1 件の記事', '5 件の記事']);
    expect(minutes('ja', [1, 3])).toEqual(['1 分で読めます', '3 分で読めます']);
  });

  it('groups thousands and takes the many form where the language has one', () => {
    expect(posts('fr', [1, 2, 1_000_000])).toEqual(['1 article', '2 articles', '1\u202f000\u202f000 d’articles']);
    expect(posts('en', [1, 1000])).toEqual(['1 post', '1,000 posts']);
  });

  it('gives every locale a form for each plural category it uses', () => {
    for (const code of KNOWN_LOCALE_CODES) {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const key of ['blog.postCount', 'blog.readingTime'] as const) {
        const message = THEME_CATALOGS[code]![key];
        expect(typeof message, `${code} ${key}`).toBe('object');
        const forms = Object.keys(message as object);
        for (const category of categories.filter((c) => c !== 'other' && c !== 'zero' && c !== 'two')) {
          // Where a form would read the same as `other` a language may leave it out (French `many` excepted above).
          if (key === 'blog.readingTime' && category === 'many') continue;
          expect(forms, `${code} ${key} lacks "${category}"`).toContain(category);
        }
      }
    }
  });
});
