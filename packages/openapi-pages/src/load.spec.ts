import path from 'node:path';
import { createLocaleSet } from '@lumidoc/i18n';
import { loadSpec } from './load.js';
import { createApiPages } from './pages.js';
import { lineOfRef, referrersOf } from './spec-errors.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const load = (name: string) => loadSpec(fixture(name), `openapi/${name}`);
const pagesOf = async (name: string) =>
  createApiPages(await load(name), { locales: createLocaleSet({ defaultLocale: 'en', locales: ['en'] }), specFile: `openapi/${name}`, specUrl: '/openapi.json', sampleServerUrl: 'https://x.example/api' });

describe('loadSpec', () => {
  it('fails on a $ref to nothing with the file, the line, where the $ref is written, and the fix', async () => {
    const error = await load('broken-ref.json').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      [
        'openapi/broken-ref.json:43: the OpenAPI description is invalid at #/paths/~1albums/post/requestBody/content/application~1json/schema: its $ref "#/components/schemas/MissingDto" points to nothing (#/components/schemas has no "MissingDto")',
        '  fix: define #/components/schemas/MissingDto or correct the $ref',
      ].join('\n'),
    );
  });

  it('fails on a document that breaks the OpenAPI schema with the JSON pointer and the reason', async () => {
    await expect(load('invalid.json')).rejects.toThrow(
      "openapi/invalid.json: the OpenAPI description is invalid at #/paths/~1things/get: must have required property 'responses'\n  fix: correct the named parts so that the file follows the OpenAPI 3 schema",
    );
  });

  it('rejects Swagger 2.0 and says to convert it', async () => {
    await expect(load('swagger2.json')).rejects.toThrow('openapi/swagger2.json: only OpenAPI 3.x is supported, found "2.0"\n  fix: convert the description to OpenAPI 3');
  });

  it('keeps circular schemas as shared objects and names every component schema', async () => {
    const spec = await load('composition.json');
    const node = spec.api.components!.schemas!['TreeNodeDto'] as { properties: { children: { items: object } } };
    expect(node.properties.children.items).toBe(node);
    expect(spec.schemaNames.get(node)).toBe('TreeNodeDto');
    expect(spec.schemaNames.size).toBe(7);
  });
});

describe('createApiPages: operations that cannot get a page', () => {
  it('names an operation without operationId by method, path and pointer', async () => {
    await expect(pagesOf('no-operation-id.json')).rejects.toThrow('openapi/no-operation-id.json: GET /things (#/paths/~1things/get) has no operationId');
  });

  it('names two operation ids that map to one route', async () => {
    await expect(pagesOf('slug-clash.json')).rejects.toThrow('openapi/slug-clash.json: operations getAlbum and get_album both map to the route /docs/api/get-album\n  fix: rename one operationId');
  });

  it('names a security scheme that is not defined, with the pointer of the requirement', async () => {
    await expect(pagesOf('unknown-scheme.json')).rejects.toThrow('openapi/unknown-scheme.json: #/paths/~1things/get/security names the scheme "session", which #/components/securitySchemes does not define');
  });
});

describe('locating a broken $ref', () => {
  const doc = { paths: { '/a/{id}': { get: { schema: { $ref: '#/x/Y' } } } }, other: [{ $ref: '#/x/Y' }, { $ref: '#/x/Z' }] };

  it('lists every pointer whose $ref names the target, escaping / and ~', () => {
    expect(referrersOf(doc, '#/x/Y')).toEqual(['#/paths/~1a~1{id}/get/schema', '#/other/0']);
  });

  it('finds the line of the $ref in JSON and in YAML', () => {
    expect(lineOfRef('{\n  "a": {\n    "$ref": "#/x/Y"\n  }\n}', '#/x/Y')).toBe(3);
    expect(lineOfRef("a:\n  b:\n    $ref: '#/x/Y'\n", '#/x/Y')).toBe(3);
    expect(lineOfRef('{}', '#/x/Y')).toBeUndefined();
  });
});
