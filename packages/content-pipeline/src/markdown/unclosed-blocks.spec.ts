import { compileMarkdown } from './compile.js';

const FILE = 'content/docs/en/x.md';
const failure = (source: string) => {
  try {
    compileMarkdown(source, { file: FILE });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('compiled without an error');
};
const page = (...lines: string[]) => ['---', 'title: X', '---', '', ...lines, ''].join('\n');

describe('unclosed blocks', () => {
  it('names the line of a code fence that is never closed', () => {
    const message = failure(page('Intro.', '', '```bash', 'echo hi', '', '## Next section', '', 'More text.'));
    expect(message).toContain(`${FILE}:7:1: the code fence opened on line 7 is never closed: the 5 lines after it would become part of it`);
    expect(message).toContain('fix: close it with a line of ``` where the code ends');
  });

  it('asks for as many backticks or tildes as the opening fence had', () => {
    expect(failure(page('````md', '```js', 'x', '```'))).toContain('close it with a line of ````');
    expect(failure(page('~~~', 'x'))).toContain('close it with a line of ~~~');
  });

  it('names an admonition that is never closed', () => {
    const message = failure(page(':::danger', 'Careful.', '', '## Later heading', 'Text.'));
    expect(message).toContain(`${FILE}:5:1: the ":::danger" block opened on line 5 is never closed`);
    expect(message).toContain('fix: close it with a line of ::: where the block ends');
  });

  it('names tabs whose closing line has too few colons', () => {
    expect(failure(page('::::tabs', ':::tab[A]', 'a', ':::', ':::tab[B]', 'b', ':::', ':::'))).toContain(':5:1: the "::::tabs" block opened on line 5 is never closed');
  });

  it('accepts closed fences and blocks, in lists and quotes too', () => {
    const source = page(
      '```', 'x', '```', '',
      '- item', '', '  ```text', '  echo', '  ```', '',
      '> :::note', '> quoted', '> :::', '',
      '::::tabs', ':::tab[A]', 'a', ':::', '::::', '',
      '    indented code', '',
      '```', '```',
    );
    expect(() => compileMarkdown(source, { file: FILE })).not.toThrow();
  });
});
