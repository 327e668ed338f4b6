/**
 * The "done when", read again on several descriptions written in this repository as real
 * APIs write them (3.1 with webhooks and callbacks, 3.0 without operation ids, Swagger 2.0), in the
 * site's ten locales: every page reachable and distinct, samples for operations and webhooks, no
 * unsafe link, no English generated text in a page body, cut schema views pointing to a place that
 * exists in the published file, and translations shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiOperationPageData, SchemaView } from '@lumidoc/content-pipeline';
import { toHtml } from 'hast-util-to-html';
import { parse } from 'yaml';
import { loadSpec } from './load.js';
import { createApiPages } from './pages.js';
import { sourceHash } from './texts.js';
import { TEN_LOCALES } from './__fixtures__/ten-locales.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const locales = TEN_LOCALES;
const DESCRIPTIONS = ['payments.yaml', 'reader.yaml', 'composition.json', 'no-operation-id.json', 'swagger2.json', 'small.json'];
/** Tight limits, so that every description has cut views to check. */
const schemaLimits = { maxDepth: 2 };

async function build(name: string) {
  const spec = await loadSpec(fixture(name), `openapi/${name}`);
  const started = performance.now();
  const result = createApiPages(spec, { locales, specFile: `openapi/${name}`, specUrl: `/openapi/${name}`, sampleServerUrl: 'https://api.example.com', schemaLimits });
  return { ...result, ms: performance.now() - started };
}
const operations = (pages: Awaited<ReturnType<typeof build>>['pages']) => pages.filter((p): p is ApiOperationPageData => p.kind === 'api-operation');

/** Every schema view of a page: parameters, bodies, responses and callbacks. */
function* views(page: ApiOperationPageData): Generator<SchemaView> {
  const walk = function* (view: SchemaView | undefined): Generator<SchemaView> {
    if (!view) return;
    yield view;
    for (const child of [view.items, view.additionalProperties, ...(view.properties ?? []).map((p) => p.schema), ...(view.oneOf ?? []), ...(view.anyOf ?? []), ...(view.allOf ?? [])]) yield* walk(child);
  };
  for (const p of page.parameters) yield* walk(p.schema);
  yield* walk(page.requestBody?.schema);
  for (const r of page.responses) yield* walk(r.body?.schema);
  for (const c of page.callbacks ?? []) yield* walk(c.requestBody?.schema);
}

/** The value at a JSON pointer of a parsed file, undefined when there is none. */
function at(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

describe.each(DESCRIPTIONS)('%s, in ten locales', (name) => {
  let built: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    built = await build(name);
  });

  it('gives every operation and webhook its own reachable page in every locale, quickly', () => {
    for (const locale of locales.list) {
      const routes = built.pages.filter((p) => p.locale === locale.code).map((p) => p.route);
      expect(new Set(routes).size).toBe(routes.length);
      expect(routes.filter((r) => r === locales.localizePath('/docs/api', locale.code))).toHaveLength(1);
      expect(routes.every((r) => !/\/docs\/api\/$|\/-|--/.test(r))).toBe(true);
    }
    expect(built.ms).toBeLessThan(5_000);
  });

  it('gives every page code samples: calls for operations, delivery and receivers for webhooks', () => {
    for (const page of operations(built.pages)) {
      expect(page.codeSamples.map((s) => s.id).slice(0, 3)).toEqual(page.webhook ? ['curl', 'node-receiver', 'python-receiver'] : ['curl', 'js-fetch', 'python-requests']);
      for (const sample of page.codeSamples) expect(sample.code).not.toMatch(/undefined|\[object Object\]/);
    }
  });

  it('publishes no unsafe link and no English generated heading in any locale\'s page body', () => {
    for (const page of operations(built.pages)) {
      const html = [toHtml(page.body), ...(page.callbacks ?? []).map((c) => (c.description ? toHtml(c.description) : ''))].join('\n');
      expect(html).not.toMatch(/href="\s*(?:javascript|vbscript|data):/i);
      expect(html).not.toContain('Callbacks');
      expect(html).not.toContain('Requests the API sends');
    }
  });

  it('marks each cut view; a cut named schema points to where the published file writes it', () => {
    const source = parse(fs.readFileSync(fixture(name), 'utf8')) as unknown;
    const cut = operations(built.pages).flatMap((page) => [...views(page)].filter((v) => v.truncated));
    for (const view of cut) {
      if (!view.refName) continue;
      expect(view.definedAt).toMatch(new RegExp(`^/openapi/${name.replace('.', '\\.')}#/`));
      const pointer = decodeURIComponent(view.definedAt!.slice(view.definedAt!.indexOf('#') + 1));
      expect(at(source, pointer), `${view.refName} at ${pointer}`).toBeDefined();
    }
    if (name === 'payments.yaml') expect(cut.filter((v) => v.definedAt).map((v) => v.refName)).toContain('Person');
  });
});

