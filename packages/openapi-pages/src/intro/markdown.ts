import type { ApiSecurityScheme } from '@lumidoc/content-pipeline';
import { markdownText } from '../markdown-text.js';
import type { IntroFacts } from './template.js';

/** Escapes text for a Markdown table cell. */
export const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** A Markdown table. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** The credential as written on the wire: `Authorization: Bearer <token>`, `immich_access_token=<token>`. */
export function credentialExample(scheme: ApiSecurityScheme, value: string): string {
  if (scheme.in === 'cookie') return `${scheme.key}=${value}`;
  if (scheme.in === 'query') return `?${scheme.key}=${value}`;
  return `${scheme.key}: ${scheme.prefix ? `${scheme.prefix} ` : ''}${value}`;
}

/** A curl call with an API key, for the "API key" section. */
export function apiKeyCurl(facts: IntroFacts): string | undefined {
  if (!facts.apiKeyHeader || !facts.sampleCall) return undefined;
  return ['```bash', `curl -X ${facts.sampleCall.method} '${facts.sampleServerUrl}${facts.sampleCall.path}' \\`, `  -H '${facts.apiKeyHeader}: YOUR_API_KEY'`, '```'].join('\n');
}

/** A fenced JSON block. */
export const jsonBlock = (json: string) => ['```json', json, '```'].join('\n');

/** The Areas table: each tag (as text, linking to its first operation), its count and, when any has one, its description. */
export function areaTable(facts: IntroFacts, headers: readonly [area: string, count: string, description: string]): string {
  const described = facts.areas.some((a) => a.description);
  return table(
    described ? headers : headers.slice(0, 2),
    facts.areas.map((a) => [`[${markdownText(a.label ?? a.tag)}](${a.route})`, String(a.count), ...(described ? [cell(a.description ?? '')] : [])]),
  );
}
