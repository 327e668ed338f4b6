import path from 'node:path';
import { createLocaleSet } from '@lumidoc/i18n';
// The reference must be findable with the site search; only this test reaches across to it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSearchIndex } from '@lumidoc/search/build';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createSearchIndex, type SearchIndexHandle } from '@lumidoc/search/client';
import { loadSpec } from './load.js';
import { createApiPages } from './pages.js';

const SPEC_FILE = path.join(import.meta.dirname, '../../../apps/site/openapi/immich-openapi-specs.json');
const locales = createLocaleSet({ defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en', 'ru'] });
const indexes = new Map<string, SearchIndexHandle>();

beforeAll(async () => {
  const { pages } = createApiPages(await loadSpec(SPEC_FILE), { locales, specFile: 'openapi/immich-openapi-specs.json', specUrl: '/openapi/immich-openapi-specs.json', sampleServerUrl: 'https://immich.example.com/api', sdkPackage: '@immich/sdk' });
  for (const locale of ['zh-Hans', 'en', 'ru']) {
    const built = await buildSearchIndex(pages, locale);
    indexes.set(locale, await createSearchIndex(built.manifest, async (file) => built.files[file]));
  }
}, 60_000);
const routes = async (locale: string, query: string) => (await indexes.get(locale)!.search(query)).map((hit) => hit.route);

describe('searching the API reference', () => {
  it.each([
    ['ru', '/ru/docs/api/upload-asset'],
    ['en', '/en/docs/api/upload-asset'],
    ['zh-Hans', '/docs/api/upload-asset'],
  ])('finds upload-asset first for "upload" (%s)', async (locale, route) => {
    expect((await routes(locale, 'upload'))[0]).toBe(route);
  });

  it('finds an operation by its id, its path and its area', async () => {
    expect((await routes('ru', 'uploadAsset'))[0]).toBe('/ru/docs/api/upload-asset');
    expect(await routes('ru', '/search/smart')).toContain('/ru/docs/api/search-smart');
    expect((await routes('ru', 'createSharedLink'))[0]).toBe('/ru/docs/api/create-shared-link');
  });

  it('indexes the introduction in the reader\'s language', async () => {
    expect(await routes('ru', 'аутентификация')).toContain('/ru/docs/api');
  });
});
