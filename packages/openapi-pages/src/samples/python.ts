import { identifier, urlParts, type Call } from './call.js';
import { pyLiteral, pyString } from './literals.js';

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** A dict of fields on one line: `{"a": 1, "b": "x"}`. */
const inlineDict = (fields: ReadonlyArray<{ name: string; value: unknown }>) => `{${fields.map((f) => `${pyString(f.name)}: ${pyLiteral(f.value)}`).join(', ')}}`;

/** The call with Python's `requests`. */
export function pythonSample(call: Call): string {
  const lines = ['import requests', ''];
  for (const p of call.pathParams) lines.push(`${identifier(p.name, 'snake')} = ${pyLiteral(p.value)}`);
  if (call.pathParams.length) lines.push('');
  const method = call.method.toLowerCase();
  // In an f-string, literal braces are doubled; the rest is escaped as in any string literal.
  const inner = (text: string) => pyString(text).slice(1, -1);
  const url = call.pathParams.length ? `"${urlParts(call).map((part) => ('param' in part ? `{${identifier(part.param, 'snake')}}` : inner(part.text).replace(/\{/g, '{{').replace(/\}/g, '}}'))).join('')}"` : pyString(call.urlTemplate);
  lines.push(METHODS.has(method) ? `response = requests.${method}(` : `response = requests.request(\n    ${pyString(call.method)},`);
  lines.push(`    ${call.pathParams.length ? 'f' : ''}${url},`);
  if (call.query.length) lines.push(`    params=${inlineDict(call.query)},`);
  // requests sets Content-Type itself for json= and files=.
  const headers = call.headers.filter((h) => h.name !== 'Content-Type');
  if (headers.length) lines.push(`    headers=${inlineDict(headers)},`);
  if (call.cookies.length) lines.push(`    cookies=${inlineDict(call.cookies)},`);
  if (call.basic) lines.push(`    auth=(${pyString(call.basic.username)}, ${pyString(call.basic.password)}),`);
  if (call.json !== undefined) lines.push(`    json=${pyLiteral(call.json, '    ')},`);
  const form = call.form ?? [];
  const data = form.filter((f) => !f.file).map((f) => ({ name: f.name, value: typeof f.value === 'string' ? f.value : JSON.stringify(f.value) }));
  if (data.length) lines.push(`    data=${inlineDict(data)},`);
  const files = form.filter((f) => f.file);
  if (files.length) lines.push(`    files={${files.map((f) => `${pyString(f.name)}: open(${pyString(f.file!)}, "rb")`).join(', ')}},`);
  lines.push(')', 'response.raise_for_status()');
  if (call.response === 'json') lines.push('data = response.json()');
  if (call.response === 'binary') lines.push('content = response.content');
  return lines.join('\n');
}