describe('payments.yaml: what a reader of each part sees', () => {
  let built: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    built = await build('payments.yaml');
  });
  const page = (route: string) => operations(built.pages).find((p) => p.route === route)!;

  it('lists the callback with its body and answers, and the webhook with its own scheme and samples', () => {
    expect(page('/ru/docs/api/create-payment').callbacks).toMatchObject([{ name: 'settled', method: 'post', url: '{$request.body#/notifyUrl}', summary: 'The payment settled', requestBody: { contentType: 'application/json', schema: { refName: 'Payment' } }, statuses: ['200'] }]);
    const hook = page('/ja/docs/api/webhook-a-payment-succeeded');
    expect(hook).toMatchObject({ webhook: true, security: ['signature'], path: 'payment.succeeded' });
    const sample = (id: string) => hook.codeSamples.find((s) => s.id === id)!.code;
    expect(sample('curl')).toContain("  -H 'Payments-Signature: YOUR_API_KEY' \\\n  -H 'Payments-Event-Id: string' \\");
    expect(sample('curl')).toContain('"status": "pending"');
    expect(sample('node-receiver')).toContain("if (request.headers['payments-signature'] !== 'YOUR_API_KEY') return response.writeHead(401).end();");
    expect(sample('python-receiver')).toContain('self.send_response(204)');
  });

  it('leaves a scheme only webhooks use out of the introduction: it is not a way to call the API', () => {
    const intro = built.pages.find((p) => p.kind === 'api-intro' && p.locale === 'en')!;
    const html = 'body' in intro ? toHtml(intro.body) : '';
    expect(html).toContain('Authorization: Bearer');
    expect(html).not.toContain('Payments-Signature');
  });

  it('points the cut schemas of array items to their pointers', () => {
    const refunds = page('/docs/api/get-payments-payment-id-refunds');
    const payment = refunds.responses[0]!.body!.schema!.items!;
    expect(payment.refName).toBe('Refund.Item');
    const cut = [...views(refunds)].find((v) => v.truncated && v.definedAt);
    expect(cut?.definedAt).toMatch(/^\/openapi\/payments\.yaml#\/components\/schemas\/(Payment|Merchant)$/);
  });

  it('shows a Russian overlay\'s summary and falls back with a notice elsewhere', async () => {
    const spec = await loadSpec(fixture('payments.yaml'), 'openapi/payments.yaml');
    const overlays = new Map([['ru', { operations: { createPayment: { summary: { text: 'Создать платёж', sourceHash: sourceHash('Create a payment') } } } }]]);
    const { pages } = createApiPages(spec, { locales, specFile: 'openapi/payments.yaml', specUrl: '/openapi/payments.yaml', sampleServerUrl: 'https://api.example.com', overlays });
    const ru = pages.find((p) => p.route === '/ru/docs/api/create-payment')!;
    expect(ru.title).toBe('Создать платёж');
    const de = pages.find((p) => p.route === '/de/docs/api/create-payment')!;
    expect(de).toMatchObject({ title: 'Create a payment', fallbackFrom: 'en', noindex: true });
  });
});
