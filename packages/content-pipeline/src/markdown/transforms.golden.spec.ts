import fs from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { localizeHast } from '../hast-routes.js';
import { compileMarkdown, type CompileOptions } from './compile.js';

/**
 * Golden files, one per Markdown transform: a small input in `__fixtures__/transforms/<name>.md`,
 * its serialized output in `__golden__/`. Review a changed golden file like code.
 */
const SITE_DOCS = '/site/content/docs/en';
const PAGES: Record<string, string> = {
  [`${SITE_DOCS}/install/requirements.md`]: '/docs/install/requirements',
  [`${SITE_DOCS}/guide/other.md`]: '/docs/guide/other',
};

const compileFixture = (name: string, options: Partial<CompileOptions> = {}) =>
  compileMarkdown(fs.readFileSync(path.join(import.meta.dirname, '__fixtures__', 'transforms', `${name}.md`), 'utf8'), {
    file: `content/docs/en/guide/${name}.md`,
    sourcePath: `${SITE_DOCS}/guide/${name}.md`,
    resolveMarkdown: (file) => PAGES[file],
    publicDir: path.join(import.meta.dirname, '__fixtures__', 'public'),
    ...options,
  });
const errorOf = (compile: () => unknown) => {
  try {
    compile();
  } catch (error) {
    return `${(error as Error).message}\n`;
  }
  return 'compiled without an error\n';
};
const golden = (file: string) => `./__golden__/${file}`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('Markdown transforms (golden files)', () => {
  it.each(['admonitions', 'tabs', 'code-fences', 'images', 'gfm', 'directives'])('%s', async (name) => {
    await expect(`${toHtml(compileFixture(name).body)}\n`).toMatchFileSnapshot(golden(`${name}.html`));
  });

  it('headings: Cyrillic and CJK slugs, custom ids, duplicates, and the TOC (h2-h3)', async () => {
    const { body, toc, anchors } = compileFixture('headings');
    await expect(`${toHtml(body)}\n`).toMatchFileSnapshot(golden('headings.html'));
    await expect(json({ toc, anchors })).toMatchFileSnapshot(golden('headings.toc.json'));
  });

  it('links: .md paths become routes, routes are marked for localizing, the rest stays', async () => {
    const { body, links } = compileFixture('links');
    await expect(`${toHtml(body)}\n`).toMatchFileSnapshot(golden('links.html'));
    await expect(`${toHtml(localizeHast(body, (route) => `/ru${route}`))}\n`).toMatchFileSnapshot(golden('links.ru.html'));
    await expect(json(links)).toMatchFileSnapshot(golden('links.refs.json'));
  });

  it('raw HTML: rejected with the file, line, column and the fix when the build refuses it', async () => {
    await expect(errorOf(() => compileFixture('raw-html', { rawHtml: 'refuse' }))).toMatchFileSnapshot(golden('raw-html.error.txt'));
  });

  it('raw HTML: sanitized by the allowlist, its links and images recorded, what it lost reported', async () => {
    const compiled = compileFixture('raw-html-sanitized', { iframeHosts: ['www.youtube-nocookie.com'] });
    await expect(`${toHtml(compiled.body)}\n`).toMatchFileSnapshot(golden('raw-html-sanitized.html'));
    const { links, images, anchors, warnings } = compiled;
    await expect(json({ links, images, anchors, warnings })).toMatchFileSnapshot(golden('raw-html-sanitized.refs.json'));
  });

  it('directives: a misspelt block name is rejected with the block it most likely means', async () => {
    await expect(errorOf(() => compileFixture('directive-typo'))).toMatchFileSnapshot(golden('directive-typo.error.txt'));
  });

  it.each(['en', 'ru', 'zh-Hans'])('footnotes: back-links named in the content language (%s)', async (locale) => {
    const { body } = compileFixture('footnotes', { locale });
    await expect(`${toHtml(body)}\n`).toMatchFileSnapshot(golden(`footnotes.${locale}.html`));
  });
});
