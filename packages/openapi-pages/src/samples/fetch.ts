import { identifier, queryString, urlParts, type Call } from './call.js';
import { jsKey, jsLiteral, jsString } from './literals.js';

/** The call with the Fetch API (browsers and Node.js 20+). */
export function fetchSample(call: Call): string {
  const lines: string[] = [];
  const files = (call.form ?? []).some((f) => f.file);
  if (files) lines.push(`import { openAsBlob } from 'node:fs';`, '');
  for (const p of call.pathParams) lines.push(`const ${identifier(p.name, 'camel')} = ${jsLiteral(p.value)};`);
  if (call.pathParams.length) lines.push('');
  if (call.form) {
    lines.push('const form = new FormData();');
    for (const f of call.form) {
      lines.push(f.file ? `form.append(${jsString(f.name)}, await openAsBlob(${jsString(f.file)}), ${jsString(f.file)});` : `form.append(${jsString(f.name)}, ${jsString(typeof f.value === 'string' ? f.value : JSON.stringify(f.value))});`);
    }
    lines.push('');
  }
  // Literal parts of a template literal: a backslash, a backtick or `${` would end or change it.
  const literal = (text: string) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  const url = urlParts(call).map((part) => ('param' in part ? `\${${identifier(part.param, 'camel')}}` : literal(part.text))).join('') + literal(queryString(call.query));
  lines.push(`const response = await fetch(\`${url}\`, {`, `  method: ${jsString(call.method)},`);
  // Fetch sets the multipart Content-Type (with its boundary) itself.
  const headers = [...call.headers];
  if (call.basic) headers.unshift({ name: 'Authorization', value: '' });
  if (call.cookies.length) headers.push({ name: 'Cookie', value: call.cookies.map((c) => `${c.name}=${String(c.value)}`).join('; ') });
  if (headers.length) {
    const basic = call.basic ? `\`Basic \${btoa(${jsString(`${call.basic.username}:${call.basic.password}`)})}\`` : '';
    lines.push('  headers: {', ...headers.map((h) => `    ${jsKey(h.name)}: ${call.basic && h.name === 'Authorization' && h.value === '' ? basic : jsLiteral(h.value)},`), '  },');
  }
  if (call.json !== undefined) lines.push(`  body: JSON.stringify(${jsLiteral(call.json, '  ')}),`);
  if (call.form) lines.push('  body: form,');
  lines.push('});', 'if (!response.ok) throw new Error(`HTTP ${response.status}`);');
  if (call.response === 'json') lines.push('const data = await response.json();');
  if (call.response === 'binary') lines.push('const file = await response.blob();');
  return lines.join('\n');
}
