/**
 * Blog page data as the content pipeline serves it, for stories: three posts written in English,
 * Russian and Japanese (other locales read the English words, marked as a fallback).
 */
import type {
  BlogArchivePageData,
  BlogAuthor,
  BlogAuthorPageData,
  BlogAuthorsPageData,
  BlogListPageData,
  BlogNavigation,
  BlogPageBase,
  BlogPostPageData,
  BlogPostSummary,
  BlogTag,
  BlogTagPageData,
  BlogTagsPageData,
} from '@lumidoc/contract';
import type { Element, ElementContent, Root } from 'hast';
import { alternatesFor, STORY_LOCALES, type StoryLocale } from '../../stories/fixtures.js';

type Language = 'en' | 'ru' | 'ja';
const languageOf = (locale: string): Language => (locale === 'ru' || locale === 'ja' ? locale : 'en');

/** A round avatar drawn in SVG, so stories load no image from the network. */
export const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#3547c4"/><text x="24" y="31" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">AT</text></svg>',
)}`;

const el = (tagName: string, properties: Element['properties'], ...children: Array<ElementContent | string>): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
});

const TEXT: Record<Language, Record<string, string>> = {
  en: {
    licensing: 'Licensing announcement - Purchase a license to support Immich',
    licensingExcerpt: 'You can now buy a lifetime license to support Immich. It is entirely optional and unlocks nothing: every feature stays available to everyone.',
    july: 'Immich Update - July 2024',
    julyExcerpt: 'One container less, email notifications, duplicate detection and a public roadmap towards a stable release.',
    fulltime: 'The Immich core team goes full-time',
    fulltimeDescription: 'Immich joins FUTO, which now pays the core team to work on Immich full-time.',
    whyH2: 'Why a license',
    whyText: 'Immich will never show ads and will never sell your data. A license is an honest way to pay for the work.',
    howH2: 'How to buy',
    howText: 'Buy a license and enter the key in the app. See the ',
    howLink: 'FAQ',
    update: 'Update',
    announcement: 'Announcement',
    updateDescription: 'Regular progress reports on new features, the community and the state of Immich.',
    authorTitle: 'Maintainer of Immich',
    blog: 'Blog',
    feed: 'Immich Blog',
    archive: 'Archive',
    authors: 'Authors',
    tags: 'Tags',
    tagTitle: 'Posts tagged “{tag}”',
  },
  ru: {
    licensing: 'Объявление о лицензиях: купите лицензию, чтобы поддержать Immich',
    licensingExcerpt: 'Теперь можно купить бессрочную лицензию в поддержку Immich. Она совершенно необязательна и ничего не открывает: все функции доступны всем.',
    july: 'Новости Immich — июль 2024',
    julyExcerpt: 'На один контейнер меньше, уведомления по почте, поиск дубликатов и открытый план развития на пути к стабильной версии.',
    fulltime: 'Основная команда Immich переходит на полный рабочий день',
    fulltimeDescription: 'Immich присоединяется к FUTO, которая теперь оплачивает основной команде полный рабочий день над Immich.',
    whyH2: 'Зачем нужна лицензия',
    whyText: 'Immich никогда не будет показывать рекламу и продавать ваши данные. Лицензия — честный способ заплатить за эту работу.',
    howH2: 'Как купить',
    howText: 'Купите лицензию и введите ключ в приложении. Подробнее в разделе ',
    howLink: 'Частые вопросы',
    update: 'Новости разработки',
    announcement: 'Анонс',
    updateDescription: 'Регулярные отчёты о новых функциях, сообществе и состоянии Immich.',
    authorTitle: 'Сопровождающий Immich',
    blog: 'Блог',
    feed: 'Блог Immich',
    archive: 'Архив',
    authors: 'Авторы',
    tags: 'Теги',
    tagTitle: 'Публикации с тегом «{tag}»',
  },
  ja: {
    licensing: 'ライセンスのお知らせ - ライセンスを購入して Immich を支援',
    licensingExcerpt: 'Immich を支援する永久ライセンスを購入できるようになりました。購入は任意で、機能の制限はありません。すべての機能は誰でも使えます。',
    july: 'Immich 近況 - 2024 年 7 月',
    julyExcerpt: 'コンテナが 1 つ減り、メール通知、重複検出、安定版に向けた公開ロードマップが加わりました。',
    fulltime: 'Immich コアチームがフルタイムに',
    fulltimeDescription: 'Immich は FUTO に参加し、コアチームはフルタイムで Immich の開発に取り組みます。',
    whyH2: 'ライセンスを導入する理由',
    whyText: 'Immich は広告を表示せず、データを売ることもありません。ライセンスは開発を支える誠実な方法です。',
    howH2: '購入方法',
    howText: 'ライセンスを購入し、アプリでキーを入力します。詳しくは',
    howLink: 'よくある質問',
    update: '近況',
    announcement: 'お知らせ',
    updateDescription: '新機能、コミュニティ、Immich の現状についての定期報告。',
    authorTitle: 'Immich のメンテナー',
    blog: 'ブログ',
    feed: 'Immich ブログ',
    archive: 'アーカイブ',
    authors: '著者',
    tags: 'タグ',
    tagTitle: '「{tag}」タグの記事',
  },
};

const route = (path: string, locale: string) => STORY_LOCALES.localizePath(path, locale);
const fallbackOf = (locale: string) => (languageOf(locale) === 'en' && locale !== 'en' ? { fallbackFrom: 'en' } : {});

export function sampleBlogNav(locale: StoryLocale): BlogNavigation {
  return {
    list: route('/blog', locale),
    archive: route('/blog/archive', locale),
    tags: route('/blog/tags', locale),
    authors: route('/blog/authors', locale),
    rss: route('/blog/rss.xml', locale),
    atom: route('/blog/atom.xml', locale),
    feedTitle: TEXT[languageOf(locale)]['feed']!,
  };
}

export function sampleAuthor(locale: StoryLocale): BlogAuthor {
  return {
    id: 'alextran',
    name: 'Alex Tran',
    title: TEXT[languageOf(locale)]['authorTitle']!,
    url: 'https://github.com/alextran1502',
    imageUrl: AVATAR,
    socials: { github: 'https://github.com/alextran1502' },
    route: route('/blog/authors/alextran', locale),
  };
}

/** Tag `update` in five posts, `announcement` in two: plural forms differ in Russian. */
export function sampleTags(locale: StoryLocale): BlogTag[] {
  const s = TEXT[languageOf(locale)];
  return [
    { key: 'update', label: s['update']!, description: s['updateDescription']!, route: route('/blog/tags/update', locale), count: 5 },
    { key: 'announcement', label: s['announcement']!, route: route('/blog/tags/announcement', locale), count: 2 },
    { key: 'futo', label: 'FUTO', route: route('/blog/tags/futo', locale), count: 1 },
  ];
}

const paragraph = (text: string): Root => ({ type: 'root', children: [el('p', {}, text)] });

/** Three posts, newest first: excerpt and 1 minute, excerpt and 5 minutes, description only and 2 minutes. */
export function samplePosts(locale: StoryLocale): BlogPostSummary[] {
  const s = TEXT[languageOf(locale)];
  const [update, announcement, futo] = sampleTags(locale);
  const author = sampleAuthor(locale);
  return [
    { route: route('/blog/2024/immich-licensing', locale), title: s['licensing']!, date: '2024-07-18T00:00:00.000Z', excerpt: paragraph(s['licensingExcerpt']!), authors: [author], tags: [update!, announcement!, futo!], readingTimeMinutes: 1, ...fallbackOf(locale) },
    { route: route('/blog/2024/update-july-2024', locale), title: s['july']!, date: '2024-07-01T00:00:00.000Z', excerpt: paragraph(s['julyExcerpt']!), authors: [author], tags: [update!], readingTimeMinutes: 5, ...fallbackOf(locale) },
    { route: route('/blog/2024/immich-core-team-goes-fulltime', locale), title: s['fulltime']!, date: '2024-05-01T00:00:00.000Z', description: s['fulltimeDescription']!, authors: [author], tags: [update!, announcement!, futo!], readingTimeMinutes: 2, ...fallbackOf(locale) },
  ];
}

function base(locale: StoryLocale, path: string, title: string): BlogPageBase {
  return { locale, route: route(path, locale), title, alternates: alternatesFor(path), untranslatedLocales: [], canonicalRoute: route(path, locale), noindex: false, blog: sampleBlogNav(locale) };
}

export function sampleBlogPostPage(locale: StoryLocale = 'en', extra: Partial<BlogPostPageData> = {}): BlogPostPageData {
  const s = TEXT[languageOf(locale)];
  const [post, older] = samplePosts(locale);
  const path = '/blog/2024/immich-licensing';
  return {
    ...base(locale, path, s['licensing']!),
    ...fallbackOf(locale),
    kind: 'blog-post',
    date: post!.date,
    authors: post!.authors,
    tags: post!.tags,
    readingTimeMinutes: 3,
    body: {
      type: 'root',
      children: [
        el('p', {}, s['licensingExcerpt']!),
        el('h2', { id: 'why' }, s['whyH2']!),
        el('p', {}, s['whyText']!),
        el('h2', { id: 'how' }, s['howH2']!),
        el('p', {}, s['howText']!, el('a', { href: route('/docs/FAQ', locale) }, s['howLink']!), '.'),
      ],
    },
    toc: [
      { id: 'why', text: s['whyH2']!, depth: 2 },
      { id: 'how', text: s['howH2']!, depth: 2 },
    ],
    image: 'https://immich.example.org/img/social-card.png',
    older: { label: older!.title, route: older!.route },
    draft: false,
    unlisted: false,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `https://immich.example.org${route(path, locale)}`,
      mainEntityOfPage: `https://immich.example.org${route(path, locale)}`,
      url: `https://immich.example.org${route(path, locale)}`,
      headline: s['licensing']!,
      datePublished: post!.date,
      inLanguage: languageOf(locale),
      author: [{ '@type': 'Person', name: 'Alex Tran' }],
      isPartOf: { '@type': 'Blog', '@id': `https://immich.example.org${route('/blog', locale)}`, name: s['feed']! },
    },
    ...extra,
  };
}

