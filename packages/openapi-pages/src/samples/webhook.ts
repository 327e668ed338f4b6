import type { ApiParameter, ApiSecurityScheme, CodeSample } from '@lumidoc/content-pipeline';
import { describeCall, isJson, sampleScheme, type Call, type SampleInput } from './call.js';
import { curlSample } from './curl.js';
import { jsString, pyString } from './literals.js';

/** What a webhook's samples are written from. */
export interface WebhookSampleInput {
  method: string;
  /** The webhook's name in the description (`bookingCreated`). */
  name: string;
  /** Its parameters: the headers (and any query or cookie values) each delivery carries. */
  parameters: readonly ApiParameter[];
  body?: SampleInput['body'];
  /** The status the receiver answers with: the webhook's first successful response. Default 200. */
  status?: string;
  /** How the API authenticates the delivery (the webhook's own `security`); none when empty. */
  securitySchemes?: readonly ApiSecurityScheme[];
}

/** Where the samples' receiver listens, and where the curl sample delivers to. */
export const RECEIVER_PORT = 8080;
export const RECEIVER_URL = `http://localhost:${RECEIVER_PORT}/webhook`;

/** The delivery as a call to the reader's receiver: every declared header, query and cookie value and the whole payload are sent. */
function delivery(input: WebhookSampleInput): Call {
  const schemes = input.securitySchemes ?? [];
  return describeCall({
    method: input.method,
    path: '',
    operationId: input.name,
    parameters: input.parameters.filter((p) => p.in !== 'path').map((p) => ({ ...p, required: true })),
    // The API sends the whole payload, not only its required fields: no schema to pick them by.
    ...(input.body ? { body: { contentType: input.body.contentType, example: input.body.example } } : {}),
    serverUrl: RECEIVER_URL,
    authenticated: schemes.length > 0,
    securitySchemes: schemes,
  });
}

/** The credential a receiver compares, as the delivery carries it. */
type Credential = { in: 'header' | 'query'; name: string; value: string };

function credentialOf(call: Call, schemes: readonly ApiSecurityScheme[]): Credential | undefined {
  const scheme = sampleScheme(schemes);
  if (!scheme) return undefined;
  if (call.basic) return { in: 'header', name: 'Authorization', value: `Basic ${Buffer.from(`${call.basic.username}:${call.basic.password}`).toString('base64')}` };
  if (scheme.in === 'header') {
    const header = call.headers.find((h) => h.name === scheme.key);
    return header ? { in: 'header', name: scheme.key, value: String(header.value) } : undefined;
  }
  if (scheme.in === 'query') {
    const field = call.query.find((q) => q.name === scheme.key);
    return field ? { in: 'query', name: scheme.key, value: String(field.value) } : undefined;
  }
  return undefined; // A cookie from the API is unusual; the receiver does not check it.
}

/** A status code the receiver can send: the webhook's own when it is a number, else 200. */
const statusOf = (status: string | undefined) => (status && /^[1-5]\d\d$/.test(status) ? Number(status) : 200);

/** Headers the receiver prints: every header parameter the webhook declares. */
const declaredHeaders = (input: WebhookSampleInput) => input.parameters.filter((p) => p.in === 'header').map((p) => p.name);

/** A minimal receiver with Node.js's own `node:http`: checks the credential, reads the payload, answers. */
function nodeReceiver(input: WebhookSampleInput, call: Call, credential: Credential | undefined): string {
  const status = statusOf(input.status);
  const lines = [`import { createServer } from 'node:http';`, '', 'createServer(async (request, response) => {'];
  lines.push(`  if (request.method !== ${jsString(call.method)}) return response.writeHead(405).end();`);
  if (credential?.in === 'header') lines.push(`  if (request.headers[${jsString(credential.name.toLowerCase())}] !== ${jsString(credential.value)}) return response.writeHead(401).end();`);
  if (credential?.in === 'query') lines.push(`  if (new URL(request.url, 'http://localhost').searchParams.get(${jsString(credential.name)}) !== ${jsString(credential.value)}) return response.writeHead(401).end();`);
  for (const name of declaredHeaders(input)) lines.push(`  console.log(${jsString(`${name}:`)}, request.headers[${jsString(name.toLowerCase())}]);`);
  if (input.body) {
    lines.push('  const chunks = [];', '  for await (const chunk of request) chunks.push(chunk);');
    if (isJson(input.body.contentType)) {
      // A body that is not JSON is refused, not left to end the process.
      lines.push('  let payload;', '  try {', `    payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));`, '  } catch {', '    return response.writeHead(400).end();', '  }');
    } else {
      lines.push('  const payload = Buffer.concat(chunks);');
    }
    lines.push('  console.log(payload);');
  }
  lines.push(`  response.writeHead(${status}).end();`, `}).listen(${RECEIVER_PORT});`);
  return lines.join('\n');
}

/** A minimal receiver with Python's own `http.server`. */
function pythonReceiver(input: WebhookSampleInput, call: Call, credential: Credential | undefined): string {
  const status = statusOf(input.status);
  const json = input.body && isJson(input.body.contentType);
  const imports = [...(json ? ['import json'] : []), 'from http.server import BaseHTTPRequestHandler, HTTPServer', ...(credential?.in === 'query' ? ['from urllib.parse import parse_qs, urlparse'] : [])];
  const body: string[] = [];
  const refuse = ['            self.send_response(401)', '            self.end_headers()', '            return'];
  if (credential?.in === 'header') body.push(`        if self.headers.get(${pyString(credential.name)}) != ${pyString(credential.value)}:`, ...refuse);
  if (credential?.in === 'query') body.push(`        if parse_qs(urlparse(self.path).query).get(${pyString(credential.name)}) != [${pyString(credential.value)}]:`, ...refuse);
  for (const name of declaredHeaders(input)) body.push(`        print(${pyString(`${name}:`)}, self.headers.get(${pyString(name)}))`);
  if (input.body) {
    body.push('        length = int(self.headers.get("Content-Length", 0))');
    if (json) body.push('        try:', '            payload = json.loads(self.rfile.read(length))', '        except ValueError:', '            self.send_response(400)', '            self.end_headers()', '            return');
    else body.push('        payload = self.rfile.read(length)');
    body.push('        print(payload)');
  }
  body.push(`        self.send_response(${status})`, '        self.end_headers()');
  return [...imports, '', '', 'class WebhookHandler(BaseHTTPRequestHandler):', `    def do_${call.method}(self):`, ...body, '', '', `HTTPServer(("", ${RECEIVER_PORT}), WebhookHandler).serve_forever()`].join('\n');
}

/**
 * Samples for a webhook, a request the API sends: the delivery as a curl call to a receiver on the
 * reader's machine (to try it), and that minimal receiver in Node.js and Python, without libraries.
 */
export function webhookSamples(input: WebhookSampleInput): CodeSample[] {
  const call = delivery(input);
  const credential = credentialOf(call, input.securitySchemes ?? []);
  return [
    { id: 'curl', label: 'curl', language: 'bash', code: curlSample(call) },
    { id: 'node-receiver', label: 'Node.js (node:http)', language: 'js', code: nodeReceiver(input, call, credential) },
    { id: 'python-receiver', label: 'Python (http.server)', language: 'python', code: pythonReceiver(input, call, credential) },
  ];
}
