import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown } from './compile.js';
import { resolveRelativeRoute } from './links.js';

// A site in Lumidoc's layout: docs in content/docs/<locale>/, public files in public/.
let site: string;
const PAGES: Record<string, string> = {
  'content/docs/en/guides/setup.md': '/docs/guides/setup',
  'content/docs/en/guides/deep/page.md': '/docs/guides/deep/page',
  'content/docs/en/guides/deep/setup.md': '/docs/guides/deep/setup',
  'content/docs/en/intro.mdx': '/docs/intro',
};
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000080806000000', 'hex');

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-links-'));
  for (const file of ['content/docs/en/guides/deep/img/shot.png', 'content/docs/en/guides/deep/files/guide.pdf', 'assets/logo.png', 'public/img/a.png']) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), file.endsWith('.pdf') ? 'pdf' : PNG);
  }
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

/** Compiles `markdown` as content/docs/en/guides/deep/page.md of the site. */
function compile(markdown: string) {
  const file = 'content/docs/en/guides/deep/page.md';
  const byPath = new Map(Object.entries(PAGES).map(([relative, route]) => [path.join(site, relative), route]));
  return compileMarkdown(markdown, { file, sourcePath: path.join(site, file), locale: 'en', resolveMarkdown: (linked) => byPath.get(linked) });
}
const routesOf = (markdown: string) => compile(markdown).links.map((link) => (link.brokenMarkdown ? `broken ${link.written}` : link.route));

describe('links to Markdown files, as Docusaurus resolves them', () => {
  it('reads ./ and ../ paths from the page\'s folder only, .md and .mdx alike', () => {
    expect(routesOf('[a](./setup.md) [b](../setup.md) [c](../../intro.mdx) [d](./intro.mdx)')).toEqual(['/docs/guides/deep/setup', '/docs/guides/setup', '/docs/intro', 'broken ./intro.mdx']);
  });

  it('reads a bare path from the page\'s folder, then the locale\'s docs folder, then the site folder', () => {
    expect(routesOf('[a](setup.md) [b](guides/setup.md) [c](intro.mdx) [d](docs/intro.mdx)')).toEqual(['/docs/guides/deep/setup', '/docs/guides/setup', '/docs/intro', '/docs/intro']);
  });

  it('reads an absolute path from the docs folder, then from the site folder (/docs/x.md), and @site/ paths from the site folder', () => {
    expect(routesOf('[a](/guides/setup.md) [b](/docs/guides/setup.md) [c](@site/docs/intro.mdx) [d](/setup.md)')).toEqual(['/docs/guides/setup', '/docs/guides/setup', '/docs/intro', 'broken /setup.md']);
  });

  it('writes the route with the hash, marked for localizing; a broken link stays as written', () => {
    expect(toHtml(compile('[a](../setup.md#ports) [b](nowhere.md)').body)).toBe('<p><a href="/docs/guides/setup#ports" data-route="/docs/guides/setup">a</a> <a href="nowhere.md">b</a></p>');
  });
});

describe('URL links', () => {
  it('resolves an extension-less relative link against the page\'s route', () => {
    const compiled = compile('[a](../api#buffers) [b](./other) [c](other) [d](/docs/api)');
    expect(compiled.links.map((l) => [l.route, l.hash])).toEqual([['/docs/guides/api', 'buffers'], ['/docs/guides/deep/other', undefined], ['/docs/guides/deep/other', undefined], ['/docs/api', undefined]]);
    expect(toHtml(compiled.body)).toContain('<a href="/docs/guides/api#buffers" data-route="/docs/guides/api">a</a>');
  });

  it('reads pathname:/// links as site paths that are no page: checked, not localized', () => {
    const result = compile('[sample](pathname:///downloads/sample.yml) [old](pathname:///legacy/index.html#top)');
    expect(result.links.map((link) => [link.route, link.hash, link.written])).toEqual([
      ['/downloads/sample.yml', undefined, 'pathname:///downloads/sample.yml'],
      ['/legacy/index.html', 'top', 'pathname:///legacy/index.html#top'],
    ]);
    expect(toHtml(result.body)).toBe('<p><a href="/downloads/sample.yml">sample</a> <a href="/legacy/index.html#top">old</a></p>');
  });

  it('leaves a relative link for the check to resolve when the page\'s route is unknown', () => {
    const compiled = compileMarkdown('[a](../api)', { file: 'x.md' });
    expect(compiled.links).toEqual([{ route: '../api', line: 1, column: 1, written: '../api' }]);
    expect(resolveRelativeRoute('../api', '/docs/guides/deep/page')).toBe('/docs/guides/api');
    expect(resolveRelativeRoute('.', '/docs/a/b')).toBe('/docs/a');
  });

  it('copies a relative link to an existing file into the site, named by its bytes', () => {
    const compiled = compile('[PDF](./files/guide.pdf)');
    expect(compiled.links).toEqual([]);
    expect(compiled.images).toEqual([{ src: expect.stringMatching(/^\/assets\/files\/guide-[0-9a-f]{8}\.pdf$/), file: path.join(site, 'content/docs/en/guides/deep/files/guide.pdf'), line: 1 }]);
    expect(toHtml(compiled.body)).toBe(`<p><a href="${compiled.images[0]!.src}">PDF</a></p>`);
  });
});

describe('images next to the content', () => {
  it('copies relative and @site/ images under a hashed name, sized; @site/static/ is a public file', () => {
    const compiled = compile('![a](./img/shot.png) ![b](@site/assets/logo.png) ![c](@site/static/img/a.png) <img src="./img/shot.png" alt="d">');
    const [shot, logo, pub, raw] = compiled.images;
    expect(shot!.src).toMatch(/^\/assets\/images\/shot-[0-9a-f]{8}\.png$/);
    expect(logo!.src).toBe(shot!.src.replace('shot-', 'logo-'));
    expect(pub).toEqual({ src: '/img/a.png', line: 1 });
    expect(raw).toEqual(shot);
    expect(toHtml(compiled.body)).toContain(`<img src="${shot!.src}" alt="a" loading="lazy" decoding="async" width="16" height="8">`);
    expect(toHtml(compiled.body)).toContain('<img src="/img/a.png" alt="c" loading="lazy" decoding="async" width="16" height="8">');
  });

  it('resolves a front matter image (the social card) like an image in the body', () => {
    const result = compile('---\nimage: ./img/shot.png\n---\n\nText.\n');
    expect(result.frontMatter.image).toMatch(/^\/assets\/images\/shot-[0-9a-f]{8}\.png$/);
    expect(result.images.map((image) => image.src)).toEqual([result.frontMatter.image]);
    expect(compile('---\nimage: https://example.org/card.png\n---\n').frontMatter.image).toBe('https://example.org/card.png');
  });

  it('stops at a missing relative or @site/ image with the file it looked for', () => {
    expect(() => compile('\n![a](./img/none.png)')).toThrow(/page\.md:2:1: image "\.\/img\/none\.png" does not exist: there is no file content\/docs\/en\/guides\/deep\/img\/none\.png\n {2}fix: add the image there, or fix the path \(it is read from the page's folder/);
    expect(() => compile('![a](@site/assets/none.png)')).toThrow(/image "@site\/assets\/none\.png" does not exist: there is no file assets\/none\.png\n {2}fix: .*read from the site folder/);
  });
});
