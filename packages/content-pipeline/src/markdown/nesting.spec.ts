import { compileMarkdown } from './compile.js';
import { MAX_NESTING } from './nesting.js';

const FILE = 'content/docs/en/deep.md';
const failure = (body: string) => {
  try {
    compileMarkdown(`---\ntitle: Deep\n---\n\n${body}`, { file: FILE });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('compiled without an error');
};
const nestedList = (levels: number) => Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');

describe('nesting limit', () => {
  it(`accepts lists nested ${MAX_NESTING} levels deep`, () => {
    expect(() => compileMarkdown(nestedList(MAX_NESTING), { file: FILE })).not.toThrow();
  });

  it('names the line where a list goes past the limit, how deep it goes and the limit', () => {
    const message = failure(nestedList(40));
    expect(message).toContain(`${FILE}:${5 + MAX_NESTING}:${MAX_NESTING * 2 + 1}: lists, quotes and ::: blocks are nested 40 levels deep here; the limit is ${MAX_NESTING}`);
    expect(message).toContain('fix: flatten the structure');
  });

  // Parsing thousands of nested quotes is slow on a busy machine; the test gives it time.
  it('refuses quotes thousands of levels deep without overflowing the stack', { timeout: 120_000 }, () => {
    expect(failure(`${'>'.repeat(3000)} deep`)).toContain(`${FILE}:5:${MAX_NESTING + 1}: lists, quotes and ::: blocks are nested 3000 levels deep here`);
  });

  it('refuses emphasis nested past the limit', () => {
    expect(failure(`${'*'.repeat(100)}x${'*'.repeat(100)}`)).toMatch(/deep\.md:5:\d+: emphasis and links are nested \d+ levels deep here; the limit is 32/);
  });
});
