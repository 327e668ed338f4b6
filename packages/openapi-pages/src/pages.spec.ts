import path from 'node:path';
import { createLocaleSet } from '@lumidoc/i18n';
import { loadSpec } from './load.js';
import { createApiPages } from './pages.js';
import { kebabCase } from './slug.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const locales = createLocaleSet({ defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en', 'ru'] });
const options = { locales, specUrl: '/openapi/photos.json', sampleServerUrl: 'https://photos.example.com/api', sdkPackage: '@photos/sdk', specFile: 'openapi/small.json' };
const smallPages = async () => createApiPages(await loadSpec(fixture('small.json')), options);
const operation = async (route: string) => {
  const page = (await smallPages()).pages.find((p) => p.route === route);
  if (page?.kind !== 'api-operation') throw new Error(`expected an operation page at ${route}`);
  return page;
};

describe('kebabCase', () => {
  it('makes routes like the old reference', () => {
    expect(['login', 'createAlbum', 'uploadAsset', 'searchSmart', 'getServerConfig', 'createSharedLink', 'startOAuth', 'getAPIKeys'].map(kebabCase)).toEqual([
      'login', 'create-album', 'upload-asset', 'search-smart', 'get-server-config', 'create-shared-link', 'start-o-auth', 'get-api-keys',
    ]);
  });
});

describe('createApiPages', () => {
  it('makes one page per operation and an introduction in every locale, with one API sidebar', async () => {
    const { pages, sidebars } = await smallPages();
    expect(pages.filter((p) => p.locale === 'ru').map((p) => p.route).sort()).toEqual([
      '/ru/docs/api', '/ru/docs/api/create-album', '/ru/docs/api/get-album-info', '/ru/docs/api/ping-server', '/ru/docs/api/start-o-auth',
    ]);
    expect(pages.find((p) => p.route === '/docs/api/create-album')).toBeDefined();
    expect(sidebars.map((s) => s.locale)).toEqual(['zh-Hans', 'en', 'ru']);
    expect(sidebars.map((s) => s.items.map((i) => i.label))).toEqual([['简介', 'Albums', 'Server'], ['Introduction', 'Albums', 'Server'], ['Введение', 'Albums', 'Server']]);
    const albums = sidebars[2]!.items[1]!;
    expect(albums.type === 'category' && albums.items.map((i) => [i.label, i.type === 'link' && i.href, i.type === 'link' && i.badge])).toEqual([
      ['Create an album', '/ru/docs/api/create-album', 'POST'],
      ['Get an album', '/ru/docs/api/get-album-info', 'GET'],
    ]);
  });

  it('describes an operation: parameters, body, responses, security, samples (golden file)', async () => {
    const page = await operation('/ru/docs/api/get-album-info');
    await expect(JSON.stringify(page, null, 2)).toMatchFileSnapshot('./__fixtures__/get-album-info.ru.json');
  });

  it('keeps circular schemas as references and shows oneOf/allOf', async () => {
    const page = await operation('/en/docs/api/create-album');
    const schema = page.responses[0]!.body!.schema!;
    expect(schema.refName).toBe('AlbumResponseDto');
    const prop = (name: string) => schema.properties!.find((p) => p.name === name)!.schema;
    expect(prop('parent')).toEqual({ refName: 'AlbumResponseDto', circular: true });
    expect(prop('cover').oneOf!.map((s) => s.refName ?? s.type)).toEqual(['AssetDto', 'string']);
    expect(prop('details').allOf).toHaveLength(2);
    expect(page.requestBody).toMatchObject({ contentType: 'application/json', required: true, example: { albumName: 'string', description: 'string' } });
  });

  it('says how each accepted credential is sent, and links to the introduction\'s authentication section', async () => {
    const page = await operation('/ru/docs/api/create-album');
    expect(page.security).toEqual(['bearer', 'api_key']);
    expect(page.securitySchemes).toEqual([
      { name: 'bearer', in: 'header', key: 'Authorization', prefix: 'Bearer' },
      { name: 'api_key', in: 'header', key: 'x-api-key' },
    ]);
    expect(page.authRoute).toBe('/ru/docs/api#authentication');
    expect(page.breadcrumbs).toEqual([{ label: 'Введение', route: '/ru/docs/api' }, { label: 'Albums' }, { label: 'Create an album' }]);
  });

  it('marks public operations as needing no authentication, and their samples send no key', async () => {
    const ping = await operation('/en/docs/api/ping-server');
    expect(ping.security).toEqual([]);
    expect(ping.securitySchemes).toEqual([]);
    expect(ping.codeSamples.map((s) => s.code).join('\n')).not.toContain('YOUR_API_KEY');
  });

  it('links neighbours in sidebar order across areas, and every locale has the same operations', async () => {
    const { pages } = await smallPages();
    const start = await operation('/docs/api/start-o-auth');
    expect(start.prev).toEqual({ label: 'Ping the server', route: '/docs/api/ping-server' });
    expect(start.next).toBeUndefined();
    const firstServer = await operation('/en/docs/api/ping-server');
    expect(firstServer.prev).toEqual({ label: 'Get an album', route: '/en/docs/api/get-album-info' });
    expect(firstServer.alternates).toEqual({ 'zh-Hans': '/docs/api/ping-server', en: '/en/docs/api/ping-server', ru: '/ru/docs/api/ping-server' });
    for (const code of ['zh-Hans', 'en', 'ru']) expect(pages.filter((p) => p.locale === code && p.kind === 'api-operation')).toHaveLength(4);
  });
});
