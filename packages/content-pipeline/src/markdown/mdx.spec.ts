import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { afterAll, describe, expect, it } from 'vitest';
import { compileMarkdown, type CompileOptions } from './compile.js';
import type { MdxComponent } from './mdx-runtime.js';
import { loadSiteComponents } from './site-components.js';
import { compileThroughCache, withCompileCache, type CompileCache, type CompileCacheEntry } from '../docs/compile-cache.js';
import { contentErrorOf } from '../__fixtures__/content-error.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-mdx-'));
const docs = path.join(site, 'content/docs/en');
fs.mkdirSync(path.join(docs, 'guides'), { recursive: true });
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

function write(relative: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(docs, relative)), { recursive: true });
  fs.writeFileSync(path.join(docs, relative), text);
}

function compile(source: string, name = 'page.mdx', extra: Partial<CompileOptions> = {}) {
  return compileMarkdown(source, { file: `content/docs/en/${name}`, sourcePath: path.join(docs, name), ...extra });
}
const html = (source: string, name?: string, extra?: Partial<CompileOptions>) => toHtml(compile(source, name, extra).body);

describe('MDX files', () => {
  it('evaluates exports and expressions, drops comments and takes the title from the first heading after the imports', () => {
    const result = compile("import Tabs from '@theme/Tabs';\n\nexport const port = 2283;\n\n# Server\n\n{/* not shown */}\n\nListens on {port + 1 - 1}, {['a', 'b'].join('+')}.\n");
    expect(result.frontMatter.title).toBe('Server');
    expect(toHtml(result.body)).toBe('<p>Listens on 2283, a+b.</p>');
  });

  it('gives Markdown in MDX the same HTML as in a .md file (headings, code, admonitions, links)', () => {
    const markdown = '## Set up {#setup}\n\n```yaml title="compose.yml" {2}\nservices:\n  app: {}\n```\n\n:::warning Mind this\nText with `code` and a [link](/docs/other#x).\n:::\n';
    const md = compile(markdown, 'page.md');
    const mdx = compile(markdown, 'page.mdx');
    expect(toHtml(mdx.body)).toBe(toHtml(md.body));
    expect(mdx.toc).toEqual(md.toc);
    expect(mdx.links).toEqual(md.links);
  });

  it('renders the theme components under their Docusaurus names as the Markdown blocks render', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import Admonition from '@theme/Admonition';",
      "import Details from '@theme/Details';",
      "import CodeBlock from '@theme/CodeBlock';",
      '',
      '<Tabs groupId="os" values={[{ label: "Linux", value: "linux" }, { label: "macOS", value: "mac" }]}>',
      '  <TabItem value="linux">Use **apt**.</TabItem>',
      '  <TabItem value="mac" label="ignored" default>',
      '',
      'Use brew.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<Admonition type="important" title="Heads up">Read it.</Admonition>',
      '',
      '<Details summary="More">Hidden.</Details>',
      '',
      '<CodeBlock language="bash" title="run.sh">{`echo hi`}</CodeBlock>',
    ].join('\n');
    const out = html(source);
    expect(out).toContain('<div data-tabs="" data-group="os"><section data-tab="Linux">Use <strong>apt</strong>.</section><section data-tab="macOS" data-default=""><p>Use brew.</p></section></div>');
    expect(out).toContain('<aside data-admonition="important" data-title="Heads up">Read it.</aside>');
    expect(out).toContain('<details><summary>More</summary>Hidden.</details>');
    expect(out).toMatch(/^.*<pre data-language="bash" data-title="run\.sh"><code class="language-bash"><span class="line"><span style="--shiki-light:[^"]+">echo<\/span>/s);
  });

  it('passes JSX elements written in the file through the raw-HTML allowlist, with their lines', () => {
    const result = compile('Text <span style={{ color: "red" }} onClick={() => alert(1)}>red</span>.\n\n<script>alert(1)</script>\n\n<img src="javascript:alert(1)" alt="x" />\n');
    expect(toHtml(result.body)).toBe('<p>Text <span>red</span>.</p>\n<img alt="x">');
    expect(result.warnings.map((warning) => [warning.location.line, warning.problem])).toEqual([
      [1, 'raw HTML: removed attributes onclick, style from <span>'],
      [3, 'raw HTML: removed <script> and its content (not allowed in content)'],
      [5, 'raw HTML: removed attribute src="javascript:alert(1)" from <img>'],
    ]);
  });

  it('imports partials (MDX and Markdown, by relative or @site/ path): their content in place, their links checked with the page', () => {
    write('_note.mdx', 'export const who = "everyone";\n\n# Not a title\n\nA note for {who}, see [setup](./guides/setup.md).\n');
    write('guides/_steps.md', '1. First\n2. Second\n');
    const result = compile("import Note from './_note.mdx';\nimport Steps from '@site/content/docs/en/guides/_steps.md';\n\n# Page\n\n<Note />\n\n<Steps />\n", 'page.mdx', { resolveMarkdown: (file) => (file === path.join(docs, 'guides/setup.md') ? '/docs/guides/setup' : undefined) });
    expect(toHtml(result.body)).toBe('<h1 id="not-a-title">Not a title</h1>\n<p>A note for everyone, see <a href="/docs/guides/setup" data-route="/docs/guides/setup">setup</a>.</p>\n<ol>\n<li>First</li>\n<li>Second</li>\n</ol>');
    expect(result.links.map((link) => link.route)).toEqual(['/docs/guides/setup']);
  });

  it('uses the components a site registers, imported or not', () => {
    const Badge: MdxComponent = (props) => h('span', { className: ['badge'] }, String(props['children'] ? 'new' : ''));
    const out = html("import Badge from '@site/src/components/Badge';\n\n<Badge>x</Badge> and <Shout />\n", 'page.mdx', { mdxComponents: { Badge, Shout: () => h('strong', 'loud') } });
    expect(out).toBe('<p><span class="badge">new</span> and <strong>loud</strong></p>');
  });

  it('ends a post\'s excerpt at {/* truncate */}', () => {
    const result = compile('First part.\n\n{/* truncate */}\n\nRest.\n', 'post.mdx');
    expect(toHtml(result.body)).toBe('<p>First part.</p>\n<p>Rest.</p>');
    expect(toHtml(result.excerpt!)).toBe('<p>First part.</p>');
  });

  it('names the file, line and fix of each problem', () => {
    const missing = contentErrorOf(() => compile('# T\n\nText.\n\n<Callout>hi</Callout>\n'));
    expect(missing.location).toMatchObject({ file: 'content/docs/en/page.mdx', line: 5 });
    expect(missing.problem).toContain('<Callout>');
    expect(missing.fix).toContain('Tabs, TabItem');

    const unknown = contentErrorOf(() => compile("\nimport Thing from '@site/src/components/Thing';\n\n<Thing />\n"));
    expect(unknown.location.line).toBe(2);
    expect(unknown.problem).toBe('MDX imports "Thing" from "@site/src/components/Thing", which the build does not provide');

    const syntax = contentErrorOf(() => compile('# T\n\n<div>\n\nopen\n'));
    expect(syntax.location.line).toBe(3);
    expect(syntax.problem).toMatch(/^MDX: Expected a closing tag for `<div>`/);

    write('_a.mdx', "import B from './_b.mdx';\n\n<B />\n");
    write('_b.mdx', "import A from './_a.mdx';\n\n<A />\n");
    expect(contentErrorOf(() => compile("import A from './_a.mdx';\n\n<A />\n")).problem).toContain('imports itself');

    expect(contentErrorOf(() => compile("import X from './_none.mdx';\n")).problem).toBe('MDX imports "_none.mdx", which does not exist');
  });

  it('compiles a page again through the cache when a partial it imports changed', () => {
    const entries = new Map<string, CompileCacheEntry<unknown>>();
    const cache: CompileCache = { read: (key) => entries.get(key) as never, write: (key, entry) => void entries.set(key, entry) };
    const text = "import Part from './_part.mdx';\n\n<Part />\n";
    const run = () => withCompileCache(cache, () => toHtml(compileThroughCache({ file: 'page.mdx' }, text, () => undefined, () => compile(text)).body));
    write('_part.mdx', 'Version one.\n');
    expect(run()).toBe('<p>Version one.</p>');
    expect(run()).toBe('<p>Version one.</p>');
    write('_part.mdx', 'Version two.\n');
    expect(run()).toBe('<p>Version two.</p>');
  });

  it('reads heading ids and HTML comments as Docusaurus reads them in MDX', () => {
    const result = compile('## Ports {#ports}\n\n<!-- a note\nfor writers -->\n\nText.\n\n```md\n<!-- kept -->\n## Kept {#kept}\n```\n', 'page.mdx');
    expect(result.anchors).toEqual(['ports']);
    expect(toHtml(result.body)).toContain('<h2 id="ports">Ports</h2>\n<p>Text.</p>');
    expect(toHtml(result.body)).toContain('&#x3C;!-- kept -->');
  });

  it('renders the React components of the site\'s components module at build time, children in place', async () => {
    const module = path.join(site, 'mdx-components.mjs');
    fs.writeFileSync(
      module,
      [
        "import { createElement as h } from 'react';",
        "export function Highlight({ children, color }) { return h('span', { className: 'hl', style: { backgroundColor: color } }, children); }",
        "export default { Note: ({ children }) => h('div', { role: 'note' }, h('b', null, 'Note: '), children) };",
      ].join('\n'),
    );
    const components = await loadSiteComponents(module);
    expect(Object.keys(components).sort()).toEqual(['Highlight', 'Note']);
    const out = html("import Highlight from '@site/src/components/Highlight';\n\n<Highlight color=\"#fc0\">**bold** text</Highlight>\n\n<Note>\n\nA paragraph.\n\n</Note>\n", 'page.mdx', { mdxComponents: components });
    expect(out).toBe('<span class="hl" style="background-color:#fc0"><strong>bold</strong> text</span>\n<div role="note"><b>Note: </b><p>A paragraph.</p></div>');
  });

  it('takes images by require() and import, SVG imports as image components, and JSON imports as data', () => {
    fs.mkdirSync(path.join(docs, 'img'), { recursive: true });
    fs.copyFileSync(path.join(import.meta.dirname, '__fixtures__/public/img/screenshots/timeline.png'), path.join(docs, 'img/shot.png'));
    fs.writeFileSync(path.join(docs, 'img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    fs.writeFileSync(path.join(docs, 'ports.json'), '{ "web": 2283 }');
    const result = compile(
      "import Logo from './img/logo.svg';\nimport shot from './img/shot.png';\nimport ports from './ports.json';\n\n<img src={require('./img/shot.png').default} alt=\"A\" />\n\n<img src={shot} alt=\"B\" />\n\n<Logo title=\"Logo\" className=\"logo\" />\n\nPort {ports.web}.\n",
    );
    const out = toHtml(result.body);
    expect(out.match(/<img [^>]*>/g)).toEqual([
      expect.stringMatching(/^<img loading="lazy" decoding="async" src="\/assets\/images\/shot-[0-9a-f]{8}\.png" alt="A" width="360" height="240">$/),
      expect.stringMatching(/^<img loading="lazy" decoding="async" src="\/assets\/images\/shot-[0-9a-f]{8}\.png" alt="B" width="360" height="240">$/),
      expect.stringMatching(/^<img loading="lazy" decoding="async" alt="Logo" class="logo" src="\/assets\/images\/logo-[0-9a-f]{8}\.svg" width="10" height="10">$/),
    ]);
    expect(out).toContain('<p>Port 2283.</p>');
    expect(result.images.map((image) => path.basename(image.file ?? ''))).toEqual(['shot.png', 'shot.png', 'logo.svg']);
  });

  it('hands a partial the props it is used with', () => {
    write('_greeting.mdx', 'Hello, {props.name}!\n');
    expect(html("import Greeting from './_greeting.mdx';\n\n<Greeting name=\"Ana\" />\n\n<Greeting name=\"Li\" />\n")).toBe('<p>Hello, Ana!</p>\n<p>Hello, Li!</p>');
  });

  it('renders Docusaurus\'s helpers as a prerendered page can: Translate, Heading, BrowserOnly, ThemedImage', () => {
    write('img/plan.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const out = html(
      [
        "import Translate, { translate } from '@docusaurus/Translate';",
        "import Heading from '@theme/Heading';",
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        "import ThemedImage from '@theme/ThemedImage';",
        '',
        '<Translate values={{ count: 3 }}>{"You have {count} files"}</Translate>, {translate({ message: "Saved" })}.',
        '',
        '<Heading as="h3" id="more">More</Heading>',
        '',
        '<BrowserOnly fallback={<span>Loading</span>}>{() => window.x}</BrowserOnly>',
        '',
        '<ThemedImage alt="Plan" sources={{ light: "./img/plan.svg", dark: "./img/plan-dark.svg" }} />',
      ].join('\n'),
    );
    expect(out).toMatch(/^<p>You have 3 files, Saved\.<\/p>\n<h3 id="more">More<\/h3>\n<span>Loading<\/span>\n<img loading="lazy" decoding="async" alt="Plan" src="\/assets\/images\/plan-[0-9a-f]{8}\.svg" width="10" height="10">$/);
  });
});
