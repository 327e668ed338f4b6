import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown, warmUpMarkdownCompiler } from './compile.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const compileFixture = (name: string) =>
  compileMarkdown(fs.readFileSync(fixture(name), 'utf8'), {
    file: `__fixtures__/${name}`,
    resolveMarkdown: (file) => (file.endsWith('/install/requirements.md') ? '/docs/install/requirements' : undefined),
  });

describe('compileMarkdown', () => {
  it('is warmed up without a file, and compiles the same after', () => {
    const before = compileMarkdown('```bash\ntrue\n```\n', { file: 'a.md' });
    warmUpMarkdownCompiler();
    expect(compileMarkdown('```bash\ntrue\n```\n', { file: 'a.md' })).toEqual(before);
  });

  it('renders every construct of the content format (golden file)', async () => {
    const result = compileFixture('kitchen-sink.md');
    await expect(toHtml(result.body)).toMatchFileSnapshot('./__fixtures__/kitchen-sink.html');
  });

  it('gives Cyrillic and CJK headings stable ids, custom ids and de-duplicated slugs', () => {
    const { toc, anchors } = compileFixture('kitchen-sink.md');
    expect(toc).toEqual([
      { id: 'установка-и-настройка', text: 'Установка и настройка', depth: 2 },
      { id: 'db-backup', text: '数据库备份', depth: 3 },
      { id: 'установка-и-настройка-1', text: 'Установка и настройка', depth: 2 },
    ]);
    expect(anchors).toContain('db-backup');
  });

  describe('front matter', () => {
    const failure = (source: string) => {
      try {
        compileMarkdown(source, { file: 'docs/en/x.md' });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('compiled without an error');
    };

    it('reads a file that starts with a byte-order mark like one without', () => {
      const { frontMatter, toc } = compileMarkdown('\uFEFF---\ntitle: Backups\n---\n\n## Before you start\n', { file: 'docs/en/x.md' });
      expect(frontMatter).toEqual({ title: 'Backups' });
      expect(toc).toEqual([{ id: 'before-you-start', text: 'Before you start', depth: 2 }]);
    });

    it('refuses front matter that is never closed, naming the real cause', () => {
      expect(failure('---\ntitle: Backups\ndescription: Back up.\n\n## Before you start\n')).toBe(
        'docs/en/x.md:1: the front matter opened on line 1 is never closed\n  fix: end it with a line of three dashes (---) after its last key',
      );
    });

    it('asks to quote a value the way it was written when YAML read a number', () => {
      expect(failure('---\ntitle: T\nsource_hash: 12e45678\n---\n\nText.\n')).toBe(
        'docs/en/x.md:3: front matter key "source_hash" must be a string, got the number 12e45678\n  fix: quote the value: source_hash: "12e45678"',
      );
    });
  });

  describe('heading ids', () => {
    const ids = (markdown: string) => compileMarkdown(`---\ntitle: T\n---\n\n${markdown}`, { file: 'docs/en/x.md' }).anchors;
    const failure = (markdown: string) => {
      try {
        ids(markdown);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('compiled without an error');
    };

    it('never gives a heading an id of the page around it: the slug gets a suffix', () => {
      expect(ids('## Main content\n\n## Lumidoc runtime\n\n## Main content\n\n## Footnote label')).toEqual(['main-content-1', 'lumidoc-runtime-1', 'main-content-2', 'footnote-label-1']);
    });

    it('refuses a custom id of the page around it, naming the line and another id', () => {
      expect(failure('Intro.\n\n## Skip here {#main-content}')).toBe('docs/en/x.md:7: heading id "main-content" is an id of the page around the content\n  fix: choose another id: {#main-content-section}; reserved ids: main-content, lumidoc-runtime, ld-base-url-banner, footnote-label');
    });

    it('refuses a custom id given twice, or equal to an earlier heading\'s id, naming both lines', () => {
      expect(failure('## Setup {#setup}\n\n## Set up again {#setup}')).toBe('docs/en/x.md:7: heading id "setup" is already the id of the heading on line 5\n  fix: give this heading another id: {#setup-2}, or remove one {#setup}');
      expect(failure('## Setup\n\n## Other {#setup}')).toMatch(/^docs\/en\/x\.md:7: heading id "setup" is already the id of the heading on line 5\n/);
    });

    it('gives a heading made of an emoji or punctuation a usable id, with GitHub\'s suffixes', () => {
      expect(ids('## 🎉\n\n## ???\n\n## 🚀 Launch\n\n## !!!')).toEqual(['heading', 'heading-1', '-launch', 'heading-2']);
    });

    it('keeps suffixing repeated slugs after a custom id takes one', () => {
      expect(ids('## Ports {#ports}\n\n## Ports\n\n## Ports')).toEqual(['ports', 'ports-1', 'ports-2']);
    });
  });

  it('resolves relative .md links to routes and records every internal link with its line', () => {
    const { links } = compileFixture('kitchen-sink.md');
    expect(links.map(({ route, hash, line }) => ({ route, hash, line }))).toEqual([
      { route: '/docs/install/requirements', hash: 'hardware', line: 42 },
      { route: '', hash: 'db-backup', line: 42 },
      { route: '/docs/api', hash: undefined, line: 42 },
    ]);
  });

  it('keeps the front matter, typed', () => {
    expect(compileFixture('kitchen-sink.md').frontMatter).toEqual({ title: 'Kitchen sink', description: 'Every construct of the content format in one file.', sidebar_position: 2 });
  });

  it('limits the TOC to the front matter levels, or drops it', () => {
    const md = '---\ntitle: T\ntoc_max_heading_level: 2\n---\n## A\n### B\n';
    expect(compileMarkdown(md, { file: 'x.md' }).toc.map((e) => e.id)).toEqual(['a']);
    expect(compileMarkdown('---\nhide_table_of_contents: true\n---\n## A\n', { file: 'x.md' }).toc).toEqual([]);
  });

  it('splits the excerpt at <!-- truncate -->', () => {
    const { excerpt } = compileMarkdown('First paragraph.\n\n<!-- truncate -->\n\nRest.\n', { file: 'post.md' });
    expect(toHtml(excerpt!)).toBe('<p>First paragraph.</p>');
  });
});

describe('image sizes', () => {
  const publicDir = path.join(import.meta.dirname, '__fixtures__', 'public');
  const imagesOf = (md: string, options: { sourcePath?: string; publicDir?: string } = { publicDir }) =>
    toHtml(compileMarkdown(md, { file: 'content/docs/en/x.md', ...options }).body);

  it('sizes a site-absolute image from the site\'s public/ folder, found from the file\'s two paths', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-images-'));
    try {
      fs.mkdirSync(path.join(siteDir, 'public', 'img', 'a b'), { recursive: true });
      fs.copyFileSync(path.join(publicDir, 'img', 'screenshots', 'timeline.png'), path.join(siteDir, 'public', 'img', 'a b', 'shot.png'));
      const html = imagesOf('![Shot](/img/a%20b/shot.png#top)\n', { sourcePath: path.join(siteDir, 'content', 'docs', 'en', 'x.md') });
      expect(html).toBe('<p><img src="/img/a%20b/shot.png#top" alt="Shot" loading="lazy" decoding="async" width="360" height="240"></p>');
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('leaves remote images, and every image when no public folder is known, without a size', () => {
    expect(imagesOf('![Badge](https://img.shields.io/badge/x-y-blue)\n')).not.toMatch(/width=/);
    expect(imagesOf('![Shot](/img/screenshots/timeline.png)\n', {})).toBe('<p><img src="/img/screenshots/timeline.png" alt="Shot" loading="lazy" decoding="async"></p>');
  });

  it('rejects a local image that does not exist, naming the file, line and the path it looked for', () => {
    expect(() => imagesOf('# Title\n\nSee ![Gone](/img/missing/gone.png).\n')).toThrow(
      'content/docs/en/x.md:3:5: image "/img/missing/gone.png" does not exist: there is no file public/img/missing/gone.png\n' +
        "  fix: add the image as public/img/missing/gone.png, or fix the path (/img/... is read from the site's public/ folder)",
    );
    expect(() => imagesOf('![Folder](/img/icons)\n')).toThrow(/image "\/img\/icons" does not exist/);
  });

  it('rejects an image path that leaves the public folder, and an image whose header is broken', () => {
    expect(() => imagesOf('![Up](/img/../../compile.ts)\n')).toThrow(/x\.md:1:1: image "\/img\/..\/..\/compile.ts" points outside the site's public\/ folder/);
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-images-'));
    try {
      fs.mkdirSync(path.join(siteDir, 'public'));
      fs.writeFileSync(path.join(siteDir, 'public', 'broken.png'), fs.readFileSync(path.join(publicDir, 'img', 'screenshots', 'timeline.png')).subarray(0, 20));
      expect(() => imagesOf('![Broken](/broken.png)\n', { publicDir: path.join(siteDir, 'public') })).toThrow(
        /x\.md:1:1: image "\/broken\.png" \(public\/broken\.png\) cannot be read: the PNG header is cut short \(20 bytes\)\n {2}fix: export the image again/,
      );
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe('directives that the format does not define', () => {
  const html = (md: string) => toHtml(compileMarkdown(md, { file: 'x.md' }).body);

  it('keeps a leaf directive as written, inside a paragraph', () => {
    expect(html('Before.\n\n::youtube[Intro]{#v}\n\nAfter.\n')).toBe('<p>Before.</p>\n<p>::youtube[Intro]{#v}</p>\n<p>After.</p>');
    expect(html('> ::quote\n')).toBe('<blockquote>\n<p>::quote</p>\n</blockquote>');
  });

  it('rejects a leaf directive that names or misspells a block, with the block it means', () => {
    const fails = (md: string) => () => compileMarkdown(md, { file: 'x.md' });
    expect(fails('Text.\n\n::note\n')).toThrow('x.md:3:1: "::note" has two colons, so it does not open a :::note block\n  fix: open the block with :::note and close it with :::, or escape the first colon (\\::note) to show the line as written');
    expect(fails('::tipp[Title]\n')).toThrow(/x\.md:1:1: unknown directive "::tipp"; did you mean :::tip\?/);
    expect(fails('::Warnign\n')).toThrow(/did you mean :::warning\?/);
    expect(fails('::tabz{group="os"}\n')).toThrow(/did you mean ::::tabs\?\n {2}fix: open the block with ::::tabs and close it with ::::/);
  });

  it('suggests the block an unknown container directive most likely misspells', () => {
    const fails = (md: string) => () => compileMarkdown(md, { file: 'x.md' });
    expect(fails(':::Note\nx\n:::\n')).toThrow(/unknown block ":::Note"\n {2}fix: did you mean :::note\? use :::note, :::tip/);
    expect(fails(':::dagner\nx\n:::\n')).toThrow(/fix: did you mean :::danger\?/);
    expect(fails(':::aside\nx\n:::\n')).toThrow(/fix: use :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::important, :::success, :::secondary or ::::tabs/);
  });
});

describe('footnote back-links', () => {
  const labels = (options: { locale?: string; footnoteBackLabel?: string }) =>
    [...toHtml(compileMarkdown('A[^a] and b[^b].\n\n[^a]: One.\n[^b]: Two.\n', { file: 'x.md', ...options }).body).matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);

  it('are named after the reference they return to, in the content language, English by default', () => {
    expect(labels({})).toEqual(['Back to reference 1', 'Back to reference 2']);
    expect(labels({ locale: 'ru' })).toEqual(['Назад к сноске 1', 'Назад к сноске 2']);
    expect(labels({ locale: 'zh-Hans' })).toEqual(['返回引用 1', '返回引用 2']);
    expect(labels({ locale: 'ja' })).toEqual(['参照 1 に戻る', '参照 2 に戻る']);
    expect(labels({ locale: 'xx' })).toEqual(['Back to reference 1', 'Back to reference 2']);
    expect(labels({ locale: 'de', footnoteBackLabel: 'Zurück zur Fußnote {n}' })).toEqual(['Zurück zur Fußnote 1', 'Zurück zur Fußnote 2']);
  });

  it('sit under a heading in the content language unless the site names it', () => {
    const heading = (options: { locale?: string; footnoteLabel?: string }) =>
      /<h2[^>]*id="footnote-label"[^>]*>([^<]*)<\/h2>/.exec(toHtml(compileMarkdown('A[^a].\n\n[^a]: One.\n', { file: 'x.md', ...options }).body))?.[1];
    expect(heading({})).toBe('Footnotes');
    expect(heading({ locale: 'fr' })).toBe('Notes de bas de page');
    expect(heading({ locale: 'ru', footnoteLabel: 'Примечания' })).toBe('Примечания');
  });

  it('rejects a label without {n}, which would name every back-link the same', () => {
    expect(() => labels({ footnoteBackLabel: 'Back' })).toThrow(/x\.md: footnote back-link label "Back" has no \{n\}/);
  });
});

describe('bad input fails with file, line and fix', () => {
  const fails = (md: string) => () => compileMarkdown(md, { file: 'content/docs/en/x.md' });


  it('rejects a value of the wrong type', () => {
    expect(fails('---\ntitle: A\ndraft: "yes"\n---\n')).toThrow(/x\.md:3: front matter key "draft" must be true or false/);
  });

  it('rejects raw HTML when the build refuses it (rawHtml: refuse), never passing a script through', () => {
    const refuses = (md: string) => () => compileMarkdown(md, { file: 'content/docs/en/x.md', rawHtml: 'refuse' });
    expect(refuses('# A\n\n<script>alert(1)</script>\n')).toThrow(/x\.md:3:1: raw HTML is not allowed[\s\S]*fix: write it in Markdown/);
    expect(refuses('Text <img src=x onerror=alert(1)> more\n')).toThrow(/x\.md:1:6: raw HTML is not allowed/);
    expect(refuses('A <!-- a comment --> B\n\n<!-- truncate -->\n')).not.toThrow();
  });

  it('rejects an unknown block directive and a tab outside tabs', () => {
    expect(fails(':::cautionary\nx\n:::\n')).toThrow(/x\.md:1: unknown block ":::cautionary"/);
    expect(fails(':::tab[A]\nx\n:::\n')).toThrow(/:::tab must stand inside a ::::tabs block/);
  });

  it('keeps a link to a Markdown file that is no page as written, for the link check to report', () => {
    const compiled = compileMarkdown('See [x](./missing.md#a).\n', { file: 'content/docs/en/x.md' });
    expect(compiled.links).toEqual([{ route: '', hash: 'a', line: 1, column: 5, written: './missing.md#a', brokenMarkdown: true }]);
    expect(toHtml(compiled.body)).toBe('<p>See <a href="./missing.md#a">x</a>.</p>');
  });
});
