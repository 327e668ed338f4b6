import { exampleUrl, type Call } from './call.js';
import { shellQuote } from './literals.js';

const formValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The call as a curl command, one option per line. */
export function curlSample(call: Call): string {
  const lines = [`curl -X ${call.method} ${shellQuote(exampleUrl(call))}`];
  if (call.basic) lines.push(`  -u ${shellQuote(`${call.basic.username}:${call.basic.password}`)}`);
  for (const header of call.headers) lines.push(`  -H ${shellQuote(`${header.name}: ${String(header.value)}`)}`);
  if (call.cookies.length) lines.push(`  -b ${shellQuote(call.cookies.map((c) => `${c.name}=${String(c.value)}`).join('; '))}`);
  if (call.json !== undefined) lines.push(`  -d ${shellQuote(JSON.stringify(call.json, null, 2))}`);
  for (const field of call.form ?? []) lines.push(`  -F ${shellQuote(field.file ? `${field.name}=@${field.file}` : `${field.name}=${formValue(field.value)}`)}`);
  if (call.response === 'binary') lines.push('  -o response.bin');
  return lines.join(' \\\n');
}
