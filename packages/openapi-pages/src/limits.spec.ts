import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSpec } from './load.js';
import { createApiPages } from './pages.js';
import { TEN_LOCALES } from './__fixtures__/ten-locales.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const locales = TEN_LOCALES;
const options = { locales, specUrl: '/openapi.json', sampleServerUrl: 'https://x.example/api' };
/**
 * The memory every description must build within (500 MB). Time is the bench's to measure
 * (`npm run bench` builds a 1,200-operation description); here the work is bounded by what it makes.
 */
const MAX_BYTES = 500 * 1024 * 1024;

/** Runs `work`, sampling the heap while it runs; gives the heap growth at the peak. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; bytes: number }> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, bytes: peak - before };
  } finally {
    clearInterval(timer);
  }
}

describe('bounded schema rendering', () => {
  it('builds the pages of 22 levels of doubled $refs small, each named schema listed once', async () => {
    const { result, bytes } = await measured(async () => createApiPages(await loadSpec(fixture('doubled-refs.json'), 'openapi/doubled-refs.json'), { ...options, specFile: 'openapi/doubled-refs.json' }));
    expect(bytes).toBeLessThan(MAX_BYTES);
    const page = result.pages.find((p) => p.route === '/en/docs/api/get-tree')!;
    expect(JSON.stringify(page).length).toBeLessThan(200_000);
    const schema = page.kind === 'api-operation' ? page.responses[0]!.body!.schema! : undefined;
    expect(schema?.properties?.map((p) => [p.name, p.schema.refName, p.schema.circular ?? false])).toEqual([
      ['a', 'L1', false],
      ['b', 'L1', true],
    ]);
  });

  it('cuts a view at its depth and size limits and says so', async () => {
    const spec = await loadSpec(fixture('doubled-refs.json'), 'openapi/doubled-refs.json');
    const { pages } = createApiPages(spec, { ...options, specFile: 'openapi/doubled-refs.json', schemaLimits: { maxDepth: 3 } });
    const page = pages.find((p) => p.route === '/en/docs/api/get-tree')!;
    let node = page.kind === 'api-operation' ? page.responses[0]!.body!.schema! : undefined;
    for (let level = 0; level < 4; level++) node = node?.properties?.[0]?.schema;
    // The cut named schema says where the published description writes it in full.
    expect(node).toEqual({ refName: 'L4', type: 'object', truncated: true, definedAt: '/openapi.json#/components/schemas/L4' });
  });

  it('cuts at the node limit too, and an inline schema is cut without a place to find it', async () => {
    const spec = await loadSpec(fixture('reader.yaml'), 'openapi/reader.yaml');
    const { pages } = createApiPages(spec, { ...options, specFile: 'openapi/reader.yaml', schemaLimits: { maxNodes: 1 } });
    const page = pages.find((p) => p.route === '/en/docs/api/get-a-booking');
    const body = page?.kind === 'api-operation' ? page.responses[0]!.body!.schema! : undefined;
    expect(body?.properties?.map((p) => p.schema)).toEqual([
      { type: 'string | number', truncated: true },
      { type: 'string', truncated: true },
      { truncated: true },
    ]);
  });

  it('points a cut Swagger 2.0 schema to its definitions, where the published file writes it', async () => {
    const spec = await loadSpec(fixture('swagger2.json'), 'openapi/swagger2.json');
    const { pages } = createApiPages(spec, { ...options, specFile: 'openapi/swagger2.json', schemaLimits: { maxNodes: 0 } });
    const page = pages.find((p) => p.route === '/en/docs/api/get-dog');
    expect(page?.kind === 'api-operation' && page.responses[0]!.body!.schema).toEqual({ refName: 'Dog', type: 'object', truncated: true, definedAt: '/openapi.json#/definitions/Dog' });
  });
});

describe('a description with more than 1,000 operations (the bench\'s generator)', () => {
  it('gets its pages in every locale within 500 MB', async () => {
    const generator = pathToFileURL(path.join(import.meta.dirname, '../../../tools/bench/src/large-openapi.mjs')).href;
    const { largeOpenApi } = (await import(/* @vite-ignore */ generator)) as { largeOpenApi: (o?: { operations?: number }) => object };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-large-'));
    const file = path.join(dir, 'large.json');
    fs.writeFileSync(file, JSON.stringify(largeOpenApi({ operations: 1010 })));
    try {
      // The OpenAPI 3.1 schema is compiled once per process, not per description: not part of the measure.
      await loadSpec(fixture('reader.yaml'));
      const { result, bytes } = await measured(async () => createApiPages(await loadSpec(file, 'openapi/large.json'), { ...options, specFile: 'openapi/large.json' }));
      const operations = result.pages.filter((p) => p.kind === 'api-operation' && p.locale === 'en');
      expect(operations.length).toBe(1020);
      expect(result.pages).toHaveLength(1021 * locales.list.length);
      expect(bytes, `used ${Math.round(bytes / 1e6)} MB`).toBeLessThan(MAX_BYTES);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
