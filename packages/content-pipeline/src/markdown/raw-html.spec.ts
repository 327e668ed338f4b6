import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown, type CompileOptions } from './compile.js';

const FILE = 'content/docs/en/guide/x.md';
const publicDir = path.join(import.meta.dirname, '__fixtures__', 'public');
const compile = (markdown: string, options: Partial<CompileOptions> = {}) =>
  compileMarkdown(`---\ntitle: T\n---\n\n${markdown}`, {
    file: FILE,
    sourcePath: '/site/content/docs/en/guide/x.md',
    resolveMarkdown: (file) => (file === '/site/content/docs/en/guide/other.md' ? '/docs/guide/other' : undefined),
    publicDir,
    ...options,
  });
const html = (markdown: string, options: Partial<CompileOptions> = {}) => toHtml(compile(markdown, options).body);
const problems = (markdown: string, options: Partial<CompileOptions> = {}) => compile(markdown, options).warnings.map((w) => `${w.location.line}:${w.location.column} ${w.problem}`);

describe('raw HTML: allowed elements and attributes', () => {
  it.each([
    ['<details open><summary>More</summary>Body</details>', '<details open><summary>More</summary>Body</details>'],
    ['<p align="center" id="c" class="a b" title="t" lang="de" dir="rtl">x</p>', '<p align="center" id="c" class="a b" title="t" lang="de" dir="rtl">x</p>'],
    ['a<br/>b <sup>1</sup><sub>2</sub><kbd>K</kbd><mark>m</mark><abbr title="T">t</abbr>', '<p>a<br>b <sup>1</sup><sub>2</sub><kbd>K</kbd><mark>m</mark><abbr title="T">t</abbr></p>'],
    ['<div><span>s</span></div>', '<div><span>s</span></div>'],
    ['<table><tr><td colspan="2" rowspan="3" align="right">c</td></tr></table>', '<table><tbody><tr><td colspan="2" rowspan="3" align="right">c</td></tr></tbody></table>'],
    ['<figure><img src="https://example.org/a.png" alt="A" width="10" height="20"><figcaption>Cap</figcaption></figure>', '<figure><img loading="lazy" decoding="async" src="https://example.org/a.png" alt="A" width="10" height="20"><figcaption>Cap</figcaption></figure>'],
    ['<video controls loop muted poster="/img/p.png"><source src="/v.webm" type="video/webm"><track src="/v.vtt" kind="captions"></video>', '<p><video controls loop muted poster="/img/p.png"><source src="/v.webm" type="video/webm"><track src="/v.vtt" kind="captions"></video></p>'],
    ['<ol start="3" type="a"><li>x</li></ol>', '<ol start="3" type="a"><li>x</li></ol>'],
    ['<h2 id="raw">Raw</h2>', '<h2 id="raw">Raw</h2>'],
  ])('keeps %s', (input, output) => {
    expect(html(input)).toBe(output);
    expect(compile(input).warnings).toEqual([]);
  });

  it('leaves the elements Markdown made alone, inside raw HTML too (code colours, data attributes)', () => {
    const out = html('<details><summary>S</summary>\n\n```js title="a.js"\nconst a = 1;\n```\n\n:::note\nN\n:::\n\n</details>');
    expect(out).toContain('<pre data-language="js" data-title="a.js">');
    expect(out).toContain('style="--shiki-light:');
    expect(out).toContain('<aside data-admonition="note">');
  });
});

describe('raw HTML: what the allowlist removes is a warning with file, line and column', () => {
  it('removes scripts, styles, objects, embeds and form controls with their content', () => {
    const input = 'A\n\n<script>alert(1)</script>\n<style>body{}</style><object data="x"></object><embed src="x"><form><input><button>b</button><select><option>o</option></select><textarea>t</textarea></form><svg><script>1</script></svg>';
    expect(html(input)).toBe('<p>A</p>\n\n');
    expect(problems(input).map((p) => p.replace(/ and its content.*/, ''))).toEqual([
      '7:1 raw HTML: removed <script>',
      '8:1 raw HTML: removed <style>',
      '8:22 raw HTML: removed <object>',
      '8:48 raw HTML: removed <embed>',
      '8:63 raw HTML: removed <form>',
      '8:158 raw HTML: removed <svg>',
    ]);
    expect(compile(input).warnings[0]!.location.file).toBe(FILE);
  });

  it('removes every on* handler, style and data-* attribute, keeping the element', () => {
    expect(html('<div onclick="x()" onmouseover="y()" style="color:red" data-route="/evil" data-admonition="note">d</div>')).toBe('<div>d</div>');
    expect(problems('<div onclick="x()" onmouseover="y()" style="color:red" data-route="/evil">d</div>')).toEqual(['5:1 raw HTML: removed attributes onclick, onmouseover, style, data-route from <div>']);
    expect(html('text <img src="https://example.org/a.png" onerror="alert(1)"> more')).not.toContain('onerror');
  });

  it('removes javascript:, vbscript: and data: URLs, however written', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'vbscript:msgbox', 'data:text/html,<script>1</script>']) {
      const compiled = compile(`<a href="${url}">x</a> <img src="${url}">`);
      expect(toHtml(compiled.body)).toBe('<p><a>x</a> <img></p>');
      expect(compiled.warnings.map((w) => w.problem)).toEqual([expect.stringMatching(/^raw HTML: removed attribute href=".*" from <a>$/), expect.stringMatching(/^raw HTML: removed attribute src=".*" from <img>$/)]);
    }
  });

  it('unwraps elements outside the allowlist, keeping their content', () => {
    expect(html('<font color="red">kept</font> and <Tabs>tabs</Tabs>')).toBe('<p>kept and tabs</p>');
    expect(problems('<font color="red">kept</font>')).toEqual(['5:1 raw HTML: removed the <font> tag (its content is kept)']);
  });

  it('removes ids of the page around the content', () => {
    expect(html('<div id="main-content">x</div>')).toBe('<div>x</div>');
    expect(problems('<div id="main-content">x</div>')).toEqual(['5:1 raw HTML: removed attribute id="main-content" from <div>']);
  });

  it('drops HTML comments silently', () => {
    const compiled = compile('<!-- note -->\n\n<div>a<!-- inner --></div>');
    expect(toHtml(compiled.body)).toBe('\n<div>a</div>');
    expect(compiled.warnings).toEqual([]);
  });
});

