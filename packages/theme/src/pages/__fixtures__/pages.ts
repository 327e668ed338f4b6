/**
 * Story fixtures for the home and standalone pages: page data as the content pipeline produces it,
 * with texts in English, Russian and Japanese (other locales read the English words, as a fallback).
 */
import type { CursedKnowledgeItem, CursedKnowledgePageData, FeatureHighlight, HomePageData, MarkdownPageData, RoadmapMilestone, RoadmapPageData, StoreLink } from '@lumidoc/contract';
import type { Element, ElementContent, Properties } from 'hast';
import { THEME_CATALOGS, type ThemeStringKey } from '../../i18n/catalog.js';
import { alternatesFor, STORY_LOCALES, type StoryLocale } from '../../stories/fixtures.js';

export type PagesLanguage = 'en' | 'ru' | 'ja';
const languageOf = (locale: string): PagesLanguage => (locale === 'ru' || locale === 'ja' ? locale : 'en');

const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360">${body}</svg>`)}`;

/** A light hero picture and its dark variant, as data URLs so stories need no network. */
export const HERO_IMAGE = {
  src: svg('<rect width="480" height="360" rx="24" fill="#e8ebfa"/><rect x="60" y="60" width="150" height="250" rx="22" fill="#262b3b"/><rect x="300" y="120" width="130" height="180" rx="16" fill="#3547c4"/>'),
  srcDark: svg('<rect width="480" height="360" rx="24" fill="#1c1f2b"/><rect x="60" y="60" width="150" height="250" rx="22" fill="#a9b5ff"/><rect x="300" y="120" width="130" height="180" rx="16" fill="#6fdcb0"/>'),
  width: 480,
  height: 360,
};

const HOME_TEXT = {
  en: {
    title: 'Your photos and videos, on your own server',
    tagline: 'High-performance backup of your photos and videos, straight from your phone to a server you control.',
    getStarted: 'Get started',
    openDemo: 'Open the demo',
    download: 'Download the mobile app',
    features: [
      ['Automatic backup', 'The mobile app uploads new photos and videos in the background.', '/docs/features/automatic-backup'],
      ['Smart search', 'Find photos by describing what is in them.', '/docs/features/searching'],
      ['Facial recognition', 'Faces are found, grouped into people and named.', '/docs/features/facial-recognition'],
      ['Sharing', 'Share albums with other users or through a public link.', '/docs/features/sharing'],
    ],
    downloadTitle: 'Download the mobile app',
    downloadText: 'Install the app on your Android phone or iPhone.',
    license: 'Free and open-source software, released under the GNU AGPL v3 license.',
    community: 'Have a question or an idea? Come and talk to us in the community chat.',
  },
  ru: {
    title: 'Ваши фото и видео — на вашем сервере',
    tagline: 'Быстрое резервное копирование фото и видео прямо с телефона на сервер, которым распоряжаетесь только вы.',
    getStarted: 'Начать',
    openDemo: 'Открыть демо',
    download: 'Скачать мобильное приложение',
    features: [
      ['Автоматическое резервное копирование', 'Мобильное приложение в фоне загружает новые фото и видео.', '/docs/features/automatic-backup'],
      ['Умный поиск', 'Ищите снимки, описывая словами, что на них изображено.', '/docs/features/searching'],
      ['Распознавание лиц', 'Лица находятся, группируются по людям и получают имена.', '/docs/features/facial-recognition'],
      ['Общий доступ', 'Делитесь альбомами с другими пользователями или по ссылке.', '/docs/features/sharing'],
    ],
    downloadTitle: 'Скачайте мобильное приложение',
    downloadText: 'Установите приложение на Android-телефон или iPhone.',
    license: 'Свободное ПО с открытым исходным кодом под лицензией GNU AGPL v3.',
    community: 'Есть вопрос или идея? Заходите в чат сообщества.',
  },
  ja: {
    title: 'あなたの写真と動画を、あなたのサーバーに',
    tagline: 'スマートフォンから自分で管理するサーバーへ、写真と動画を高速にバックアップします。',
    getStarted: 'はじめる',
    openDemo: 'デモを開く',
    download: 'モバイルアプリをダウンロード',
    features: [
      ['自動バックアップ', 'モバイルアプリが新しい写真と動画をバックグラウンドでアップロードします。', '/docs/features/automatic-backup'],
      ['スマート検索', '写っているものを言葉で説明して写真を探せます。', '/docs/features/searching'],
      ['顔認識', '顔を見つけて人物ごとにまとめ、名前を付けられます。', '/docs/features/facial-recognition'],
      ['共有', '他のユーザーや公開リンクでアルバムを共有できます。', '/docs/features/sharing'],
    ],
    downloadTitle: 'モバイルアプリをダウンロード',
    downloadText: 'Android スマートフォンまたは iPhone にアプリをインストールします。',
    license: 'GNU AGPL v3 ライセンスで公開されている自由なオープンソースソフトウェアです。',
    community: '質問やアイデアがありますか？コミュニティのチャットでお話ししましょう。',
  },
} satisfies Record<PagesLanguage, unknown>;

