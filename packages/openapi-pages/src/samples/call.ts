import type { ApiParameter, ApiSecurityScheme, SchemaView } from '@lumidoc/content-pipeline';
import { exampleFor } from '../schema-view.js';

/** What the code samples are written from. */
export interface SampleInput {
  method: string;
  path: string;
  operationId: string;
  parameters: readonly ApiParameter[];
  body?: { contentType: string; example: unknown; typeName?: string; schema?: SchemaView };
  /** Media type of the first successful response that has a body; none when it has no body. */
  responseType?: string;
  /** Server URL the samples call, e.g. `https://immich.example.com/api`. */
  serverUrl: string;
  /** npm package whose functions are named after the operation ids, when there is one. */
  sdkPackage?: string;
  authenticated: boolean;
  /**
   * The schemes that authorize the operation, as the page lists them. The samples send the first
   * an API client can send (an API key in a header preferred). Without it, an authenticated call
   * sends `x-api-key`.
   */
  securitySchemes?: readonly ApiSecurityScheme[];
}

/** A named value the call sends. */
export interface Field {
  name: string;
  value: unknown;
}

/** A multipart field; `file` is set for binary fields, which are sent from a file of that name. */
export interface FormField extends Field {
  file?: string;
}

/** One call, independent of the language it is written in. */
export interface Call {
  method: string;
  /** Full URL with `{name}` placeholders for path parameters. */
  urlTemplate: string;
  pathParams: Field[];
  /** Required query parameters. */
  query: Field[];
  /** Credential, `Accept`, required header parameters and, for JSON, `Content-Type`. */
  headers: Field[];
  /** Cookies: a credential sent as a cookie, required cookie parameters. */
  cookies: Field[];
  /** HTTP basic credentials, sent by each language's own means. */
  basic?: { username: string; password: string };
  json?: unknown;
  form?: FormField[];
  /** How to read the answer. */
  response: 'json' | 'binary' | 'none';
  input: SampleInput;
}

/** The credential an authenticated sample sends when the operation's schemes are not given. */
export const API_KEY_HEADER: Field = { name: 'x-api-key', value: 'YOUR_API_KEY' };

/** The scheme a sample authenticates with: an API key in a header if accepted, else the first. */
export function sampleScheme(schemes: readonly ApiSecurityScheme[]): ApiSecurityScheme | undefined {
  return schemes.find((s) => s.in === 'header' && !s.prefix) ?? schemes[0];
}

/** The placeholder a reader replaces with their credential. */
const placeholder = (scheme: ApiSecurityScheme) => (scheme.prefix === 'Bearer' ? 'YOUR_ACCESS_TOKEN' : scheme.prefix ? 'YOUR_CREDENTIALS' : 'YOUR_API_KEY');
/** The file a binary multipart field is sent from. */
export const SAMPLE_FILE = 'photo.jpg';

export const isJson = (contentType: string) => /[/+]json\b/.test(contentType);

/**
 * The JSON body a sample sends: the required fields of the example, so a call with many optional
 * filters stays short; the whole example when nothing is required (an update) or the schema does not say.
 */
function sampleJson(body: NonNullable<SampleInput['body']>): unknown {
  const required = body.schema?.properties?.filter((p) => p.required).map((p) => p.name) ?? [];
  const example = body.example;
  if (!required.length || !example || typeof example !== 'object' || Array.isArray(example)) return example;
  return Object.fromEntries(Object.entries(example).filter(([name]) => required.includes(name)));
}

/** Multipart fields: the required ones (all, when the schema does not say), binary ones from a file. */
function formFields(body: NonNullable<SampleInput['body']>): FormField[] {
  const example = (body.example && typeof body.example === 'object' ? body.example : {}) as Record<string, unknown>;
  const required = body.schema?.properties ? new Set(body.schema.properties.filter((p) => p.required).map((p) => p.name)) : undefined;
  return Object.entries(example)
    .filter(([name]) => !required || required.has(name))
    .map(([name, value]) => (value === '<binary>' ? { name, value, file: SAMPLE_FILE } : { name, value }));
}