/** Page `page` of a list of three pages. */
export function sampleBlogListPage(locale: StoryLocale = 'en', page = 1): BlogListPageData {
  const path = page === 1 ? '/blog' : `/blog/page/${page}`;
  return {
    ...base(locale, path, TEXT[languageOf(locale)]['blog']!),
    kind: 'blog-list',
    posts: samplePosts(locale),
    pagination: { page, pages: 3, ...(page > 1 ? { newer: route(page === 2 ? '/blog' : `/blog/page/${page - 1}`, locale) } : {}), ...(page < 3 ? { older: route(`/blog/page/${page + 1}`, locale) } : {}) },
  };
}

export function sampleBlogArchivePage(locale: StoryLocale = 'en'): BlogArchivePageData {
  const posts = samplePosts(locale).map(({ route: r, title, date, fallbackFrom }) => ({ route: r, title, date, ...(fallbackFrom ? { fallbackFrom } : {}) }));
  const older = { route: route('/blog/release-1-36', locale), title: 'Release v1.36.0', date: '2022-11-10T00:00:00.000Z' };
  return { ...base(locale, '/blog/archive', TEXT[languageOf(locale)]['archive']!), kind: 'blog-archive', years: [{ year: '2024', posts }, { year: '2022', posts: [older] }] };
}

