import path from 'node:path';
import type { ApiIntroPageData, ApiOperationPageData } from '@lumidoc/content-pipeline';
import { createLocaleSet } from '@lumidoc/i18n';
import { toHtml } from 'hast-util-to-html';
import { loadSpec } from './load.js';
import { createApiPages, type ApiPages } from './pages.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const locales = createLocaleSet({ defaultLocale: 'en', locales: ['en', 'ru'] });
const options = { locales, specFile: 'openapi/reader.yaml', specUrl: '/openapi.yaml', sampleServerUrl: 'https://api.example.com/v2' };

let reference: ApiPages;
beforeAll(async () => {
  reference = createApiPages(await loadSpec(fixture('reader.yaml'), 'openapi/reader.yaml'), options);
});
const operation = (route: string) => {
  const page = reference.pages.find((p): p is ApiOperationPageData => p.kind === 'api-operation' && p.route === route);
  if (!page) throw new Error(`no operation page at ${route}; have ${reference.pages.map((p) => p.route).join(', ')}`);
  return page;
};
const intro = (route: string) => reference.pages.find((p): p is ApiIntroPageData => p.kind === 'api-intro' && p.route === route)!;
const sample = (page: ApiOperationPageData, id: string) => page.codeSamples.find((s) => s.id === id)!.code;

describe('a description written for readers, not for this package', () => {
  it('gives operations without operationId a slug from the summary, else from method and path', () => {
    expect(operation('/docs/api/get-a-booking').operationId).toBe('get-a-booking');
    expect(operation('/docs/api/delete-bookings-booking-id').method).toBe('delete');
  });

  it('transliterates a non-ASCII operationId and never gives an empty slug or the introduction\'s route', () => {
    expect(operation('/docs/api/huo-qu-xiang-ce').path).toBe('/subscriptions');
    expect(operation('/docs/api/tada').path).toBe('/party');
    expect(operation('/docs/api/weird-path').path).toBe('/weird/`path\\`/{id}');
    const routes = reference.pages.filter((p) => p.locale === 'en').map((p) => p.route);
    expect(routes.filter((r) => r === '/docs/api')).toHaveLength(1);
    expect(new Set(routes).size).toBe(routes.length);
    expect(reference.warnings).toContainEqual(expect.stringContaining('#/paths/~1weird~1`path\\`~1{id}/get: the operationId ".." has no letter or digit to make a route from; its page is /docs/api/weird-path'));
  });

  it('resolves a slug clash deterministically and reports it', () => {
    expect(operation('/docs/api/get-thing').operationId).toBe('getThing');
    expect(operation('/docs/api/get-thing-2').operationId).toBe('get_thing');
    expect(reference.warnings).toContainEqual('#/paths/~1clash/post and #/paths/~1clash/get both map to the route /docs/api/get-thing; the first keeps it, this one gets /docs/api/get-thing-2 (fix: give them distinct operationIds)');
  });

  it('merges path-level parameters into the table and every code sample; the operation\'s own win', () => {
    const page = operation('/docs/api/get-a-booking');
    expect(page.parameters.map((p) => [p.name, p.in, p.schema.type, p.description])).toEqual([
      ['bookingId', 'path', 'string', 'The booking.'],
      ['verbose', 'query', 'integer', 'From the operation.'],
    ]);
    expect(sample(page, 'curl')).toContain("curl -X GET 'https://api.example.com/v2/bookings/string?verbose=0'");
    expect(sample(page, 'js-fetch')).toContain("const bookingId = 'string';");
    expect(sample(page, 'js-fetch')).toContain('fetch(`https://api.example.com/v2/bookings/${bookingId}?verbose=0`');
    expect(sample(page, 'python-requests')).toContain('booking_id = "string"');
    expect(sample(page, 'python-requests')).toContain('f"https://api.example.com/v2/bookings/{booking_id}"');
  });

  it('shows 3.1 type arrays and null as a reader expects', () => {
    const props = operation('/docs/api/get-a-booking').responses[0]!.body!.schema!.properties!;
    const prop = (name: string) => props.find((p) => p.name === name)!.schema;
    expect(prop('total').type).toBe('string | number');
    expect(prop('note')).toMatchObject({ type: 'string', nullable: true });
    expect(prop('kind').enum).toEqual(['booking']);
  });

  it('gives 3.1 webhooks pages and callbacks a section', () => {
    const hook = operation('/docs/api/webhook-a-booking-was-created');
    expect(hook).toMatchObject({ method: 'post', path: 'bookingCreated', tag: 'Webhooks', codeSamples: [] });
    expect(hook.requestBody?.schema?.properties?.map((p) => p.name)).toEqual(['id']);
    const html = toHtml(operation('/docs/api/huo-qu-xiang-ce').body);
    expect(html).toContain('<h2 id="callbacks">Callbacks</h2>');
    expect(html).toContain('<code>POST {$request.body#/callbackUrl}</code>');
    expect(html).toContain('An event happened');
  });

  it('is lenient: an undefined security scheme is a warning, and the page is built without it', async () => {
    const spec = await loadSpec(fixture('lenient.json'), 'openapi/lenient.json');
    const { pages, warnings } = createApiPages(spec, { ...options, specFile: 'openapi/lenient.json' });
    const page = pages.find((p): p is ApiOperationPageData => p.route === '/docs/api/get-things')!;
    expect(page.security).toEqual([]);
    expect(page.responses).toEqual([]);
    expect(warnings).toContainEqual(expect.stringContaining('#/paths/~1things/get/security names the scheme "session", which #/components/securitySchemes does not define; the page leaves it out'));
  });
});

describe('safe by construction', () => {
  const allHtml = () => reference.pages.map((p) => ('body' in p ? toHtml(p.body) : '')).join('\n');

  it('publishes no javascript: or vbscript: link, from descriptions, the title, tags or the server URL', () => {
    const html = allHtml();
    expect(html).not.toMatch(/href="\s*(?:javascript|vbscript|data):/i);
    expect(html).toContain('<a>a bad one</a>');
    expect(html).toContain('<a>guide</a>');
  });

  it('writes the title, tag names and the server URL as text', () => {
    const text = toHtml(intro('/docs/api').body);
    expect(text).toContain('Bookings [click](javascript:alert(1)) **bold** API');
    expect(text).toContain('>Bookings [evil](javascript:alert(3))</a>');
    expect(text).toContain('<code>https://api.example.com/v2%60)%20[x](javascript:alert(2))%20(%60</code>');
    expect(intro('/docs/api').title).toBe('Bookings [click](javascript:alert(1)) **bold** API reference');
  });
});

describe('descriptions', () => {
  it('are not read as front matter when they start with ---', () => {
    const html = toHtml(operation('/docs/api/get-a-booking').body);
    expect(html).toMatch(/^<hr>/);
    expect(html).toContain('title: not front matter');
  });

  it('hand their links to the site\'s link check and localize them per locale', () => {
    const source = reference.linkSources.find((s) => s.displayPath === 'openapi/reader.yaml#/paths/~1bookings~1{bookingId}/get' && s.locale === 'ru');
    expect(source?.links.map((l) => [l.route, l.hash])).toEqual([['/docs/guide', 'setup']]);
    expect(source?.route).toBe('/docs/api/get-a-booking');
    expect(toHtml(operation('/ru/docs/api/get-a-booking').body)).toContain('href="/ru/docs/guide#setup"');
    expect(toHtml(operation('/docs/api/get-a-booking').body)).toContain('href="/docs/guide#setup"');
  });
});