/** Every store the theme draws a badge for; Obtainium points at a page of the site. */
export function sampleStoreLinks(locale: StoryLocale = 'en'): StoreLink[] {
  return [
    { store: 'google-play', href: 'https://play.google.com/store/apps/details?id=app.alextran.immich' },
    { store: 'app-store', href: 'https://apps.apple.com/us/app/immich/id1613945652' },
    { store: 'f-droid', href: 'https://f-droid.org/packages/app.alextran.immich' },
    { store: 'obtainium', href: STORY_LOCALES.localizePath('/docs/overview/quick-start', locale) + '#mobile-app' },
  ];
}

/** The features of the home page, with routes localized for the reader. */
export function sampleFeatures(locale: StoryLocale = 'en', language: PagesLanguage = languageOf(locale)): FeatureHighlight[] {
  return HOME_TEXT[language].features.map(([title, text, route]) => ({ title: title!, text: text!, route: STORY_LOCALES.localizePath(route!, locale) }));
}

/** Fields every standalone page has, for `route` in a reader's locale. */
function base(route: string, locale: StoryLocale, fallbackFrom: string | undefined) {
  const localized = STORY_LOCALES.localizePath(route, locale);
  return {
    locale,
    route: localized,
    alternates: alternatesFor(route),
    untranslatedLocales: STORY_LOCALES.list.map((l) => l.code).filter((code) => !['en', 'ru', 'ja'].includes(code)),
    ...(fallbackFrom ? { fallbackFrom } : {}),
    canonicalRoute: fallbackFrom ? STORY_LOCALES.localizePath(route, fallbackFrom) : localized,
    noindex: Boolean(fallbackFrom),
  };
}

const fallbackOf = (locale: StoryLocale) => (languageOf(locale) === locale ? undefined : 'en');

/** The landing page for a reader's locale; locales other than en, ru and ja read the English words. */
export function sampleHomePage(locale: StoryLocale = 'en', extra: Partial<HomePageData> = {}): HomePageData {
  const fallbackFrom = fallbackOf(locale);
  const s = HOME_TEXT[languageOf(locale)];
  return {
    ...base('/', locale, fallbackFrom),
    kind: 'home',
    title: s.title,
    description: s.tagline,
    hero: { title: s.title, tagline: s.tagline, image: { src: HERO_IMAGE.src, width: HERO_IMAGE.width, height: HERO_IMAGE.height } },
    actions: {
      getStarted: { label: s.getStarted, route: STORY_LOCALES.localizePath('/docs/overview/quick-start', locale) },
      openDemo: { label: s.openDemo, href: 'https://demo.immich.app' },
      download: { label: s.download },
    },
    features: sampleFeatures(locale),
    download: { title: s.downloadTitle, text: s.downloadText, links: sampleStoreLinks(locale) },
    license: s.license,
    community: { text: s.community, href: 'https://discord.immich.app' },
    ...extra,
  };
}

const MILESTONE_TEXT: Record<PagesLanguage, Array<[string, string]>> = {
  en: [
    ['Stable release', 'Immich leaves its development phase.'],
    ['Basic editor', 'Simple editing of your photos inside Immich.'],
    ['Metadata face import', 'Faces tagged in digiKam metadata are read on import.'],
    ['Folders', 'Browse your library by its folder structure.'],
    ['Tags', 'Organize photos and videos with tags of your own.'],
    ['Dark mode (web)', 'The web app gets a dark theme.'],
    ['First commit', 'Immich is born.'],
  ],
  ru: [
    ['Стабильный релиз', 'Immich выходит из стадии активной разработки.'],
    ['Базовый редактор', 'Простое редактирование фотографий прямо в Immich.'],
    ['Импорт лиц из метаданных', 'При импорте считываются отметки лиц в формате digiKam.'],
    ['Папки', 'Библиотеку можно просматривать по структуре папок.'],
    ['Теги', 'Фото и видео можно упорядочивать собственными тегами.'],
    ['Тёмная тема (веб)', 'В веб-приложении появилась тёмная тема.'],
    ['Первый коммит', 'Immich появился на свет.'],
  ],
  ja: [
    ['安定版リリース', 'Immich が開発段階を終えます。'],
    ['基本的な編集機能', 'Immich の中で写真を簡単に編集できます。'],
    ['メタデータからの顔のインポート', 'digiKam 形式のメタデータにある顔情報を読み込みます。'],
    ['フォルダー', 'フォルダー構成でライブラリを閲覧できます。'],
    ['タグ', '自分のタグで写真と動画を整理できます。'],
    ['ダークモード（Web）', 'Web アプリにダークテーマが加わりました。'],
    ['最初のコミット', 'Immich が誕生しました。'],
  ],
};