/** Builds the language-neutral call from an operation. */
export function describeCall(input: SampleInput): Call {
  const valueOf = (p: ApiParameter) => exampleFor(p.schema);
  const headers: Field[] = [];
  const cookies: Field[] = [];
  const query: Field[] = [];
  let basic: Call['basic'];
  if (input.authenticated) {
    const scheme = input.securitySchemes ? sampleScheme(input.securitySchemes) : undefined;
    if (!input.securitySchemes) headers.push(API_KEY_HEADER);
    else if (scheme?.prefix === 'Basic') basic = { username: 'USERNAME', password: 'PASSWORD' };
    else if (scheme?.in === 'query') query.push({ name: scheme.key, value: placeholder(scheme) });
    else if (scheme?.in === 'cookie') cookies.push({ name: scheme.key, value: placeholder(scheme) });
    else if (scheme) headers.push({ name: scheme.key, value: scheme.prefix ? `${scheme.prefix} ${placeholder(scheme)}` : placeholder(scheme) });
  }
  headers.push(...input.parameters.filter((p) => p.in === 'header' && p.required).map((p) => ({ name: p.name, value: valueOf(p) })));
  cookies.push(...input.parameters.filter((p) => p.in === 'cookie' && p.required).map((p) => ({ name: p.name, value: valueOf(p) })));
  query.unshift(...input.parameters.filter((p) => p.in === 'query' && p.required).map((p) => ({ name: p.name, value: valueOf(p) })));
  if (input.responseType && isJson(input.responseType)) headers.push({ name: 'Accept', value: 'application/json' });
  const body = input.body;
  const json = body && isJson(body.contentType) ? sampleJson(body) : undefined;
  if (json !== undefined) headers.push({ name: 'Content-Type', value: 'application/json' });
  // Every placeholder of the path gets a value, declared or not, so no sample names an undefined variable.
  const declared = input.parameters.filter((p) => p.in === 'path');
  const placeholders = [...input.path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
  const pathParams = [...new Set(placeholders)].map((name) => {
    const p = declared.find((d) => d.name === name);
    return { name, value: p ? valueOf(p) : name };
  });
  return {
    method: input.method.toUpperCase(),
    urlTemplate: `${input.serverUrl}${input.path}`,
    pathParams,
    query,
    headers,
    cookies,
    ...(basic ? { basic } : {}),
    ...(json !== undefined ? { json } : {}),
    ...(body?.contentType.startsWith('multipart/') ? { form: formFields(body) } : {}),
    response: !input.responseType ? 'none' : isJson(input.responseType) ? 'json' : 'binary',
    input,
  };
}

/** The URL template split into literal text and path parameter names, in order. */
export function urlParts(call: Call): Array<{ text: string } | { param: string }> {
  const parts: Array<{ text: string } | { param: string }> = [];
  let last = 0;
  for (const match of call.urlTemplate.matchAll(/\{([^{}]+)\}/g)) {
    if (match.index > last) parts.push({ text: call.urlTemplate.slice(last, match.index) });
    parts.push({ param: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < call.urlTemplate.length) parts.push({ text: call.urlTemplate.slice(last) });
  return parts;
}

/** The URL with example values in place of the path parameters and the required query. */
export function exampleUrl(call: Call): string {
  const path = call.urlTemplate.replace(/\{([^{}]+)\}/g, (_whole, name: string) => encodeURIComponent(String(call.pathParams.find((p) => p.name === name)?.value ?? name)));
  return path + queryString(call.query);
}

/** `?a=1&b=x` from fields, URL-encoded; empty when there are none. */
export function queryString(fields: readonly Field[]): string {
  return fields.length ? `?${fields.map((f) => `${encodeURIComponent(f.name)}=${encodeURIComponent(String(f.value))}`).join('&')}` : '';
}

/** Words no variable may be called, in JavaScript or Python. */
const RESERVED = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return super switch this throw true try typeof var void while with yield and as assert async def del elif except from global is lambda nonlocal not or pass raise None True False fetch response form data requests'.split(' '),
);

/** A name as an identifier in camelCase (JavaScript) or snake_case (Python), never a reserved word. */
export function identifier(name: string, style: 'camel' | 'snake'): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = style === 'snake' ? words.map((w) => w.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()).join('_') : words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  const safe = /^[0-9]/.test(joined) ? `_${joined}` : joined || '_';
  return RESERVED.has(safe) ? `${safe}_` : safe;
}
