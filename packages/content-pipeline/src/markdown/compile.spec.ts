import fs from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown } from './compile.js';

const fixture = (name: string) => path.join(import.meta.dirname, '__fixtures__', name);
const compileFixture = (name: string) =>
  compileMarkdown(fs.readFileSync(fixture(name), 'utf8'), {
    file: `__fixtures__/${name}`,
    resolveMarkdown: (file) => (file.endsWith('/install/requirements.md') ? '/docs/install/requirements' : undefined),
  });

describe('compileMarkdown', () => {
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

describe('bad input fails with file, line and fix', () => {
  const fails = (md: string) => () => compileMarkdown(md, { file: 'content/docs/en/x.md' });

  it('rejects an unknown front matter key', () => {
    expect(fails('---\ntitle: A\nsidebar_positon: 3\n---\n')).toThrow(/content\/docs\/en\/x\.md:3: unknown front matter key "sidebar_positon"\n {2}fix: use one of title, description/);
  });

  it('rejects a value of the wrong type', () => {
    expect(fails('---\ntitle: A\ndraft: "yes"\n---\n')).toThrow(/x\.md:3: front matter key "draft" must be true or false/);
  });

  it('rejects raw HTML, never passing a script through', () => {
    expect(fails('# A\n\n<script>alert(1)</script>\n')).toThrow(/x\.md:3:1: raw HTML is not allowed/);
    expect(fails('Text <img src=x onerror=alert(1)> more\n')).toThrow(/raw HTML is not allowed/);
  });

  it('rejects an unknown block directive and a tab outside tabs', () => {
    expect(fails(':::caution\nx\n:::\n')).toThrow(/x\.md:1: unknown block ":::caution"/);
    expect(fails(':::tab[A]\nx\n:::\n')).toThrow(/:::tab must stand inside a ::::tabs block/);
  });

  it('rejects links that are neither .md files nor routes', () => {
    expect(fails('See [x](./other-page).\n')).toThrow(/x\.md:1:5: link "\.\/other-page" is neither a \.md file nor an absolute route/);
    expect(fails('See [x](./missing.md).\n')).toThrow(/points to a Markdown file that is not a page of this site/);
  });
});
