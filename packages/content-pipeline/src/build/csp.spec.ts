import { createHash } from 'node:crypto';
import { withContentSecurityPolicy } from './csp.js';

describe('withContentSecurityPolicy', () => {
  it('allows exactly the inline scripts of the page by hash, and no JSON data blocks', () => {
    const html = '<!DOCTYPE html><html><head><script>a()</script><script type="module" src="/e.js"></script></head><body><script type="application/json">{}</script><script data-x="1">b()</script></body></html>';
    const out = withContentSecurityPolicy(html);
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(out)![1]!;
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(policy).toContain(`script-src 'self' ${hash('a()')} ${hash('b()')}`);
    expect(policy).not.toContain(hash('{}'));
    expect(policy).toContain("object-src 'none'");
  });
});
