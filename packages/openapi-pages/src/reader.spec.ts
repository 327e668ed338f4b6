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

  it('gives 3.1 webhooks pages, with the request the API sends', () => {
    const hook = operation('/docs/api/webhook-a-booking-was-created');
    expect(hook).toMatchObject({ method: 'post', path: 'bookingCreated', tag: 'Webhooks', webhook: true });
    expect(hook.requestBody?.schema?.properties?.map((p) => p.name)).toEqual(['id', 'note']);
    expect(hook.parameters.map((p) => [p.name, p.in])).toEqual([
      ['X-Signature', 'header'],
      ['X-Attempt', 'header'],
    ]);
    expect(operation('/docs/api/get-a-booking').webhook).toBeUndefined();
  });

  it('gives a webhook only its own security: the top-level one is for calls to the API', () => {
    expect(operation('/docs/api/webhook-a-booking-was-created').security).toEqual([]);
    expect(operation('/docs/api/webhook-a-booking-was-cancelled')).toMatchObject({ security: ['hookKey'], securitySchemes: [{ name: 'hookKey', in: 'header', key: 'X-Hook-Key' }] });
    expect(operation('/docs/api/get-a-booking').security).toEqual(['partnerToken']);
  });

  it('gives webhooks code samples: the delivery with curl to a local receiver, and that receiver in Node.js and Python', () => {
    const hook = operation('/docs/api/webhook-a-booking-was-created');
    expect(hook.codeSamples.map((s) => [s.id, s.label, s.language])).toEqual([
      ['curl', 'curl', 'bash'],
      ['node-receiver', 'Node.js (node:http)', 'js'],
      ['python-receiver', 'Python (http.server)', 'python'],
    ]);
    // Every header the webhook declares is sent (the API sends them all), and the whole payload.
    expect(sample(hook, 'curl')).toBe(
      [
        "curl -X POST 'http://localhost:8080/webhook' \\",
        "  -H 'X-Signature: string' \\",
        "  -H 'X-Attempt: 0' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{\n  "id": "string",\n  "note": "string"\n}'`,
      ].join('\n'),
    );
    expect(sample(hook, 'node-receiver')).toBe(
      [
        "import { createServer } from 'node:http';",
        '',
        'createServer(async (request, response) => {',
        "  if (request.method !== 'POST') return response.writeHead(405).end();",
        "  console.log('X-Signature:', request.headers['x-signature']);",
        "  console.log('X-Attempt:', request.headers['x-attempt']);",
        '  const chunks = [];',
        '  for await (const chunk of request) chunks.push(chunk);',
        '  let payload;',
        '  try {',
        "    payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));",
        '  } catch {',
        '    return response.writeHead(400).end();',
        '  }',
        '  console.log(payload);',
        '  response.writeHead(204).end();',
        '}).listen(8080);',
      ].join('\n'),
    );
    expect(sample(hook, 'python-receiver')).toBe(
      [
        'import json',
        'from http.server import BaseHTTPRequestHandler, HTTPServer',
        '',
        '',
        'class WebhookHandler(BaseHTTPRequestHandler):',
        '    def do_POST(self):',
        '        print("X-Signature:", self.headers.get("X-Signature"))',
        '        print("X-Attempt:", self.headers.get("X-Attempt"))',
        '        length = int(self.headers.get("Content-Length", 0))',
        '        try:',
        '            payload = json.loads(self.rfile.read(length))',
        '        except ValueError:',
        '            self.send_response(400)',
        '            self.end_headers()',
        '            return',
        '        print(payload)',
        '        self.send_response(204)',
        '        self.end_headers()',
        '',
        '',
        'HTTPServer(("", 8080), WebhookHandler).serve_forever()',
      ].join('\n'),
    );
  });

  it('has the webhook\'s credential in its delivery, checked by the receivers', () => {
    const cancelled = operation('/docs/api/webhook-a-booking-was-cancelled');
    expect(sample(cancelled, 'curl')).toContain("curl -X PUT 'http://localhost:8080/webhook' \\\n  -H 'X-Hook-Key: YOUR_API_KEY' \\");
    expect(sample(cancelled, 'node-receiver')).toContain("  if (request.headers['x-hook-key'] !== 'YOUR_API_KEY') return response.writeHead(401).end();");
    expect(sample(cancelled, 'python-receiver')).toContain('    def do_PUT(self):\n        if self.headers.get("X-Hook-Key") != "YOUR_API_KEY":\n            self.send_response(401)');
    expect(sample(cancelled, 'python-receiver')).toContain('        self.send_response(200)');

    const heartbeat = operation('/docs/api/webhook-heartbeat');
    expect(sample(heartbeat, 'curl')).toBe("curl -X GET 'http://localhost:8080/webhook?token=YOUR_API_KEY'");
    expect(sample(heartbeat, 'node-receiver')).toContain("if (new URL(request.url, 'http://localhost').searchParams.get('token') !== 'YOUR_API_KEY') return response.writeHead(401).end();");
    expect(sample(heartbeat, 'node-receiver')).not.toContain('chunks');
    expect(sample(heartbeat, 'python-receiver')).toContain('from urllib.parse import parse_qs, urlparse');
    expect(sample(heartbeat, 'python-receiver')).toContain('    def do_GET(self):\n        if parse_qs(urlparse(self.path).query).get("token") != ["YOUR_API_KEY"]:');
    expect(sample(heartbeat, 'python-receiver')).not.toContain('import json');
  });

  it('gives callbacks a section of their own, with no English words in the description of any locale', () => {
    for (const route of ['/docs/api/huo-qu-xiang-ce', '/ru/docs/api/huo-qu-xiang-ce']) {
      const page = operation(route);
      const html = toHtml(page.body);
      // The heading and its sentence are the theme's, in the reader's language; the body is the operation's own.
      expect(html).not.toContain('Callbacks');
      expect(html).not.toContain('Requests the API sends');
      expect(page.callbacks?.map((c) => ({ ...c, description: c.description ? toHtml(c.description) : undefined }))).toEqual([
        {
          name: 'onEvent',
          method: 'post',
          url: '{$request.body#/callbackUrl}',
          summary: 'An event happened',
          description: `<p>Sent for each event; see <a href="${route.startsWith('/ru') ? '/ru' : ''}/docs/guide#setup">the guide</a> and <a>a bad one</a>.</p>`,
          requestBody: {
            contentType: 'application/json',
            schema: { type: 'object', properties: [{ name: 'event', required: true, schema: { type: 'string', enum: ['created', 'cancelled'] } }] },
            example: { event: 'created' },
          },
          statuses: ['200', '410'],
        },
        { name: 'onEvent', method: 'put', url: '{$request.body#/errorUrl}', statuses: ['204'] },
      ]);
    }
    expect(operation('/docs/api/get-a-booking').callbacks).toBeUndefined();
  });

  it('checks the links of callback descriptions like the operation\'s, named by the callback\'s pointer', () => {
    const sources = reference.linkSources.filter((s) => s.displayPath === 'openapi/reader.yaml#/paths/~1subscriptions/post/callbacks/onEvent/{$request.body#~1callbackUrl}/post');
    expect(sources.map((s) => [s.locale, s.route, s.links.map((l) => [l.route, l.hash])])).toEqual([
      ['en', '/docs/api/huo-qu-xiang-ce', [['/docs/guide', 'setup']]],
      ['ru', '/docs/api/huo-qu-xiang-ce', [['/docs/guide', 'setup']]],
    ]);
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
