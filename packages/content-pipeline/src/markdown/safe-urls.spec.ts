import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown } from './compile.js';
import { isUnsafeUrl, neutralizeUrls } from './safe-urls.js';

const html = (md: string) => toHtml(compileMarkdown(md, { file: 'content/docs/en/x.md' }).body);

describe('safe URLs in compiled Markdown', () => {
  const tricks = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,hi',
  ];

  it.each(tricks)('makes the link %j inert, keeping its text', (url) => {
    const out = html(`[click me](<${url}>)`);
    expect(out).toContain('click me');
    expect(out).not.toMatch(/href="\s*(?:java|vb|data|&#)/i);
    expect(out).not.toMatch(/javascript|vbscript|data:/i);
  });

  it('catches reference-style links, autolinks and link definitions', () => {
    const out = html('[a][x] and <javascript:alert(1)> and [b]\n\n[x]: javascript:alert(2)\n[b]: data:text/html,hi\n');
    expect(out).not.toMatch(/href=/);
  });

  it('replaces a dangerous image by its alternative text, in every form', () => {
    expect(html('![a cat](javascript:alert(1))')).toBe('<p>a cat</p>');
    expect(html('![svg](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)')).toBe('<p>svg</p>');
    expect(html('![x][img]\n\n[img]: DATA:text/html,hi\n')).toBe('<p>x</p>');
    // Side by side: each one in its place.
    expect(html('![one](javascript:a)![two](javascript:b) ![dot](data:image/png;base64,iVBORw0KGgo=)')).toBe('<p>onetwo <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" loading="lazy" decoding="async"></p>');
  });

  it('keeps inline raster images and ordinary links', () => {
    expect(html('![dot](data:image/png;base64,iVBORw0KGgo=)')).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html('![dot](data:image/webp;base64,UklGRg==)')).toContain('src="data:image/webp;base64,UklGRg=="');
    expect(html('[site](https://immich.app/) [mail](mailto:a@b.c) [doc](/docs/api)')).toMatch(/href="https:\/\/immich\.app\/".*href="mailto:a@b\.c".*href="\/docs\/api"/);
  });

  it('does not let a data: URL through a link, even an image type', () => {
    expect(html('[img](data:image/png;base64,iVBORw0KGgo=)')).not.toContain('href');
  });
});

describe('neutralizeUrls', () => {
  it.each([' javascript:alert(1)', 'java\tscript:alert(1)', 'java&#x09;script:alert(1)', 'javascript%3Aalert(1)', '\u0001vbscript:x', 'da\nta:text/html,hi'])('removes %j from any element that a tree built elsewhere carries', (url) => {
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'a', properties: { href: url }, children: [{ type: 'text', value: 't' }] }] };
    expect(toHtml(neutralizeUrls(tree))).toBe('<a>t</a>');
  });
});

describe('isUnsafeUrl', () => {
  it('reads the scheme as a browser does', () => {
    expect(isUnsafeUrl('\u0000javascript:x')).toBe(true);
    expect(isUnsafeUrl('jav\nascript:x')).toBe(true);
    expect(isUnsafeUrl('https://example.com/?q=javascript:x')).toBe(false);
    expect(isUnsafeUrl('/docs/javascript:x')).toBe(false);
    // Paths, fragments and web URLs are safe at a glance; anything that could hide a scheme is read closely.
    expect(['#javascript:x', '?javascript:x', './javascript:x', 'HTTPS://example.com/javascript:x'].map((url) => isUnsafeUrl(url))).toEqual([false, false, false, false]);
    expect(['javascript://x%0aalert(1)', ' javascript:x', 'https:javascript:x', '&#x6A;avascript:x'].map((url) => isUnsafeUrl(url))).toEqual([true, true, false, true]);
    expect(isUnsafeUrl('data:image/gif;base64,R0lGOD', { image: true })).toBe(false);
    expect(isUnsafeUrl('data:image/gif;base64,R0lGOD')).toBe(true);
  });
});

describe('front matter', () => {
  it('is not read from text that is not a file', () => {
    const md = '---\ntitle: x\n---\nBody';
    expect(compileMarkdown(md, { file: 'spec.json#/paths', frontMatter: false }).frontMatter).toEqual({});
    expect(toHtml(compileMarkdown(md, { file: 'spec.json#/paths', frontMatter: false }).body)).toContain('<hr>');
  });
});