export function sampleBlogAuthorsPage(locale: StoryLocale = 'en'): BlogAuthorsPageData {
  return { ...base(locale, '/blog/authors', TEXT[languageOf(locale)]['authors']!), kind: 'blog-authors', authors: [{ ...sampleAuthor(locale), count: 7 }] };
}

export function sampleBlogAuthorPage(locale: StoryLocale = 'en'): BlogAuthorPageData {
  const author = sampleAuthor(locale);
  return { ...base(locale, '/blog/authors/alextran', author.name), description: author.title!, kind: 'blog-author', author, posts: samplePosts(locale) };
}

export function sampleBlogTagsPage(locale: StoryLocale = 'en'): BlogTagsPageData {
  return { ...base(locale, '/blog/tags', TEXT[languageOf(locale)]['tags']!), kind: 'blog-tags', tags: sampleTags(locale) };
}

/** The page of tag `update` (5 posts) or `announcement` (2 posts). */
export function sampleBlogTagPage(locale: StoryLocale = 'en', key: 'update' | 'announcement' = 'update'): BlogTagPageData {
  const tag = sampleTags(locale).find((t) => t.key === key)!;
  const posts = samplePosts(locale).filter((p) => p.tags.some((t) => t.key === key));
  return { ...base(locale, `/blog/tags/${key}`, TEXT[languageOf(locale)]['tagTitle']!.replace('{tag}', tag.label)), ...(tag.description ? { description: tag.description } : {}), kind: 'blog-tag', tag, posts };
}
