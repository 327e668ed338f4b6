/**
 * Shared story fixtures: the theme config, the site's ten locales, and sample page data as the
 * content pipeline produces it (HAST bodies, sidebars, API operations), in a few languages.
 */
import type { ApiOperationPageData, DocPageData, SidebarData, SidebarItem } from '@lumidoc/contract';
import { createLocaleSet } from '@lumidoc/i18n';
import type { SearchHit, SearchIndexHandle } from '@lumidoc/search/client';
import type { Element, ElementContent, Properties, Root } from 'hast';
import type { ThemeConfig } from '../config.js';

/** The ten locales Lumidoc ships strings for, in dropdown order; English is the default (no prefix). */
export const STORY_LOCALE_CODES = ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'] as const;
export type StoryLocale = (typeof STORY_LOCALE_CODES)[number];

export const STORY_LOCALES = createLocaleSet({ defaultLocale: 'en', sourceLocale: 'en', locales: STORY_LOCALE_CODES });

/** Languages the sample content is written in; other locales read the English words. */
export type ContentLanguage = 'en' | 'de' | 'ru' | 'ja';
const contentLanguage = (locale: string): ContentLanguage => (locale === 'de' || locale === 'ru' || locale === 'ja' ? locale : 'en');

const svg = (fill: string, stroke: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/><path d="M9 23V9h4l3 6 3-6h4v14" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round"/></svg>`,
  )}`;

/** A realistic site config: every navbar item type, three footer columns, per-locale labels. */
export const THEME_CONFIG: ThemeConfig = {
  title: 'Immich',
  contactUrl: 'https://github.com/immich-app/immich/issues',
  logo: {
    src: svg('#3547c4', '#ffffff'),
    srcDark: svg('#a9b5ff', '#14161f'),
    alt: { en: 'Immich logo', de: 'Immich-Logo', ru: 'Логотип Immich', ja: 'Immich のロゴ', 'zh-Hans': 'Immich 标志', fr: 'Logo d’Immich' },
    href: '/',
    width: 32,
    height: 32,
  },
  navbar: {
    items: [
      { type: 'link', label: { en: 'Docs', de: 'Dokumentation', ru: 'Документация', ja: 'ドキュメント', 'zh-Hans': '文档' }, to: '/docs/overview/welcome' },
      { type: 'link', label: { en: 'API', de: 'API-Referenz', ru: 'Справочник API', ja: 'API リファレンス', 'zh-Hans': 'API 参考' }, to: '/docs/api' },
      {
        type: 'dropdown',
        label: { en: 'Community', de: 'Gemeinschaft und Unterstützung', ru: 'Сообщество и поддержка', ja: 'コミュニティ', 'zh-Hans': '社区' },
        items: [
          { label: { en: 'Support the project', de: 'Das Projekt unterstützen', ru: 'Поддержать проект', ja: 'プロジェクトを支援', 'zh-Hans': '支持项目' }, to: '/docs/overview/support-the-project' },
          { label: 'Discord', href: 'https://discord.immich.app' },
          { label: { en: 'Forum', ru: 'Форум', ja: 'フォーラム', 'zh-Hans': '论坛' }, href: 'https://www.reddit.com/r/immich/' },
        ],
      },
      { type: 'external', label: 'GitHub', href: 'https://github.com/immich-app/immich', position: 'right' },
      // Rendered only when the navbar is given a search loader.
      { type: 'search', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: { en: 'Overview', de: 'Überblick', ru: 'Обзор', ja: '概要', 'zh-Hans': '概览' },
        items: [
          { label: { en: 'Welcome', de: 'Willkommen', ru: 'Добро пожаловать', ja: 'ようこそ', 'zh-Hans': '欢迎' }, to: '/docs/overview/welcome' },
          { label: { en: 'Installation', de: 'Installationsanleitung', ru: 'Установка и настройка', ja: 'インストール', 'zh-Hans': '安装' }, to: '/docs/install/requirements' },
          { label: { en: 'Privacy policy', de: 'Datenschutzerklärung', ru: 'Политика конфиденциальности', ja: 'プライバシーポリシー', 'zh-Hans': '隐私政策' }, to: '/privacy-policy' },
        ],
      },
      {
        title: { en: 'Project', de: 'Projekt', ru: 'Проект', ja: 'プロジェクト', 'zh-Hans': '项目' },
        items: [
          { label: { en: 'Roadmap', de: 'Entwicklungsfahrplan', ru: 'План развития', ja: 'ロードマップ', 'zh-Hans': '路线图' }, to: '/roadmap' },
          { label: { en: 'Cursed knowledge', de: 'Verfluchtes Wissen', ru: 'Проклятые знания', ja: '呪われた知識', 'zh-Hans': '诅咒知识' }, to: '/cursed-knowledge' },
        ],
      },
      {
        title: { en: 'Links', de: 'Links', ru: 'Ссылки', ja: 'リンク', 'zh-Hans': '链接' },
        items: [
          { label: 'GitHub', href: 'https://github.com/immich-app/immich' },
          { label: 'YouTube', href: 'https://www.youtube.com/@immich-app' },
          { label: 'Discord', href: 'https://discord.immich.app' },
        ],
      },
    ],
    copyright: { en: 'Immich is available as open source under the AGPLv3 licence.', de: 'Immich ist quelloffen unter der AGPLv3-Lizenz verfügbar.', ru: 'Immich распространяется с открытым исходным кодом по лицензии AGPLv3.', ja: 'Immich は AGPLv3 ライセンスのオープンソースです。' },
  },
};

/** The same route in every locale, as the language dropdown receives it. */
export function alternatesFor(route: string): Record<string, string> {
  return Object.fromEntries(STORY_LOCALE_CODES.map((code) => [code, STORY_LOCALES.localizePath(route, code)]));
}

// --- HAST helpers -------------------------------------------------------------------------

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, properties: Properties, ...children: Array<ElementContent | string>): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((child) => (typeof child === 'string' ? text(child) : child)),
});

// --- Doc page -----------------------------------------------------------------------------

const DOC_TEXT: Record<ContentLanguage, Record<string, string>> = {
  en: {
    title: 'Docker Compose',
    h2: 'Install with Docker Compose',
    h2id: 'install-with-docker-compose',
    h3: 'Check the installation',
    h3id: 'check-the-installation',
    before: 'Check the ',
    link: 'system requirements',
    after: ' before you start.',
    warning: 'Back up the database before you upgrade an existing server.',
    linux: 'Run the commands above in a terminal.',
    windows: 'Use WSL 2 and Docker Desktop.',
    check: 'Open the web interface on port 2283.',
    footnote: 'Or the port set in the .env file.',
    category: 'Installation',
    requirements: 'Requirements',
    welcome: 'Welcome',
    environment: 'Environment variables',
  },
  de: {
    title: 'Installation mit Docker Compose',
    h2: 'Installation mit Docker Compose auf einem Heimserver',
    h2id: 'installation-mit-docker-compose',
    h3: 'Installationsüberprüfung durchführen',
    h3id: 'installationsueberpruefung',
    before: 'Prüfen Sie die ',
    link: 'Systemvoraussetzungen',
    after: ', bevor Sie beginnen.',
    warning: 'Sichern Sie die Datenbank, bevor Sie einen bestehenden Server aktualisieren.',
    linux: 'Führen Sie die Befehle oben in einem Terminal aus.',
    windows: 'Verwenden Sie WSL 2 und Docker Desktop.',
    check: 'Öffnen Sie die Weboberfläche auf Port 2283.',
    footnote: 'Oder den Port aus der .env-Datei.',
    category: 'Installationsanleitungen',
    requirements: 'Systemvoraussetzungen',
    welcome: 'Willkommen',
    environment: 'Umgebungsvariablenkonfiguration',
  },
  ru: {
    title: 'Установка с помощью Docker Compose',
    h2: 'Установка и настройка с помощью Docker Compose',
    h2id: 'установка-и-настройка',
    h3: 'Проверка работоспособности установки',
    h3id: 'проверка-установки',
    before: 'Перед началом проверьте ',
    link: 'системные требования',
    after: '.',
    warning: 'Сделайте резервную копию базы данных перед обновлением существующего сервера.',
    linux: 'Выполните команды выше в терминале.',
    windows: 'Используйте WSL 2 и Docker Desktop.',
    check: 'Откройте веб-интерфейс на порту 2283.',
    footnote: 'Или порт, заданный в файле .env.',
    category: 'Установка и настройка',
    requirements: 'Системные требования',
    welcome: 'Добро пожаловать',
    environment: 'Переменные окружения',
  },
  ja: {
    title: 'Docker Compose でのインストール',
    h2: 'Docker Compose でインストールする',
    h2id: 'docker-compose-でインストールする',
    h3: 'インストールを確認する',
    h3id: 'インストールを確認する',
    before: '始める前に',
    link: 'システム要件',
    after: 'を確認してください。',
    warning: '既存のサーバーをアップグレードする前に、データベースをバックアップしてください。',
    linux: '上のコマンドをターミナルで実行します。',
    windows: 'WSL 2 と Docker Desktop を使用します。',
    check: 'ポート 2283 でウェブ画面を開きます。',
    footnote: 'または .env ファイルで設定したポート。',
    category: 'インストール',
    requirements: 'システム要件',
    welcome: 'ようこそ',
    environment: '環境変数',
  },
};

export const SAMPLE_CODE = 'docker compose pull\ndocker compose up -d';

/** A compiled Markdown body: heading with id, internal link, warning, titled bash code, tabs. */
export function sampleDocBody(language: ContentLanguage = 'en', locale: string = language): Root {
  const s = DOC_TEXT[language];
  const localize = (path: string) => STORY_LOCALES.localizePath(path, locale);
  return {
    type: 'root',
    children: [
      el('h2', { id: s['h2id']! }, s['h2']!),
      el('p', {}, s['before']!, el('a', { href: localize('/docs/install/requirements') }, s['link']!), s['after']!),
      el('aside', { dataAdmonition: 'warning' }, el('p', {}, s['warning']!)),
      el('pre', { dataLanguage: 'bash', dataTitle: 'install.sh', dataHighlight: '2' }, el('code', { className: ['language-bash'] }, SAMPLE_CODE)),
      el('div', { dataTabs: '', dataGroup: 'os' }, el('section', { dataTab: 'Linux' }, el('p', {}, s['linux']!)), el('section', { dataTab: 'Windows' }, el('p', {}, s['windows']!))),
      el('h3', { id: s['h3id']! }, s['h3']!),
      el(
        'p',
        {},
        s['check']!,
        el('sup', {}, el('a', { href: '#user-content-fn-1', id: 'user-content-fnref-1', dataFootnoteRef: true, ariaDescribedBy: ['footnote-label'] }, '1')),
      ),
      // remark-gfm's footnotes section; its heading text is the pipeline's, the theme shows its own label.
      el(
        'section',
        { dataFootnotes: true, className: ['footnotes'] },
        el('h2', { className: ['sr-only'], id: 'footnote-label' }, 'Footnotes'),
        el('ol', {}, el('li', { id: 'user-content-fn-1' }, el('p', {}, s['footnote']!, ' ', el('a', { href: '#user-content-fnref-1', dataFootnoteBackref: '', ariaLabel: 'Back to reference 1' }, '↩')))),
      ),
    ],
  };
}

/** A doc page as the pipeline serves it, for a reader's locale. */
export function sampleDocPage(locale: StoryLocale = 'en', extra: Partial<DocPageData> = {}): DocPageData {
  const language = extra.fallbackFrom ? contentLanguage(extra.fallbackFrom) : contentLanguage(locale);
  const s = DOC_TEXT[language];
  const localize = (path: string) => STORY_LOCALES.localizePath(path, locale);
  return {
    kind: 'doc',
    id: 'install/docker-compose',
    locale,
    route: localize('/docs/install/docker-compose'),
    title: s['title']!,
    description: s['h2']!,
    alternates: alternatesFor('/docs/install/docker-compose'),
    untranslatedLocales: [],
    canonicalRoute: localize('/docs/install/docker-compose'),
    noindex: false,
    sidebarId: 'docs',
    body: sampleDocBody(language, locale),
    toc: [
      { id: s['h2id']!, text: s['h2']!, depth: 2 },
      { id: s['h3id']!, text: s['h3']!, depth: 3 },
    ],
    breadcrumbs: [{ label: s['category']!, route: localize('/docs/install') }, { label: s['title']! }],
    prev: { label: s['requirements']!, route: localize('/docs/install/requirements') },
    next: { label: s['environment']!, route: localize('/docs/install/environment-variables') },
    draft: false,
    unlisted: false,
    version: 'current',
    ...extra,
  };
}

// --- Sidebar ------------------------------------------------------------------------------

const SIDEBAR_TEXT: Record<ContentLanguage, Record<string, string>> = {
  en: { overview: 'Overview', welcome: 'Welcome', quick: 'Quick start', install: 'Installation', req: 'Requirements', compose: 'Docker Compose', advanced: 'Advanced setup', env: 'Environment variables', proxy: 'Reverse proxy', api: 'API', albums: 'Get all albums', create: 'Create an album', faq: 'FAQ', hidden: 'Unlisted page' },
  de: { overview: 'Überblick', welcome: 'Willkommen', quick: 'Schnellstartanleitung', install: 'Installationsanleitungen', req: 'Systemvoraussetzungen', compose: 'Installation mit Docker Compose', advanced: 'Fortgeschrittene Einrichtung', env: 'Umgebungsvariablenkonfiguration', proxy: 'Reverse-Proxy-Konfiguration', api: 'API-Referenz', albums: 'Alle Alben abrufen', create: 'Ein Album erstellen', faq: 'Häufig gestellte Fragen', hidden: 'Nicht gelistete Seite' },
  ru: { overview: 'Обзор', welcome: 'Добро пожаловать', quick: 'Быстрый старт', install: 'Установка и настройка', req: 'Системные требования', compose: 'Установка с помощью Docker Compose', advanced: 'Расширенная настройка сервера', env: 'Переменные окружения', proxy: 'Обратный прокси-сервер', api: 'Справочник API', albums: 'Получить все альбомы', create: 'Создать альбом', faq: 'Часто задаваемые вопросы', hidden: 'Скрытая страница' },
  ja: { overview: '概要', welcome: 'ようこそ', quick: 'クイックスタート', install: 'インストール', req: 'システム要件', compose: 'Docker Compose', advanced: '高度な設定', env: '環境変数', proxy: 'リバースプロキシ', api: 'API', albums: 'すべてのアルバムを取得', create: 'アルバムを作成', faq: 'よくある質問', hidden: '非公開ページ' },
};

/** The docs sidebar: an open category, the current page's (collapsed in config) category with a nested collapsed one, API links with method badges. */
export function sampleSidebar(locale: StoryLocale = 'en'): SidebarData {
  const s = SIDEBAR_TEXT[contentLanguage(locale)];
  const r = (path: string) => STORY_LOCALES.localizePath(path, locale);
  const items: SidebarItem[] = [
    {
      type: 'category',
      label: s['overview']!,
      collapsed: false,
      collapsible: true,
      items: [
        { type: 'link', label: s['welcome']!, href: r('/docs/overview/welcome') },
        { type: 'link', label: s['quick']!, href: r('/docs/overview/quick-start') },
      ],
    },
    {
      type: 'category',
      label: s['install']!,
      href: r('/docs/install'),
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link', label: s['req']!, href: r('/docs/install/requirements') },
        { type: 'link', label: s['compose']!, href: r('/docs/install/docker-compose') },
        {
          type: 'category',
          label: s['advanced']!,
          collapsed: true,
          collapsible: true,
          items: [
            { type: 'link', label: s['env']!, href: r('/docs/install/environment-variables') },
            { type: 'link', label: s['proxy']!, href: r('/docs/install/reverse-proxy') },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: s['api']!,
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link', label: s['albums']!, href: r('/docs/api/get-all-albums'), badge: 'GET' },
        { type: 'link', label: s['create']!, href: r('/docs/api/create-album'), badge: 'POST' },
      ],
    },
    { type: 'link', label: s['faq']!, href: r('/docs/faq') },
    { type: 'link', label: s['hidden']!, href: r('/docs/unlisted'), unlisted: true },
  ];
  return { id: 'docs', locale, items };
}

// --- API operation ------------------------------------------------------------------------

export const CURL_SAMPLE = `curl -X PATCH 'https://immich.example.com/api/albums/{id}' \\
  -H 'Content-Type: application/json' \\
  -H 'x-api-key: <your-api-key>' \\
  -d '{"albumName": "Holidays", "description": "Summer 2025"}'`;

/** `updateAlbumInfo`: path and query parameters, a JSON body, three responses, three code samples. */
export function sampleApiOperationPage(locale: StoryLocale = 'en', extra: Partial<ApiOperationPageData> = {}): ApiOperationPageData {
  const r = (path: string) => STORY_LOCALES.localizePath(path, locale);
  return {
    kind: 'api-operation',
    locale,
    route: r('/docs/api/update-album-info'),
    title: 'Update an album',
    description: 'Change the name, description, thumbnail or sort order of an album.',
    alternates: alternatesFor('/docs/api/update-album-info'),
    untranslatedLocales: [],
    canonicalRoute: r('/docs/api/update-album-info'),
    noindex: false,
    sidebarId: 'api',
    operationId: 'updateAlbumInfo',
    method: 'patch',
    path: '/albums/{id}',
    tag: 'Albums',
    deprecated: false,
    body: { type: 'root', children: [el('p', {}, 'Change the name, description, thumbnail or sort order of an album you own.')] },
    parameters: [
      { name: 'id', in: 'path', required: true, description: 'The album’s id.', schema: { type: 'string', format: 'uuid' } },
      { name: 'key', in: 'query', required: false, description: 'Shared-link key, when the album is opened through a shared link.', schema: { type: 'string' } },
      { name: 'order', in: 'query', required: false, schema: { type: 'string', refName: 'AssetOrder', enum: ['asc', 'desc'] } },
    ],
    requestBody: { contentType: 'application/json', required: true, schema: { type: 'object', refName: 'UpdateAlbumDto' } },
    responses: [
      { status: '200', description: 'The updated album.', body: { contentType: 'application/json', schema: { type: 'object', refName: 'AlbumResponseDto' } } },
      { status: '400', description: 'The body is not valid.' },
      { status: '401', description: 'No valid session, API key or shared-link key.' },
    ],
    security: ['bearer', 'cookie', 'api_key'],
    codeSamples: [
      { id: 'curl', label: 'cURL', language: 'bash', code: CURL_SAMPLE },
      {
        id: 'js-fetch',
        label: 'JavaScript (fetch)',
        language: 'js',
        code: `const response = await fetch('https://immich.example.com/api/albums/' + id, {\n  method: 'PATCH',\n  headers: { 'Content-Type': 'application/json', 'x-api-key': apiKey },\n  body: JSON.stringify({ albumName: 'Holidays' }),\n});`,
      },
      { id: 'sdk', label: 'TypeScript SDK', language: 'ts', code: `import { updateAlbumInfo } from '@immich/sdk';\n\nawait updateAlbumInfo({ id, updateAlbumDto: { albumName: 'Holidays' } });` },
    ],
    specUrl: '/openapi/immich-openapi-specs.json',
    breadcrumbs: [{ label: 'API', route: r('/docs/api') }, { label: 'Albums', route: r('/docs/api/albums') }, { label: 'Update an album' }],
    prev: { label: 'Get an album', route: r('/docs/api/get-album-info') },
    next: { label: 'Delete an album', route: r('/docs/api/delete-album') },
    ...extra,
  };
}

/** The API sidebar, with method badges. */
export function sampleApiSidebar(locale: StoryLocale = 'en'): SidebarData {
  const r = (path: string) => STORY_LOCALES.localizePath(path, locale);
  return {
    id: 'api',
    locale,
    items: [
      { type: 'link', label: 'Introduction', href: r('/docs/api') },
      {
        type: 'category',
        label: 'Albums',
        href: r('/docs/api/albums'),
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Get an album', href: r('/docs/api/get-album-info'), badge: 'GET' },
          { type: 'link', label: 'Update an album', href: r('/docs/api/update-album-info'), badge: 'PATCH' },
          { type: 'link', label: 'Delete an album', href: r('/docs/api/delete-album'), badge: 'DELETE' },
        ],
      },
      {
        type: 'category',
        label: 'Assets',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'Upload an asset', href: r('/docs/api/upload-asset'), badge: 'POST' }],
      },
    ],
  };
}

// --- Search -------------------------------------------------------------------------------

/** What the fake index answers for any query but {@link NO_HITS_QUERY}. */
export const SEARCH_HITS: SearchHit[] = [
  { route: '/docs/install/docker-compose', anchor: 'install-with-docker-compose', title: 'Docker Compose', section: 'Install with Docker Compose', snippet: 'Run docker compose up -d to start the server.', score: 3.2 },
  { route: '/docs/install/requirements', title: 'Requirements', snippet: 'Immich needs Docker and 4 GB of memory.', score: 1.7 },
];

export const NO_HITS_QUERY = 'zzzz';

/** A loaded index with fixed answers. */
export const FAKE_SEARCH_INDEX: SearchIndexHandle = {
  search: async (query, limit = 10) => (query.includes(NO_HITS_QUERY) ? [] : SEARCH_HITS.slice(0, limit)),
};

/**
 * A search loader that stays pending until `release()`, so a story can see the loading state;
 * every call waits for the next release. With `autoRelease`, it answers at once.
 */
export function gatedSearchLoader(options: { autoRelease?: boolean } = {}) {
  let waiting: Array<() => void> = [];
  let calls = 0;
  return {
    load: (): Promise<SearchIndexHandle> => {
      calls += 1;
      if (options.autoRelease) return Promise.resolve(FAKE_SEARCH_INDEX);
      return new Promise((resolve) => waiting.push(() => resolve(FAKE_SEARCH_INDEX)));
    },
    release: () => {
      const pending = waiting;
      waiting = [];
      pending.forEach((resolve) => resolve());
    },
    get calls() {
      return calls;
    },
  };
}
