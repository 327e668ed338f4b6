import { compile, LOCALES, pagesOptions, SPEC_ROUTES } from './__fixtures__/posts.js';
import { createBlogPages } from './pages.js';
import type { BlogAuthorPageData, BlogListPageData, BlogPageData, BlogPostPageData, BlogTagPageData } from '@lumidoc/contract';

const built = (postsPerPage = 5) => createBlogPages(compile(), pagesOptions({ postsPerPage }));
const pageAt = (pages: readonly BlogPageData[], route: string) => {
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`no page at ${route}`);
  return page;
};

describe('createBlogPages', () => {
  const { pages } = built();

  it('builds every post at its spec route in every locale', () => {
    for (const { code } of LOCALES.list) {
      const posts = pages.filter((p) => p.locale === code && p.kind === 'blog-post').map((p) => p.route);
      expect(posts.sort(), code).toEqual(SPEC_ROUTES.map((route) => LOCALES.localizePath(route, code)).sort());
    }
    expect(pageAt(pages, '/ru/blog/2023/06/24/update').title).toBe('Новости Immich — июнь 2023');
    expect(pageAt(pages, '/blog/2023/06/24/update').title).toBe('Immich 动态 - 2023 年 6 月');
  });

  it('builds the list, archive, tags and authors pages in every locale', () => {
    const neutral = ['/blog', '/blog/page/2', '/blog/archive', '/blog/authors', '/blog/authors/alextran', '/blog/tags'];
    const tagPages = ['announcement', 'futo', 'recap-2023', 'release', 'update', 'v-1-106-0', 'v-1-64-0-v-1-71-0'].map((tag) => `/blog/tags/${tag}`);
    for (const { code } of LOCALES.list) {
      const routes = new Set(pages.filter((p) => p.locale === code).map((p) => p.route));
      for (const route of [...neutral, ...tagPages]) expect(routes.has(LOCALES.localizePath(route, code)), `${code} ${route}`).toBe(true);
      expect(routes.size, code).toBe(7 + neutral.length + tagPages.length);
    }
    // A tag no post uses gets no page.
    expect(pages.some((p) => p.route.endsWith('/tags/unused'))).toBe(false);
  });

  it('shows an untranslated post from the fallback chain: noindex, canonical to the source', () => {
    const de = pageAt(pages, '/de/blog/2024/immich-licensing') as BlogPostPageData;
    expect(de).toMatchObject({ fallbackFrom: 'en', noindex: true, canonicalRoute: '/en/blog/2024/immich-licensing', title: 'Licensing & pricing <2024>' });
    const zhHant = pageAt(pages, '/zh-Hant/blog/2023/06/24/update');
    expect(zhHant).toMatchObject({ fallbackFrom: 'zh-Hans', canonicalRoute: '/blog/2023/06/24/update' });
    const ru = pageAt(pages, '/ru/blog/2024/immich-licensing');
    expect(ru).toMatchObject({ noindex: false, canonicalRoute: '/ru/blog/2024/immich-licensing' });
    expect(ru.fallbackFrom).toBeUndefined();
    expect(ru.alternates).toMatchObject({ en: '/en/blog/2024/immich-licensing', 'zh-Hans': '/blog/2024/immich-licensing', de: '/de/blog/2024/immich-licensing' });
    expect(ru.untranslatedLocales).toEqual(['zh-Hans', 'zh-Hant', 'ja', 'ko', 'pt', 'es', 'fr', 'de']);
    // Links in the body carry the reader's prefix.
    expect(JSON.stringify((ru as BlogPostPageData).body)).toContain('"href":"/ru/blog/2024/immich-core-team-goes-fulltime"');
  });

  it('gives a post its date, authors, tags, reading time, TOC and the next newer and older post', () => {
    const post = pageAt(pages, '/ru/blog/2023/07/29/update') as BlogPostPageData;
    expect(post).toMatchObject({
      date: '2023-07-29T00:00:00.000Z',
      readingTimeMinutes: 1,
      toc: [{ id: 'more', text: 'More', depth: 2 }],
      newer: { label: 'Immich Recap 2023', route: '/ru/blog/2023/2023-recap' },
      older: { label: 'Новости Immich — июнь 2023', route: '/ru/blog/2023/06/24/update' },
      blog: { list: '/ru/blog', archive: '/ru/blog/archive', rss: '/ru/blog/rss.xml', atom: '/ru/blog/atom.xml', feedTitle: 'Блог Immich' },
    });
    expect(post.authors).toEqual([{ id: 'alextran', name: 'Alex Tran', title: 'Сопровождающий Immich', url: 'https://github.com/alextran1502', imageUrl: 'https://github.com/alextran1502.png', socials: { github: 'https://github.com/alextran1502' }, route: '/ru/blog/authors/alextran' }]);
    expect(post.tags.map((t) => [t.label, t.route, t.count])).toEqual([['Новости разработки', '/ru/blog/tags/update', 6], ['v1.64.0 – v1.71.0', '/ru/blog/tags/v-1-64-0-v-1-71-0', 1]]);
    expect((pageAt(pages, '/en/blog/2024/immich-licensing') as BlogPostPageData).newer).toBeUndefined();
    expect((pageAt(pages, '/en/blog/release-1-36') as BlogPostPageData).older).toBeUndefined();
  });

  it('carries BlogPosting data and a social card image with absolute URLs', () => {
    const post = pageAt(pages, '/ru/blog/2024/immich-licensing') as BlogPostPageData;
    expect(post.image).toBe('https://github.com/alextran1502.png');
    expect(post.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': 'https://immich.example.org/ru/blog/2024/immich-licensing',
      mainEntityOfPage: 'https://immich.example.org/ru/blog/2024/immich-licensing',
      url: 'https://immich.example.org/ru/blog/2024/immich-licensing',
      headline: 'Объявление о лицензиях',
      datePublished: '2024-07-18T00:00:00.000Z',
      inLanguage: 'ru',
      author: [{ '@type': 'Person', name: 'Alex Tran', url: 'https://github.com/alextran1502', image: 'https://github.com/alextran1502.png' }],
      keywords: ['Новости разработки', 'Анонс', 'FUTO'],
      image: 'https://github.com/alextran1502.png',
      isPartOf: { '@type': 'Blog', '@id': 'https://immich.example.org/ru/blog', name: 'Блог Immich' },
    });
    const withDefault = createBlogPages(compile(), pagesOptions({ defaultImage: '/img/social-card.png' })).pages;
    expect((pageAt(withDefault, '/de/blog/release-1-36') as BlogPostPageData).image).toBe('https://immich.example.org/img/social-card.png');
  });

  it('paginates the list newest first, five to a page, with newer/older links at the boundaries', () => {
    const first = pageAt(pages, '/ru/blog') as BlogListPageData;
    const second = pageAt(pages, '/ru/blog/page/2') as BlogListPageData;
    expect(first.posts.map((p) => p.route)).toEqual(['/ru/blog/2024/immich-licensing', '/ru/blog/2024/update-july-2024', '/ru/blog/2024/immich-core-team-goes-fulltime', '/ru/blog/2023/2023-recap', '/ru/blog/2023/07/29/update']);
    expect(first.pagination).toEqual({ page: 1, pages: 2, older: '/ru/blog/page/2' });
    expect(second.posts.map((p) => p.route)).toEqual(['/ru/blog/2023/06/24/update', '/ru/blog/release-1-36']);
    expect(second.pagination).toEqual({ page: 2, pages: 2, newer: '/ru/blog' });
    expect([first.title, second.title]).toEqual(['Блог', 'Блог — страница 2']);
    expect(pages.some((p) => p.route === '/ru/blog/page/1' || p.route === '/ru/blog/page/3')).toBe(false);
    // Summaries carry the excerpt (links localized), not the whole post.
    expect(JSON.stringify(first.posts[0]!.excerpt)).toContain('/ru/blog/2024/immich-core-team-goes-fulltime');
    expect(JSON.stringify(first.posts[0]!.excerpt)).not.toContain('Цены');
    expect(first.posts[1]).toMatchObject({ fallbackFrom: 'en', title: 'Immich Update - July 2024' });
  });

  it('has one list page when every post fits, and as many as needed otherwise', () => {
    const lists = (size: number) => built(size).pages.filter((p): p is BlogListPageData => p.kind === 'blog-list' && p.locale === 'en');
    expect(lists(7).map((p) => [p.route, p.posts.length, p.pagination.newer, p.pagination.older])).toEqual([['/en/blog', 7, undefined, undefined]]);
    expect(lists(6).map((p) => [p.route, p.posts.length])).toEqual([['/en/blog', 6], ['/en/blog/page/2', 1]]);
    expect(lists(3).map((p) => [p.route, p.posts.length, p.pagination.newer ?? null, p.pagination.older ?? null])).toEqual([
      ['/en/blog', 3, null, '/en/blog/page/2'],
      ['/en/blog/page/2', 3, '/en/blog', '/en/blog/page/3'],
      ['/en/blog/page/3', 1, '/en/blog/page/2', null],
    ]);
    const empty = createBlogPages([], pagesOptions()).pages.filter((p) => p.locale === 'en');
    expect(empty.map((p) => p.route)).toEqual(['/en/blog', '/en/blog/archive', '/en/blog/tags', '/en/blog/authors']);
  });

  it('groups the archive by year, newest first', () => {
    const archive = pageAt(pages, '/en/blog/archive');
    expect(archive.kind === 'blog-archive' && archive.years.map((y) => [y.year, y.posts.length])).toEqual([['2024', 3], ['2023', 3], ['2022', 1]]);
    expect(archive.title).toBe('Archive');
  });

  it('lists a tag\'s and an author\'s posts, with localized titles', () => {
    const tag = pageAt(pages, '/ru/blog/tags/announcement') as BlogTagPageData;
    expect(tag).toMatchObject({ title: 'Публикации с тегом «Анонс»', tag: { key: 'announcement', label: 'Анонс', count: 2 } });
    expect(tag.posts.map((p) => p.route)).toEqual(['/ru/blog/2024/immich-licensing', '/ru/blog/2024/immich-core-team-goes-fulltime']);
    expect(pageAt(pages, '/ja/blog/tags/release')).toMatchObject({ title: '「Release」タグの記事', description: 'Release announcements.' });
    // Sorted by label as a Russian reader expects: Cyrillic first.
    const tags = pageAt(pages, '/ru/blog/tags');
    expect(tags.kind === 'blog-tags' && tags.tags.map((t) => `${t.label}: ${t.count}`)).toEqual(['Анонс: 2', 'Итоги 2023 года: 1', 'Новости разработки: 6', 'Релиз: 1', 'FUTO: 2', 'v1.106.0: 1', 'v1.64.0 – v1.71.0: 1']);
    const author = pageAt(pages, '/ru/blog/authors/alextran') as BlogAuthorPageData;
    expect(author).toMatchObject({ title: 'Alex Tran', description: 'Сопровождающий Immich', author: { id: 'alextran' } });
    expect(author.posts).toHaveLength(7);
    const authors = pageAt(pages, '/blog/authors');
    expect(authors.kind === 'blog-authors' && authors.authors.map((a) => [a.name, a.count])).toEqual([['Alex Tran', 7]]);
  });

  it('gives generated pages every locale as an alternate, all translated', () => {
    const tag = pageAt(pages, '/de/blog/tags/update');
    expect(Object.keys(tag.alternates)).toEqual(LOCALES.list.map((l) => l.code));
    expect(tag).toMatchObject({ noindex: false, canonicalRoute: '/de/blog/tags/update', untranslatedLocales: [] });
  });

  it('keeps drafts out of production and unlisted posts out of lists, feeds and neighbours', () => {
    const extra = [
      ...compile().filter((s) => s.id !== '2023-07-29-update'),
      ...compile([
        { path: '/site/content/blog/en/2023-07-29-update.md', displayPath: 'content/blog/en/2023-07-29-update.md', text: '---\ntitle: Hidden\nunlisted: true\ntags: [update]\n---\n\nText.\n' },
        { path: '/site/content/blog/en/2023-08-01-draft.md', displayPath: 'content/blog/en/2023-08-01-draft.md', text: '---\ntitle: Draft\ndraft: true\n---\n\nText.\n' },
      ]),
    ];
    const production = createBlogPages(extra, pagesOptions({ postsPerPage: 10 }));
    expect(production.pages.some((p) => p.route === '/en/blog/2023/08/01/draft')).toBe(false);
    const hidden = pageAt(production.pages, '/en/blog/2023/07/29/update') as BlogPostPageData;
    expect(hidden).toMatchObject({ unlisted: true, noindex: true });
    expect(hidden.newer).toBeUndefined();
    expect((pageAt(production.pages, '/en/blog/2023/2023-recap') as BlogPostPageData).older?.route).toBe('/en/blog/2023/06/24/update');
    const list = pageAt(production.pages, '/en/blog') as BlogListPageData;
    expect(list.posts.map((p) => p.title)).not.toContain('Hidden');
    expect(production.feeds.find((f) => f.locale === 'en')!.feed.items.map((i) => i.title)).not.toContain('Hidden');
    const development = createBlogPages(extra, pagesOptions({ mode: 'development' }));
    expect(pageAt(development.pages, '/en/blog/2023/08/01/draft')).toMatchObject({ draft: true, noindex: true });
  });
});