const MILESTONE_DATA: Array<Omit<RoadmapMilestone, 'title' | 'description'>> = [
  { date: '2024-12-31', status: 'planned' },
  { status: 'planned' },
  { date: '2024-09-06', status: 'done', link: 'https://github.com/immich-app/immich/releases/tag/v1.114.0' },
  { date: '2024-08-30', status: 'done', link: 'https://github.com/immich-app/immich/releases/tag/v1.113.0' },
  { date: '2024-08-30', status: 'done', link: '/docs/features/tags' },
  { date: '2022-10-14', status: 'done', link: 'https://github.com/immich-app/immich/releases/tag/v1.32.0_50-dev' },
  { date: '2022-02-03', status: 'done' },
];

/** Milestones as the pipeline orders them: planned first (one without a date), then newest first. */
export function sampleMilestones(locale: StoryLocale = 'en', language: PagesLanguage = languageOf(locale)): RoadmapMilestone[] {
  return MILESTONE_DATA.map((data, i) => {
    const [title, description] = MILESTONE_TEXT[language][i]!;
    const link = data.link?.startsWith('/') ? STORY_LOCALES.localizePath(data.link, locale) : data.link;
    return { ...data, title, description, ...(link ? { link } : {}) };
  });
}

const ROADMAP_TEXT: Record<PagesLanguage, [string, string]> = {
  en: ['Roadmap', 'What the team plans to build, and the milestones reached since the first commit.'],
  ru: ['Дорожная карта', 'Планы команды и вехи, которых проект достиг с первого коммита.'],
  ja: ['ロードマップ', 'チームの今後の計画と、最初のコミットから達成してきたマイルストーンです。'],
};

export function sampleRoadmapPage(locale: StoryLocale = 'en'): RoadmapPageData {
  const fallbackFrom = fallbackOf(locale);
  const [title, intro] = ROADMAP_TEXT[languageOf(locale)];
  return { ...base('/roadmap', locale, fallbackFrom), kind: 'roadmap', title, description: intro, intro, milestones: sampleMilestones(locale) };
}

const CURSED_TEXT: Record<PagesLanguage, Array<[string, string]>> = {
  en: [
    ['Hidden files in Windows are cursed', 'Windows will not open a hidden file with the "w" flag.'],
    ['Long passwords are cursed', 'bcrypt only uses the first 72 bytes of a password.'],
    ['Fetch inside Cloudflare Workers is cursed', 'fetch can go out over http even when you hand it an https URL.'],
    ['JavaScript Date objects are cursed', 'Years and days are counted from 1, but months from 0.'],
  ],
  ru: [
    ['Скрытые файлы в Windows прокляты', 'Windows не даёт открыть скрытый файл с флагом «w».'],
    ['Длинные пароли прокляты', 'bcrypt учитывает только первые 72 байта пароля.'],
    ['fetch в Cloudflare Workers проклят', 'fetch может пойти по http, даже если передан адрес с https.'],
    ['Объекты Date в JavaScript прокляты', 'Годы и дни считаются с 1, а месяцы — с 0.'],
  ],
  ja: [
    ['Windows の隠しファイルは呪われている', 'Windows は隠しファイルを "w" フラグで開けません。'],
    ['長いパスワードは呪われている', 'bcrypt はパスワードの先頭 72 バイトしか使いません。'],
    ['Cloudflare Workers の fetch は呪われている', 'https の URL を渡しても fetch が http で通信することがあります。'],
    ['JavaScript の Date オブジェクトは呪われている', '年と日は 1 から、月は 0 から数えます。'],
  ],
};

const CURSED_DATA: Array<Omit<CursedKnowledgeItem, 'title' | 'fact'>> = [
  { date: '2024-09-20', link: 'https://github.com/immich-app/immich/pull/12812' },
  { date: '2024-06-25' },
  { date: '2024-08-07', link: 'https://community.cloudflare.com/t/does-cloudflare-worker-allow-secure-https-connection-to-fetch-even-on-flexible-ssl/68051/5' },
  { date: '2024-01-31', link: 'https://github.com/immich-app/immich/pull/6787' },
];

