import { toHtml } from 'hast-util-to-html';
import { ADMONITIONS } from './directives.js';
import { compileMarkdown } from './compile.js';
import { applyMagicComments, parseCodeMeta } from './code.js';
import { parseFrontMatter } from './front-matter.js';

const FILE = 'content/docs/en/guide/x.md';
const compile = (markdown: string) => compileMarkdown(markdown, { file: FILE });
const html = (markdown: string) => toHtml(compile(markdown).body);
const failure = (markdown: string) => {
  try {
    compile(markdown);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('compiled without an error');
};

describe('Docusaurus admonitions', () => {
  it.each(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'])('accepts :::%s, keeping its own type', (type) => {
    expect(html(`:::${type}\nBody.\n:::\n`)).toBe(`<aside data-admonition="${type}"><p>Body.</p></aside>`);
  });

  it('defines exactly the nine Docusaurus types', () => {
    expect([...ADMONITIONS].sort()).toEqual(['caution', 'danger', 'important', 'info', 'note', 'secondary', 'success', 'tip', 'warning']);
  });

  it('takes the text after the type as the title (the older form), like the bracketed form', () => {
    expect(html(':::tip My title\nBody.\n:::\n')).toBe('<aside data-admonition="tip" data-title="My title"><p>Body.</p></aside>');
    expect(html(':::tip[My title]\nBody.\n:::\n')).toBe('<aside data-admonition="tip" data-title="My title"><p>Body.</p></aside>');
    expect(html(':::caution   Stop   the server  \nBody.\n:::\n')).toBe('<aside data-admonition="caution" data-title="Stop   the server"><p>Body.</p></aside>');
    expect(html('> :::note In a quote\n> Body.\n> :::\n')).toBe('<blockquote>\n<aside data-admonition="note" data-title="In a quote"><p>Body.</p></aside>\n</blockquote>');
    expect(html(':::info Brackets [x] and ] alone\nBody.\n:::\n')).toBe('<aside data-admonition="info" data-title="Brackets [x] and ] alone"><p>Body.</p></aside>');
  });

  it('leaves the older form alone inside code, and keeps line numbers of later errors', () => {
    expect(html('```text\n:::tip Not a title\n```\n')).toContain(':::tip Not a title');
    expect(compile(':::tip Title\nBody.\n:::\n\n<div onclick="x()">x</div>\n').warnings.map((w) => w.location)).toEqual([{ file: FILE, line: 5, column: 1 }]);
    expect(() => compileMarkdown(':::tip Title\nBody.\n:::\n\n<div>x</div>\n', { file: FILE, rawHtml: 'refuse' })).toThrow(/^content\/docs\/en\/guide\/x\.md:5:1: raw HTML/);
  });

  it('nests admonitions, and admonitions inside tabs, when the outer block has more colons', () => {
    expect(html(':::::info Parent\n::::danger[Child]\n:::tip Deep\nText.\n:::\n::::\n:::::\n')).toBe(
      '<aside data-admonition="info" data-title="Parent"><aside data-admonition="danger" data-title="Child"><aside data-admonition="tip" data-title="Deep"><p>Text.</p></aside></aside></aside>',
    );
    expect(html('::::::tabs\n:::::tab[Linux]\n::::note\nOuter.\n:::caution Inner\nCareful.\n:::\n::::\n:::::\n:::::tab[Windows]\nW.\n:::::\n::::::\n')).toBe(
      '<div data-tabs=""><section data-tab="Linux"><aside data-admonition="note"><p>Outer.</p><aside data-admonition="caution" data-title="Inner"><p>Careful.</p></aside></aside></section><section data-tab="Windows"><p>W.</p></section></div>',
    );
  });
});

