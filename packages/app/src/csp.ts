import { createHash } from 'node:crypto';

/** The policy of a page, given the hashes of its inline scripts (`'sha256-…'` sources). */
export type ContentSecurityPolicy = (scriptHashes: readonly string[]) => string;

/**
 * A strict policy: own origin only, inline scripts allowed by hash, styles in attributes allowed,
 * images from the site, `data:` URLs and the given hosts over https only. Pass the hosts given to
 * the build as `remoteImageHosts`, so the policy allows exactly the images the build let through,
 * and as `frameHosts` the build's `iframeHosts`, so the embeds it kept may load (`frame-src`).
 */
export const contentSecurityPolicyWith = ({ imageHosts = [], frameHosts = [] }: { imageHosts?: readonly string[]; frameHosts?: readonly string[] }): ContentSecurityPolicy => (hashes) =>
  [
    "default-src 'self'",
    // Iframes in content load only from the hosts the build's `iframeHosts` allowed, over https.
    ...(frameHosts.length ? [["frame-src 'self'", ...frameHosts.map((host) => `https://${host}`)].join(' ')] : []),
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", ...imageHosts.map((host) => `https://${host}`)].join(' '),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** The strict policy with no remote image host. */
export const defaultContentSecurityPolicy: ContentSecurityPolicy = contentSecurityPolicyWith({});

/** A page holds an inline script that its renderer did not say it wrote. */
export class ContentSecurityError extends Error {
  override name = 'ContentSecurityError';
}

const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const DATA_BLOCK = /^application\/(?:ld\+)?json$/i;

/** The text of every inline script a browser would run: no `src`, not a JSON data block. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    const attrs = new Map<string, string>();
    for (const [, name, ...values] of attributes!.matchAll(ATTRIBUTE)) {
      const key = name!.toLowerCase();
      if (!attrs.has(key)) attrs.set(key, values.find((v) => v !== undefined) ?? '');
    }
    if (attrs.has('src') || DATA_BLOCK.test((attrs.get('type') ?? '').trim())) continue;
    found.push(text!);
  }
  return found;
}

/** The `'sha256-…'` source of a script's text, as a policy lists it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * Adds a `<meta http-equiv="Content-Security-Policy">` to a prerendered page. The policy allows by
 * SHA-256 exactly `scripts`, the inline scripts the renderer says it wrote (theme, router): the
 * hashes never come from the document, so a script that reached the page any other way (from
 * content, in whatever wrapping) would stay blocked. Such a script is also an error: this throws
 * `ContentSecurityError` quoting it, so the build stops instead of shipping it.
 * Works on any static host: no server headers needed.
 */
export function withContentSecurityPolicy(html: string, scripts: readonly string[], policy: ContentSecurityPolicy = defaultContentSecurityPolicy): string {
  const written = new Set(scripts);
  for (const script of inlineScripts(html)) {
    if (written.has(script)) continue;
    const text = script.replace(/\s+/g, ' ').trim();
    throw new ContentSecurityError(
      `the page has an inline script that its renderer did not write: <script>${text.length > 80 ? `${text.slice(0, 80)}…` : text}</script>\n` +
        '  fix: if the script came from content, remove it (content cannot run scripts); if a component writes it, return its text in the `scripts` of the render function',
    );
  }
  const hashes = [...new Set(scripts)].map(scriptHash);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(hashes).replace(/"/g, '&quot;')}"/>`;
  return html.replace(/<head>/, `<head>${meta}`);
}