/** Cursed-knowledge items, newest first as the pipeline orders them. */
export function sampleCursedItems(locale: StoryLocale = 'en', language: PagesLanguage = languageOf(locale)): CursedKnowledgeItem[] {
  const items = CURSED_DATA.map((data, i) => {
    const [title, fact] = CURSED_TEXT[language][i]!;
    return { ...data, title, fact };
  });
  return items.sort((a, b) => b.date.localeCompare(a.date));
}

const CURSED_PAGE_TEXT: Record<PagesLanguage, [string, string]> = {
  en: ['Cursed Knowledge', 'Things the developers learned the hard way, newest first.'],
  ru: ['Проклятые знания', 'То, что разработчики узнали на собственном горьком опыте, — от новых к старым.'],
  ja: ['呪われた知識', '開発者が苦労して知ったことを、新しい順に並べています。'],
};

export function sampleCursedKnowledgePage(locale: StoryLocale = 'en'): CursedKnowledgePageData {
  const fallbackFrom = fallbackOf(locale);
  const [title, intro] = CURSED_PAGE_TEXT[languageOf(locale)];
  return { ...base('/cursed-knowledge', locale, fallbackFrom), kind: 'cursed-knowledge', title, description: intro, intro, items: sampleCursedItems(locale) };
}

// --- Markdown page (errors) --------------------------------------------------------------

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, properties: Properties, ...children: Array<ElementContent | string>): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((child) => (typeof child === 'string' ? text(child) : child)),
});

const ERRORS_TEXT: Record<PagesLanguage, Record<string, string>> = {
  en: { title: 'Errors', intro: 'What the errors of the server mean and how to fix them.', h2: 'TypeORM upgrade', h3: 'How to fix it', fix: 'Upgrade to v1.132.3 first. See ', link: 'Upgrading', h2b: 'Inconsistent media location', media: 'The paths inside the container must match the database.' },
  ru: { title: 'Ошибки', intro: 'Что означают ошибки сервера и как их устранить.', h2: 'Обновление TypeORM', h3: 'Как исправить', fix: 'Сначала обновитесь до v1.132.3. См. раздел ', link: 'Обновление', h2b: 'Несогласованное расположение медиафайлов', media: 'Пути внутри контейнера должны совпадать с базой данных.' },
  ja: { title: 'エラー', intro: 'サーバーのエラーの意味と直し方です。', h2: 'TypeORM のアップグレード', h3: '直し方', fix: 'まず v1.132.3 にアップグレードしてください。詳しくは', link: 'アップグレード', h2b: 'メディアの場所の不一致', media: 'コンテナ内のパスはデータベースと一致している必要があります。' },
};

/** The errors page: two error sections with explicit ids, a link into the docs, a TOC. */
export function sampleErrorsPage(locale: StoryLocale = 'en', extra: Partial<MarkdownPageData> = {}): MarkdownPageData {
  const fallbackFrom = extra.fallbackFrom ?? fallbackOf(locale);
  const s = ERRORS_TEXT[fallbackFrom ? languageOf(fallbackFrom) : languageOf(locale)];
  return {
    ...base('/errors', locale, fallbackFrom),
    kind: 'page',
    name: 'errors',
    title: s['title']!,
    description: s['intro']!,
    body: {
      type: 'root',
      children: [
        el('p', {}, s['intro']!),
        el('h2', { id: 'typeorm-upgrade' }, s['h2']!),
        el('h3', { id: 'typeorm-upgrade-fix' }, s['h3']!),
        el('p', {}, s['fix']!, el('a', { href: STORY_LOCALES.localizePath('/docs/install/upgrading', locale) }, s['link']!), '.'),
        el('h2', { id: 'inconsistent-media-location' }, s['h2b']!),
        el('p', {}, s['media']!),
      ],
    },
    toc: [
      { id: 'typeorm-upgrade', text: s['h2']!, depth: 2 },
      { id: 'typeorm-upgrade-fix', text: s['h3']!, depth: 3 },
      { id: 'inconsistent-media-location', text: s['h2b']!, depth: 2 },
    ],
    ...extra,
  };
}

/** A theme string as a reader sees it, with its placeholders filled in. */
export function storyText(locale: string, key: ThemeStringKey, values: Record<string, string> = {}): string {
  const message = THEME_CATALOGS[locale]![key];
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), typeof message === 'string' ? message : message.other);
}

export { expectNoHorizontalOverflow } from '../../stories/page-shell.js';
