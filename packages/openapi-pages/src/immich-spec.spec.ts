import path from 'node:path';
import type { ApiIntroPageData, ApiOperationPageData, SidebarItem } from '@lumidoc/content-pipeline';
import { loadSpec } from './load.js';
import { createApiPages, type ApiPages } from './pages.js';
import { loadOverlays } from './texts.js';
import { TEN_LOCALES } from './__fixtures__/ten-locales.js';

/** The text of a HAST tree, as a reader sees it. */
const textOf = (node: { value?: string; children?: unknown[] }): string => node.value ?? (node.children ?? []).map((child) => textOf(child as { value?: string; children?: unknown[] })).join('');

/** The site's own description and settings: the reference as the Immich site builds it. */
const SPEC_FILE = path.join(import.meta.dirname, '../../../apps/site/openapi/immich-openapi-specs.json');
const locales = TEN_LOCALES;

let reference: ApiPages;
beforeAll(async () => {
  reference = createApiPages(await loadSpec(SPEC_FILE, 'openapi/immich-openapi-specs.json'), {
    locales,
    specFile: 'openapi/immich-openapi-specs.json',
    specUrl: '/openapi/immich-openapi-specs.json',
    sampleServerUrl: 'https://immich.example.com/api',
    sdkPackage: '@immich/sdk',
    apiKeyRoute: '/docs/features/user-settings#create-api-key',
    overlays: loadOverlays(SPEC_FILE, 'openapi/immich-openapi-specs.json', locales.list.map((l) => l.code)),
  });
});
const operation = (route: string) => reference.pages.find((p): p is ApiOperationPageData => p.kind === 'api-operation' && p.route === route)!;
const links = (items: readonly SidebarItem[]): string[] => items.flatMap((i) => (i.type === 'link' ? [i.href] : links(i.items)));

describe('the Immich API reference', () => {
  it('has the introduction and 200 operation pages in each of the ten locales', () => {
    for (const locale of locales.list) {
      const pages = reference.pages.filter((p) => p.locale === locale.code);
      expect(pages.filter((p) => p.kind === 'api-operation'), locale.code).toHaveLength(200);
      expect(pages.filter((p) => p.kind === 'api-intro'), locale.code).toHaveLength(1);
    }
    for (const route of ['login', 'logout', 'create-album', 'upload-asset', 'search-smart', 'get-server-config', 'create-shared-link']) {
      expect(operation(`/ru/docs/api/${route}`), route).toBeDefined();
    }
  });

  it('lists every operation once in each locale\'s sidebar, after the introduction', () => {
    const ru = reference.sidebars.find((s) => s.locale === 'ru')!;
    const hrefs = links(ru.items);
    expect(hrefs[0]).toBe('/ru/docs/api');
    expect(new Set(hrefs.slice(1))).toEqual(new Set(reference.pages.filter((p) => p.locale === 'ru' && p.kind === 'api-operation').map((p) => p.route)));
    expect(hrefs).toHaveLength(201);
    expect(ru.items.filter((i) => i.type === 'category')).toHaveLength(31);
  });

  it('gives every operation curl, fetch, Python and SDK samples, and an example for every JSON body', () => {
    const ru = reference.pages.filter((p): p is ApiOperationPageData => p.locale === 'ru' && p.kind === 'api-operation');
    for (const page of ru) {
      expect(page.codeSamples.map((s) => s.id), page.route).toEqual(['curl', 'js-fetch', 'python-requests', 'sdk']);
      for (const body of [page.requestBody, ...page.responses.map((r) => r.body)]) {
        if (body?.schema) expect(body.example, `${page.route} ${body.contentType}`).not.toBeUndefined();
      }
    }
  });

  it('writes the Russian introduction with the real base URL, schemes, an API-key call and the areas', () => {
    const intro = reference.pages.find((p): p is ApiIntroPageData => p.route === '/ru/docs/api')!;
    const text = textOf(intro.body);
    expect(intro.title).toBe('Справочник API Immich');
    expect(text).toContain('Этот справочник описывает 200 операций API Immich версии 1.135.3 в 31 разделе.');
    expect(text).toContain('Например, GET /albums отправляется на https://immich.example.com/api/albums.');
    expect(text).toContain("curl -X GET 'https://immich.example.com/api/albums'");
    expect(text).toContain('Файл cookie immich_access_token=…');
    expect(intro.areas.find((a) => a.tag === 'Assets')).toEqual({ tag: 'Assets', label: 'Объекты', count: 15, route: '/ru/docs/api/update-assets' });
    expect(intro.areas.reduce((sum, a) => sum + a.count, 0)).toBe(200);
  });

  it('shows every locale its own summaries, descriptions and areas from the translations', () => {
    const ru = operation('/ru/docs/api/create-album');
    expect(ru.title).toBe('Создать альбом');
    expect(textOf(ru.body)).toMatch(/^Создаёт альбом/);
    expect(ru.tag).toBe('Альбомы');
    expect(ru).toMatchObject({ noindex: false, canonicalRoute: '/ru/docs/api/create-album' });
    expect(ru.fallbackFrom).toBeUndefined();
    expect(operation('/docs/api/create-album').title).toBe('创建相册');
    for (const locale of ['zh-Hant', 'ja', 'ko', 'pt', 'es', 'fr', 'de']) {
      const page = operation(`/${locale}/docs/api/create-album`);
      expect(page.fallbackFrom, locale).toBeUndefined();
      expect(page.title, locale).not.toBe('Create an album');
    }
    expect(reference.pages.filter((p) => p.fallbackFrom).map((p) => p.route)).toEqual([]);
    const ruPages = reference.pages.filter((p): p is ApiOperationPageData => p.locale === 'ru' && p.kind === 'api-operation');
    expect(ruPages.filter((p) => p.fallbackFrom)).toEqual([]);
    const intro = reference.pages.find((p): p is ApiIntroPageData => p.route === '/ru/docs/api')!;
    expect(intro.areas[0]).toMatchObject({ tag: 'Activities', label: 'Активность' });
  });

  it.each(['login', 'upload-asset', 'get-album-info', 'get-server-config'])('describes %s (golden file)', async (slug) => {
    await expect(JSON.stringify(operation(`/ru/docs/api/${slug}`), null, 2)).toMatchFileSnapshot(`./__fixtures__/immich/${slug}.ru.json`);
  });
});
