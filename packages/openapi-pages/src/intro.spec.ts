import path from 'node:path';
import type { ApiIntroPageData } from '@lumidoc/content-pipeline';
import { loadSpec } from './load.js';
import { INTRO_TEMPLATES } from './intro/templates.js';
import { createApiPages } from './pages.js';
import { TEN_LOCALES } from './__fixtures__/ten-locales.js';

/** The text of a HAST tree, as a reader sees it. */
const textOf = (node: { value?: string; children?: unknown[] }): string => node.value ?? (node.children ?? []).map((child) => textOf(child as { value?: string; children?: unknown[] })).join('');

const locales = TEN_LOCALES;

let result: Awaited<ReturnType<typeof build>>;
const build = async () =>
  createApiPages(await loadSpec(path.join(import.meta.dirname, '__fixtures__', 'small.json')), {
    locales,
    specFile: 'openapi/small.json',
    specUrl: '/openapi/photos.json',
    sampleServerUrl: 'https://photos.example.com/api',
    sdkPackage: '@photos/sdk',
    apiKeyRoute: '/docs/features/user-settings#create-api-key',
  });
beforeAll(async () => {
  result = await build();
});
const intro = (route: string) => result.pages.find((p): p is ApiIntroPageData => p.kind === 'api-intro' && p.route === route)!;
const text = (page: ApiIntroPageData) => textOf(page.body);
const headings = (page: ApiIntroPageData) => page.toc.map((e) => `${e.id}: ${e.text}`);

describe('the API introduction', () => {
  it('is written in Russian at /ru/docs/api: sections with fixed anchors, counts and no English prose', () => {
    const ru = intro('/ru/docs/api');
    expect(ru.title).toBe('Справочник API Photos API');
    expect(headings(ru)).toEqual(['base-url: Базовый адрес', 'authentication: Аутентификация', 'api-key: Как получить ключ API', 'errors: Ошибки', 'areas: Разделы']);
    expect(text(ru)).toContain('Этот справочник описывает 4 операции API Photos API версии 1.2.3 в 2 разделах.');
    expect(text(ru)).toContain('Примеры кода обращаются к https://photos.example.com/api: подставьте вместо него адрес своего сервера.');
    expect(text(ru)).toContain('Заголовок Authorization: Bearer …');
    expect(text(ru)).toContain('Заголовок x-api-key: …');
    // The spec's own English description belongs to the English page only.
    expect(text(ru)).not.toContain('A small API for tests.');
    expect(ru.fallbackFrom).toBeUndefined();
    expect(ru.noindex).toBe(false);
  });

  it('is written in Simplified Chinese at the root, and the English page carries the spec\'s description', () => {
    const zh = intro('/docs/api');
    expect(zh.title).toBe('Photos API API 参考');
    expect(headings(zh).map((h) => h.split(':')[0])).toEqual(['base-url', 'authentication', 'api-key', 'errors', 'areas']);
    expect(text(zh)).toContain('本参考介绍 Photos API API（版本 1.2.3）的 4 个操作，分为 2 个分区。');
    const en = intro('/en/docs/api');
    expect(text(en)).toMatch(/^A small API for tests\.\s*This reference describes the 4 operations of the Photos API API, version 1\.2\.3, in 2 areas\./);
  });

  it('lists the areas with counts, linking each to its first operation in the reader\'s locale', () => {
    const ru = intro('/ru/docs/api');
    expect(ru.areas).toEqual([
      { tag: 'Albums', label: 'Albums', count: 2, route: '/ru/docs/api/create-album' },
      { tag: 'Server', label: 'Server', count: 2, route: '/ru/docs/api/ping-server' },
    ]);
    const links: string[] = [];
    const walk = (node: { type: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] }) => {
      if (node.tagName === 'a') links.push(String(node.properties!['href']));
      for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
    };
    walk(ru.body as unknown as Parameters<typeof walk>[0]);
    expect(links).toEqual(['/ru/docs/features/user-settings#create-api-key', '/ru/docs/api/create-album', '/ru/docs/api/ping-server']);
  });

  it('shows locales without their own words the fallback text, marked, kept from search engines, canonical to the source', async () => {
    // A site that words the introduction in three locales only.
    const { en, ru, 'zh-Hans': zhHans } = INTRO_TEMPLATES;
    const partial = createApiPages(await loadSpec(path.join(import.meta.dirname, '__fixtures__', 'small.json')), {
      locales,
      specFile: 'openapi/small.json',
      specUrl: '/openapi/photos.json',
      sampleServerUrl: 'https://photos.example.com/api',
      introTemplates: { en: en!, ru: ru!, 'zh-Hans': zhHans! },
    });
    const intro = (route: string) => partial.pages.find((p): p is ApiIntroPageData => p.kind === 'api-intro' && p.route === route)!;
    const de = intro('/de/docs/api');
    expect(de).toMatchObject({ fallbackFrom: 'en', noindex: true, canonicalRoute: '/en/docs/api', title: 'Photos API API reference' });
    const zhHant = intro('/zh-Hant/docs/api');
    expect(zhHant).toMatchObject({ fallbackFrom: 'zh-Hans', noindex: true, canonicalRoute: '/docs/api' });
    expect(intro('/ru/docs/api').untranslatedLocales.sort()).toEqual(['de', 'es', 'fr', 'ja', 'ko', 'pt', 'zh-Hant']);
    expect(intro('/ru/docs/api').alternates['ja']).toBe('/ja/docs/api');
  });

  it('hands each template\'s links to the site\'s link check once, with a file name that says where they come from', () => {
    expect(result.linkSources.map((s) => [s.locale, s.route, s.displayPath])).toEqual(locales.list.map((l) => [l.code, '/docs/api', `openapi/small.json (API introduction, ${l.code})`]));
    expect(result.linkSources.find((s) => s.locale === 'ru')!.links.map((l) => [l.route, l.hash])).toEqual([
      ['/docs/features/user-settings', 'create-api-key'],
      ['/docs/api/create-album', undefined],
      ['/docs/api/ping-server', undefined],
    ]);
  });

  it('leaves out the API-key section when the site names no page about API keys', async () => {
    const spec = await loadSpec(path.join(import.meta.dirname, '__fixtures__', 'small.json'));
    const { pages } = createApiPages(spec, { locales, specFile: 'x', specUrl: '/x.json', sampleServerUrl: 'https://photos.example.com/api' });
    const en = pages.find((p): p is ApiIntroPageData => p.kind === 'api-intro' && p.locale === 'en')!;
    expect(en.toc.map((e) => e.id)).toEqual(['base-url', 'authentication', 'errors', 'areas']);
  });
});
