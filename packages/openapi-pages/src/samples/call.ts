import type { ApiParameter, SchemaView } from '@lumidoc/content-pipeline';
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
  json?: unknown;
  form?: FormField[];
  /** How to read the answer. */
  response: 'json' | 'binary' | 'none';
  input: SampleInput;
}

/** The credential every authenticated sample sends. */
export const API_KEY_HEADER: Field = { name: 'x-api-key', value: 'YOUR_API_KEY' };
/** The file a binary multipart field is sent from. */
export const SAMPLE_FILE = 'photo.jpg';

const isJson = (contentType: string) => /[/+]json\b/.test(contentType);

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
  if (input.authenticated) headers.push(API_KEY_HEADER);
  headers.push(...input.parameters.filter((p) => p.in === 'header' && p.required).map((p) => ({ name: p.name, value: valueOf(p) })));
  if (input.responseType && isJson(input.responseType)) headers.push({ name: 'Accept', value: 'application/json' });
  const body = input.body;
  const json = body && isJson(body.contentType) ? sampleJson(body) : undefined;
  if (json !== undefined) headers.push({ name: 'Content-Type', value: 'application/json' });
  return {
    method: input.method.toUpperCase(),
    urlTemplate: `${input.serverUrl}${input.path}`,
    pathParams: input.parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, value: valueOf(p) })),
    query: input.parameters.filter((p) => p.in === 'query' && p.required).map((p) => ({ name: p.name, value: valueOf(p) })),
    headers,
    ...(json !== undefined ? { json } : {}),
    ...(body?.contentType.startsWith('multipart/') ? { form: formFields(body) } : {}),
    response: !input.responseType ? 'none' : isJson(input.responseType) ? 'json' : 'binary',
    input,
  };
}

/** The URL with example values in place of the path parameters and the required query. */
export function exampleUrl(call: Call): string {
  const path = call.urlTemplate.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(String(call.pathParams.find((p) => p.name === name)?.value ?? name)));
  return path + queryString(call.query);
}

/** `?a=1&b=x` from fields, URL-encoded; empty when there are none. */
export function queryString(fields: readonly Field[]): string {
  return fields.length ? `?${fields.map((f) => `${encodeURIComponent(f.name)}=${encodeURIComponent(String(f.value))}`).join('&')}` : '';
}

/** A name as an identifier in camelCase (JavaScript) or snake_case (Python). */
export function identifier(name: string, style: 'camel' | 'snake'): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = style === 'snake' ? words.map((w) => w.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()).join('_') : words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return /^[0-9]/.test(joined) ? `_${joined}` : joined || '_';
}
