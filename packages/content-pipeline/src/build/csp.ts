import { createHash } from 'node:crypto';

/** The policy of a page, given the hashes of its inline scripts (`'sha256-…'` sources). */
export type ContentSecurityPolicy = (scriptHashes: readonly string[]) => string;

/** A strict default: own origin only, inline scripts allowed by hash, styles in attributes allowed. */
export const defaultContentSecurityPolicy: ContentSecurityPolicy = (hashes) =>
  [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Adds a `<meta http-equiv="Content-Security-Policy">` to a prerendered page, allowing exactly the
 * inline scripts it contains by their SHA-256. Works on any static host: no server headers needed.
 */
export function withContentSecurityPolicy(html: string, policy: ContentSecurityPolicy = defaultContentSecurityPolicy): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy([...hashes]).replace(/"/g, '&quot;')}"/>`;
  return html.replace(/<head>/, `<head>${meta}`);
}