describe('Docusaurus code blocks', () => {
  const pre = (fence: string) => toHtml(compile(fence).body);
  const highlightedLines = (out: string) => [...out.matchAll(/<span class="line"( data-highlighted="")?>/g)].map((m, i) => (m[1] ? i + 1 : 0)).filter(Boolean);

  it('turns highlight-next-line and highlight-start/end into highlighted lines and drops the comments', () => {
    const out = pre('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\nconst d = 4;\n// highlight-end\nconst e = 5;\n```\n');
    expect(out).not.toContain('highlight-');
    expect(out).toContain('data-highlight="2,3,4"');
    expect(highlightedLines(out)).toEqual([2, 3, 4]);
  });

  it.each([
    ['bash', '# highlight-next-line'],
    ['yaml', '#highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['css', '/* highlight-next-line */'],
    ['tsx', '{/* highlight-next-line */}'],
    ['sql', '-- highlight-next-line'],
    ['python', '  # highlight-next-line'],
  ])('reads the comment style of %s', (language, comment) => {
    const out = pre(`\`\`\`${language}\nfirst\n${comment}\nsecond\n\`\`\`\n`);
    expect(out).not.toContain('highlight-next-line');
    expect(out).toContain('data-highlight="2"');
  });

  it('keeps a comment of another language\'s style, a fence without a language, and a fence that names its lines', () => {
    const bash = pre('```bash\necho a\n// highlight-next-line\necho b\n```\n');
    expect(bash).toContain('highlight-next-line');
    expect(bash).not.toContain('data-highlight');
    expect(pre('```\na\n// highlight-next-line\nb\n```\n')).toContain('// highlight-next-line');
    const named = pre('```js {1}\na();\n// highlight-next-line\nb();\n```\n');
    expect(named).toContain('highlight-next-line');
    expect(named).toContain('data-highlight="1"');
  });

  it('highlights the lines of a language without a grammar through data-highlight', () => {
    expect(pre('```kotlin\nval a = 1\n// highlight-next-line\nval b = 2\n```\n')).toBe('<pre data-language="kotlin" data-highlight="2"><code class="language-kotlin">val a = 1\nval b = 2</code></pre>');
  });

  it('refuses unbalanced magic comments, naming the line in the file', () => {
    expect(failure('Intro.\n\n```js\na();\n// highlight-start\nb();\n```\n')).toBe(
      `${FILE}:5: highlight-start is never ended in this code block\n  fix: add a highlight-end comment after the last line to highlight`,
    );
    expect(failure('```js\na();\n// highlight-end\n```\n')).toMatch(new RegExp(`^${FILE}:3: highlight-end closes no highlight-start`));
    expect(failure('```js\na();\n// highlight-next-line\n```\n')).toMatch(new RegExp(`^${FILE}:3: highlight-next-line is the last line`));
  });

  it('marks showLineNumbers, with its start, on the <pre>', () => {
    expect(parseCodeMeta('showLineNumbers')).toEqual({ highlightLines: [], lineNumbersFrom: 1 });
    expect(parseCodeMeta('title="a.js" {2} showLineNumbers=5')).toEqual({ title: 'a.js', highlightLines: [2], lineNumbersFrom: 5 });
    expect(parseCodeMeta('title="showLineNumbers {3}"')).toEqual({ title: 'showLineNumbers {3}', highlightLines: [] });
    expect(pre('```text showLineNumbers\na\n```\n')).toBe('<pre data-language="text" data-line-numbers="1"><code class="language-text">a</code></pre>');
    expect(pre('```js showLineNumbers=5\na();\n```\n')).toMatch(/^<pre data-language="js" data-line-numbers="5">/);
    expect(failure('```js showLineNumbers=five\na();\n```\n')).toBe(`${FILE}:1: showLineNumbers=five is not a line number\n  fix: write showLineNumbers to number the lines from 1, or showLineNumbers=5 to start at 5`);
  });

  it('applyMagicComments gives the code without comments and the lines to mark', () => {
    expect(applyMagicComments('a\n# highlight-start\nb\n# highlight-end\nc', 'bash', { file: FILE, lineOf: (i) => i + 1 })).toEqual({ code: 'a\nb\nc', highlightLines: [2] });
  });
});

describe('Docusaurus front matter', () => {
  it('takes the title from a leading # Heading when the front matter has none, and leaves the heading out of the body', () => {
    const result = compile('---\ndescription: D\n---\n\n# Install {#install}\n\nText.\n\n## Next\n');
    expect(result.frontMatter).toEqual({ description: 'D', title: 'Install' });
    expect(toHtml(result.body)).toBe('<p>Text.</p>\n<h2 id="next">Next</h2>');
    expect(toHtml(compile('<!-- intro -->\n# **Bold** `code` title\n\nText.\n').body)).not.toContain('<h1');
    expect(compile('<!-- intro -->\n# **Bold** `code` title\n\nText.\n').frontMatter.title).toBe('Bold code title');
    expect(compile('Title\n=====\n\nText.\n').frontMatter.title).toBe('Title');
  });

  it('keeps a leading # Heading when the front matter has a title (the heading is shown, the title names the page)', () => {
    const result = compile('---\ntitle: Short\n---\n\n# A longer heading\n\nText.\n');
    expect(result.frontMatter.title).toBe('Short');
    expect(toHtml(result.body)).toBe('<h1 id="a-longer-heading">A longer heading</h1>\n<p>Text.</p>');
  });

  it('gives no title when the first heading is not at the top or not a # heading', () => {
    expect(compile('Intro.\n\n# Later\n').frontMatter.title).toBeUndefined();
    expect(compile('## Section\n').frontMatter.title).toBeUndefined();
  });

  it('accepts every Docusaurus docs key with its type', () => {
    const source = [
      '---',
      'id: x',
      'title: T',
      'pagination_label: P',
      'sidebar_label: S',
      'sidebar_position: 2',
      'sidebar_class_name: green',
      'sidebar_custom_props: { badge: new }',
      'displayed_sidebar: api',
      'hide_title: true',
      'hide_table_of_contents: false',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'pagination_next: null',
      'pagination_prev: guide/a',
      'parse_number_prefixes: false',
      'custom_edit_url: https://example.com/edit/x.md',
      'keywords: [a, b]',
      'description: D',
      'image: /img/x.png',
      'slug: /x',
      'tags: [one, { label: Two, permalink: /two, description: The second }]',
      'draft: false',
      'unlisted: false',
      'last_update: { date: 2024-01-02, author: Ann }',
      '---',
      '',
    ].join('\n');
    const { frontMatter, warnings } = parseFrontMatter(source, FILE);
    expect(warnings).toEqual([]);
    expect(Object.keys(frontMatter)).toHaveLength(24);
    expect(frontMatter.tags).toEqual(['one', { label: 'Two', permalink: '/two', description: 'The second' }]);
    expect(frontMatter.sidebar_custom_props).toEqual({ badge: 'new' });
  });

  it('checks the types of the new keys', () => {
    expect(failure('---\ntitle: T\nhide_title: "yes"\n---\n')).toMatch(/x\.md:3: front matter key "hide_title" must be true or false/);
    expect(failure('---\ntitle: T\ntags: [{ label: A }]\n---\n')).toMatch(/x\.md:3: front matter key "tags" must be a list of tags, each a name or \{ label, permalink, description \}/);
    expect(failure('---\ntitle: T\nsidebar_custom_props: [a]\n---\n')).toMatch(/front matter key "sidebar_custom_props" must be a mapping/);
    expect(failure('---\ntitle: T\ncustom_edit_url: 3\n---\n')).toMatch(/front matter key "custom_edit_url" must be a string or null/);
  });

  it('takes last_update as a date and/or an author, and refuses anything else', () => {
    expect(parseFrontMatter('---\nlast_update:\n  date: 2024-01-02\n---\n', FILE).frontMatter.last_update).toEqual({ date: '2024-01-02' });
    expect(parseFrontMatter('---\nlast_update: { author: Ann }\n---\n', FILE).frontMatter.last_update).toEqual({ author: 'Ann' });
    const mustBe = /x\.md:3: front matter key "last_update" must be a mapping of a date and\/or an author, e\.g\. \{ date: 2025-07-01, author: Name \}/;
    expect(failure('---\ntitle: T\nlast_update: { date: someday }\n---\n')).toMatch(mustBe);
    expect(failure('---\ntitle: T\nlast_update: { date: 2024-01-02, by: Ann }\n---\n')).toMatch(mustBe);
    expect(failure('---\ntitle: T\nlast_update: {}\n---\n')).toMatch(mustBe);
    expect(failure('---\ntitle: T\nlast_update: { author: 3 }\n---\n')).toMatch(mustBe);
  });

  it('warns about an unknown key, naming the file, the line and the key it most likely means, and leaves it out', () => {
    const result = compile('---\ntitle: A\nsidebar_positon: 3\nmy_own_key: x\n---\n');
    expect(result.frontMatter).toEqual({ title: 'A' });
    expect(result.warnings.map((w) => ({ ...w, fix: w.fix?.split(';')[0] }))).toEqual([
      { location: { file: FILE, line: 3 }, problem: 'unknown front matter key "sidebar_positon" is ignored', fix: 'did you mean sidebar_position? use one of title, description, sidebar_label, sidebar_position, slug, id, draft, unlisted, tags, keywords, image, toc_min_heading_level, toc_max_heading_level, hide_table_of_contents, pagination_prev, pagination_next, last_update, source_hash, authors, date, pagination_label, sidebar_class_name, sidebar_custom_props, displayed_sidebar, hide_title, parse_number_prefixes, custom_edit_url' },
      { location: { file: FILE, line: 4 }, problem: 'unknown front matter key "my_own_key" is ignored', fix: expect.stringMatching(/^use one of title,/) },
    ]);
    expect(compile('---\ntitle: A\n---\n').warnings).toEqual([]);
  });
});