describe('raw HTML: iframes', () => {
  const embed = '<iframe src="https://www.youtube-nocookie.com/embed/x" title="Video" allow="autoplay; camera; microphone; picture-in-picture" allowfullscreen sandbox="allow-top-navigation allow-forms" onload="x()"></iframe>';

  it('are removed unless the site allows their host (none by default)', () => {
    expect(html(embed)).toBe('');
    expect(problems(embed)).toEqual([
      '5:1 raw HTML: removed attributes sandbox, onload from <iframe>',
      '5:1 raw HTML: removed <iframe src="https://www.youtube-nocookie.com/embed/x">: www.youtube-nocookie.com is not an allowed host (the site allows no iframe host)',
    ]);
  });

  it('are kept from an allowed https host, sandboxed, lazy and with a referrer policy', () => {
    expect(html(embed, { iframeHosts: ['www.youtube-nocookie.com'] })).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/x" title="Video" allowfullscreen allow="autoplay; picture-in-picture" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('are removed over http, from another host, or without a src', () => {
    const hosts = { iframeHosts: ['www.youtube.com'] };
    for (const src of ['http://www.youtube.com/embed/x', 'https://www.youtube.com.evil.example/x', 'https://evil.example/?www.youtube.com', '//www.youtube.com/embed/x', 'javascript:alert(1)']) {
      expect(html(`<iframe src="${src}"></iframe>`, hosts)).toBe('');
      expect(problems(`<iframe src="${src}"></iframe>`, hosts).at(-1)).toMatch(/^5:1 raw HTML: removed <iframe/);
    }
    expect(html('<iframe></iframe>', hosts)).toBe('');
  });
});

describe('raw HTML: links, images and anchors take part like Markdown\'s', () => {
  it('resolves and records links, with their lines', () => {
    const compiled = compile('Intro.\n\n<p><a href="/docs/x/">X</a>\n<a href="./other.md#part">Other</a> <a href="https://example.org">Out</a></p>');
    expect(compiled.links).toEqual([
      { route: '/docs/x', hash: undefined, line: 7, column: 4, written: '/docs/x/' },
      { route: '/docs/guide/other', hash: 'part', line: 8, column: 1, written: './other.md#part' },
    ]);
    expect(toHtml(compiled.body)).toBe('<p>Intro.</p>\n<p><a href="/docs/x" data-route="/docs/x">X</a>\n<a href="/docs/guide/other#part" data-route="/docs/guide/other">Other</a> <a href="https://example.org">Out</a></p>');
  });

  it('fails on a link Markdown would fail on, naming its line', () => {
    // A Markdown file that is no page is kept as written and marked for the link check, as in Markdown.
    const compiled = compile('\n<a href="./missing.md">M</a> <a href="other">O</a>');
    expect(compiled.links).toEqual([
      { route: '', line: 6, column: 1, written: './missing.md', brokenMarkdown: true },
      { route: 'other', line: 6, column: 30, written: 'other' },
    ]);
    expect(toHtml(compiled.body)).toBe('<p><a href="./missing.md">M</a> <a href="other">O</a></p>');
  });

  it('checks and sizes images like Markdown images', () => {
    const compiled = compile('<div>\n<img src="/img/screenshots/timeline.png" alt="T">\n</div>');
    expect(toHtml(compiled.body)).toBe('<div>\n<img loading="lazy" decoding="async" src="/img/screenshots/timeline.png" alt="T" width="360" height="240">\n</div>');
    expect(compiled.images).toEqual([{ src: '/img/screenshots/timeline.png', line: 6 }]);
    expect(compile('<img src="https://example.org/a.png">').images).toEqual([{ src: 'https://example.org/a.png', line: 5, remote: true }]);
    expect(() => compile('\n\n<img src="/img/missing.png">')).toThrow(/x\.md:7:1: image "\/img\/missing\.png" does not exist/);
    expect(() => compile('<img src="img/a.png">')).toThrow(/x\.md:5:1: image "img\/a\.png" does not exist: there is no file content\/docs\/en\/guide\/img\/a\.png/);
  });

  it('counts ids in raw HTML as anchors', () => {
    expect(compile('## Markdown\n\n<h2 id="raw-heading">Raw</h2>\n\n<a id="spot"></a>').anchors).toEqual(['markdown', 'raw-heading', 'spot']);
  });
});

describe('the strict switch', () => {
  it('refuses raw HTML with rawHtml: refuse, naming file, line and fix', () => {
    expect(() => compile('<details><summary>S</summary>B</details>', { rawHtml: 'refuse' })).toThrow(
      /^content\/docs\/en\/guide\/x\.md:5:1: raw HTML is not allowed in Markdown: "<details>[\s\S]*\n {2}fix: write it in Markdown/,
    );
    expect(() => compile('<details><summary>S</summary>B</details>')).not.toThrow();
  });
});
