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

  it('converts Swagger 2.0 to OpenAPI 3 and renders it', async () => {
    const spec = await load('swagger2.json');
    expect(spec.sourceVersion).toBe('2.0');
    expect(spec.api.openapi).toMatch(/^3\.0\./);
    const { pages } = await pagesOf('swagger2.json');
    const page = pages.find((p) => p.route === '/docs/api/get-dog');
    expect(page?.kind === 'api-operation' && page.responses[0]!.body!.schema!.refName).toBe('Dog');
    expect(page?.kind === 'api-operation' && page.parameters.map((p) => [p.name, p.schema.type])).toEqual([['dogId', 'integer']]);
    expect(page?.kind === 'api-operation' && page.securitySchemes).toEqual([{ name: 'token', in: 'header', key: 'X-Token' }]);
  });

  it('refuses a file that is not an OpenAPI description, naming the pointer', async () => {
    await expect(load('not-openapi.yaml')).rejects.toThrow('openapi/not-openapi.yaml: only OpenAPI 3.0, 3.1 and Swagger 2.0 are supported, found no "openapi" field at #/openapi');
  });

  it('refuses a YAML alias bomb quickly, with a clear error', async () => {
    const started = performance.now();
    await expect(load('alias-bomb.yaml')).rejects.toThrow(/openapi\/alias-bomb\.yaml: the OpenAPI description uses YAML aliases that expand too far[^]*fix: write the repeated parts once under components/);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('reads 22 levels of doubled $refs in linear time, keeping one object per schema', async () => {
    const started = performance.now();
    const spec = await load('doubled-refs.json');
    expect(performance.now() - started).toBeLessThan(5000);
    const l0 = spec.api.components!.schemas!['L0'] as { properties: { a: object; b: object } };
    expect(l0.properties.a).toBe(l0.properties.b);
    expect(spec.schemaNames.get(l0.properties.a)).toBe('L1');
  });

  it('builds the page of an operation with an empty responses object, with a warning', async () => {
    const spec = await load('lenient.json');
    expect(spec.warnings).toEqual([expect.stringContaining('#/paths/~1things/get/responses is empty')]);
  });

  it('keeps circular schemas as shared objects and names every component schema', async () => {
    const spec = await load('composition.json');
    const node = spec.api.components!.schemas!['TreeNodeDto'] as { properties: { children: { items: object } } };
    expect(node.properties.children.items).toBe(node);
    expect(spec.schemaNames.get(node)).toBe('TreeNodeDto');
    expect(spec.schemaNames.size).toBe(7);
  });
});

describe('$ref stays inside the description\'s folder', () => {
  const refs = (name: string, options = {}) => loadSpec(fixture(`refs/inside/${name}`), `openapi/${name}`, options);
  const schemaOf = (spec: Awaited<ReturnType<typeof refs>>) => (spec.api.paths['/pets']!.get!.responses['200'] as unknown as { content: { 'application/json': { schema: { properties: Record<string, { properties?: object }> } } } }).content['application/json'].schema;

  it('reads files inside the folder, and the $refs inside them', async () => {
    const schema = schemaOf(await refs('ok.json'));
    expect(Object.keys(schema.properties)).toEqual(['name', 'owner']);
    expect(Object.keys(schema.properties['owner']!.properties!)).toEqual(['name']);
  });

  it.each([
    ['parent.json', /at #\/paths\/~1pets\/get\/responses\/200\/content\/application~1json\/schema leaves the description's folder \(it resolves to \.\.\/outside\/secret\.json\)\n {2}fix: keep referenced files inside the description's folder/],
    ['sneaky.json', /leaves the description's folder/],
    ['absolute.json', /"\/etc\/hostname" at #\/paths\/~1pets\/get\/responses\/200\/content\/application~1json\/schema is an absolute path[^]*fix: copy the file next to the description/],
    ['file-url.json', /names a file: URL, which is never read/],
    ['remote.json', /names the host schemas\.example\.com, which is not allowed\n {2}fix: copy the document next to the description, or add "schemas\.example\.com" to the plugin's allowedRefHosts/],
  ])('refuses %s', async (name, message) => {
    await expect(refs(name)).rejects.toThrow(message);
  });

  it('fetches a document from a host the options allow, and from no other', async () => {
    const fetched: string[] = [];
    const fetchText = async (url: string) => {
      fetched.push(url);
      return JSON.stringify({ Pet: { type: 'object', properties: { tag: { type: 'string' } } } });
    };
    const schema = schemaOf(await refs('remote.json', { allowedRefHosts: ['schemas.example.com'], fetchText }));
    expect(Object.keys(schema.properties)).toEqual(['tag']);
    expect(fetched).toEqual(['https://schemas.example.com/pet.json']);
    await expect(refs('remote.json', { allowedRefHosts: ['other.example.com'], fetchText })).rejects.toThrow(/not allowed/);
    expect(fetched).toHaveLength(1);
  });
});

describe('createApiPages: operations that the old reference refused', () => {
  it('gives an operation without operationId a page named after its summary', async () => {
    const { pages } = await pagesOf('no-operation-id.json');
    expect(pages.map((p) => p.route)).toContain('/docs/api/list-things');
  });

  it('gives the second of two operation ids that map to one route a numbered route, with a warning', async () => {
    const { pages, warnings } = await pagesOf('slug-clash.json');
    expect(pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/docs/api/get-album', '/docs/api/get-album-2']));
    expect(warnings).toEqual([expect.stringMatching(/both map to the route \/docs\/api\/get-album; the first keeps it, this one gets \/docs\/api\/get-album-2/)]);
  });

  it('leaves out a security scheme that is not defined, with a warning naming the pointer of the requirement', async () => {
    const { warnings } = await pagesOf('unknown-scheme.json');
    expect(warnings).toEqual([expect.stringContaining('#/paths/~1things/get/security names the scheme "session", which #/components/securitySchemes does not define')]);
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
