import { compileMarkdown } from './compile.js';

const FILE = 'content/docs/en/x.md';
const failure = (body: string) => {
  try {
    compileMarkdown(`---\ntitle: X\n---\n\n${body}`, { file: FILE });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('compiled without an error');
};

describe('MDX syntax in Markdown', () => {
  it('names an import line with its line and what to do', () => {
    const message = failure("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nText.\n");
    expect(message).toContain(`${FILE}:5:1: MDX import "import Tabs from '@theme/Tabs';" would be published as text`);
    expect(message).toContain('fix: remove the line; rename the file to .mdx');
  });

  it('names export statements and bare imports', () => {
    expect(failure('Text.\n\nexport const toc = [];\n')).toContain(`${FILE}:7:1: MDX export "export const toc = [];"`);
    expect(failure("import './styles.css';\n")).toContain('MDX import');
  });

  it('names an expression with the line and column of its brace', () => {
    const message = failure('Intro line.\nThe version is {frontMatter.version} today.\n');
    expect(message).toContain(`${FILE}:6:16: MDX expression "{frontMatter.version}" would be published as text`);
    expect(message).toContain('escape the brace (\\{) to show it as written');
  });

  it('accepts prose that starts with the words import or export, escaped braces, code and heading ids', () => {
    const source = '---\ntitle: X\n---\n\nimport your photos first.\n\nExport them later.\n\nA literal \\{brace}, `{code}` and\n\n```\n{ "json": true }\n```\n\n## Heading {#custom}\n';
    expect(() => compileMarkdown(source, { file: FILE })).not.toThrow();
  });

  it('leaves text that is not a content file alone (an OpenAPI description)', () => {
    expect(() => compileMarkdown('Returns the asset {id}.', { file: 'openapi.json', frontMatter: false })).not.toThrow();
  });
});
