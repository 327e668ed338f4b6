import path from 'node:path';
import { createLocaleSet } from '@lumidoc/i18n';
import { codeSamples } from './code-samples.js';
import { loadSpec } from './load.js';
import { createApiPages } from './pages.js';
import { kebabCase } from './slug.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const locales = createLocaleSet({ defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en', 'ru'] });
const options = { locales, specUrl: '/openapi/photos.json', sampleServerUrl: 'https://photos.example.com/api', sdkPackage: '@photos/sdk', specFile: 'openapi/small.json' };

describe('kebabCase', () => {
  it('makes routes like the old reference', () => {
    expect(['login', 'createAlbum', 'uploadAsset', 'searchSmart', 'getServerConfig', 'createSharedLink', 'startOAuth', 'getAPIKeys'].map(kebabCase)).toEqual([
      'login', 'create-album', 'upload-asset', 'search-smart', 'get-server-config', 'create-shared-link', 'start-o-auth', 'get-api-keys',
    ]);
  });
});

describe('createApiPages', () => {
  it('makes one page per operation and an introduction in every locale, with one API sidebar', async () => {
    const { pages, sidebars } = createApiPages(await loadSpec(fixture('small.json')), options);
    expect(pages.filter((p) => p.locale === 'ru').map((p) => p.route).sort()).toEqual([
      '/ru/docs/api', '/ru/docs/api/create-album', '/ru/docs/api/get-album-info', '/ru/docs/api/ping-server', '/ru/docs/api/start-o-auth',
    ]);
    expect(pages.find((p) => p.route === '/docs/api/create-album')).toBeDefined();
    expect(sidebars.map((s) => s.locale)).toEqual(['zh-Hans', 'en', 'ru']);
    expect(sidebars[0]!.items.map((i) => i.label)).toEqual(['Photos API', 'Albums', 'Server']);
  });

  it('describes an operation: parameters, body, responses, security, samples (golden file)', async () => {
    const { pages } = createApiPages(await loadSpec(fixture('small.json')), options);
    const page = pages.find((p) => p.route === '/ru/docs/api/get-album-info');
    await expect(JSON.stringify(page, null, 2)).toMatchFileSnapshot('./__fixtures__/get-album-info.ru.json');
  });

  it('keeps circular schemas as references and shows oneOf/allOf', async () => {
    const { pages } = createApiPages(await loadSpec(fixture('small.json')), options);
    const page = pages.find((p) => p.route === '/en/docs/api/create-album');
    if (page?.kind !== 'api-operation') throw new Error('expected an operation page');
    const schema = page.responses[0]!.body!.schema!;
    expect(schema.refName).toBe('AlbumResponseDto');
    const prop = (name: string) => schema.properties!.find((p) => p.name === name)!.schema;
    expect(prop('parent')).toEqual({ refName: 'AlbumResponseDto', circular: true });
    expect(prop('cover').oneOf!.map((s) => s.refName ?? s.type)).toEqual(['AssetDto', 'string']);
    expect(prop('details').allOf).toHaveLength(2);
    expect(page.security).toEqual(['bearer', 'api_key']);
    expect(page.requestBody).toMatchObject({ contentType: 'application/json', required: true, example: { albumName: 'string', description: 'string' } });
  });

  it('marks public operations as needing no authentication', async () => {
    const { pages } = createApiPages(await loadSpec(fixture('small.json')), options);
    const ping = pages.find((p) => p.route === '/en/docs/api/ping-server');
    expect(ping?.kind === 'api-operation' && ping.security).toEqual([]);
  });
});

describe('loadSpec', () => {
  it('fails on a broken $ref with the JSON pointer and the file', async () => {
    await expect(loadSpec(fixture('broken-ref.json'), 'openapi/broken-ref.json')).rejects.toThrow(/openapi\/broken-ref\.json: the OpenAPI description is invalid at #\/components\/schemas\/MissingDto/);
  });
});

describe('codeSamples', () => {
  it('gives curl, fetch, Python and SDK calls with the auth header only when needed', () => {
    const samples = codeSamples({
      method: 'post', path: '/albums', operationId: 'createAlbum', parameters: [],
      body: { contentType: 'application/json', example: { albumName: 'Trip' }, typeName: 'CreateAlbumDto' },
      serverUrl: 'https://photos.example.com/api', sdkPackage: '@photos/sdk', authenticated: true,
    });
    expect(samples.map((s) => s.id)).toEqual(['curl', 'js-fetch', 'python-requests', 'sdk']);
    expect(samples[0]!.code).toContain("curl -X POST 'https://photos.example.com/api/albums'");
    expect(samples[0]!.code).toContain("-H 'x-api-key: YOUR_API_KEY'");
    expect(samples[3]!.code).toContain('await createAlbum({ createAlbumDto: {');
  });
});
