import fs from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mayBeDelimiterRow, possibleTableHeadLines, remarkGuardTableHeads } from './table-guard.js';

const unguarded = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const guarded = unified().use(remarkParse).use(remarkGfm).use(remarkGuardTableHeads).use(remarkDirective).freeze();

describe('the table guard', () => {
  it('knows a possible delimiter row', () => {
    for (const line of ['| - |', '|---|:-:|', '--- | ---', ':-', '  > | -: |', '\t| - |\t', '- | - |', '1. | - |']) expect(mayBeDelimiterRow(line), line).toBe(true);
    for (const line of ['---', '- - -', '| a |', '', '|  |', ': :', '| - | x', '***']) expect(mayBeDelimiterRow(line), line).toBe(false);
    expect([...possibleTableHeadLines('| a |\n| - |\n| 1 |\r\n\r\nx\r|:-|')]).toEqual([1, 5]);
  });

  it('still reads tables: in quotes, lists and footnotes, with CRLF, without outer pipes, followed by body rows', () => {
    const markdown = '| a | b |\n| - | :-: |\n| 1 | 2 |\n3 | 4\n\n> x | y\n> --|--\n> 1 | 2\n\n- item\n\n  | c |\n  | - |\n  | 5 |\n\n[^1]: note\n\n    | d |\n    |---|\n\r\nq | r\r\n-|-\r\ns | t\r\n';
    const tree = guarded.parse(markdown);
    expect(JSON.stringify(tree).match(/"type":"table"/g)).toHaveLength(5);
    expect(tree).toEqual(unguarded.parse(markdown));
  });

  it('gives the same tree as the unguarded parser for every fixture', () => {
    const root = path.join(import.meta.dirname, '..');
    const fixtures = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /__fixtures__.*\.mdx?$/.test(file));
    expect(fixtures.length).toBeGreaterThan(5);
    for (const file of fixtures) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      expect(guarded.parse(text), file).toEqual(unguarded.parse(text));
    }
  });

  it('gives the same tree as the unguarded parser on generated Markdown', () => {
    // Rows, cells and delimiters in and out of containers, next to what a row can be taken for
    // (thematic breaks, setext underlines, lists, code, lazy lines), in every order a seeded generator makes.
    const pieces = ['|', ' | ', '-', '--', ':-', '-:', ':', ' ', '\t', '   ', '\n', '\n', '\n', '\r\n', '\r', '> ', '>', '- ', '* ', '1. ', '2) ', 'a', 'b c', '`x|y`', '\\|', '**', '```', '~~~', '    ', '---', '===', '[^1]: ', '[^1]', ':::note', ':::', '<div>', '# ', '| a | b |\n', '|-|-|\n', '| 1 | 2 |\n', 'x | y\n--|--\n'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 1500; n++) {
      let text = '';
      for (let length = 1 + Math.floor(next() * 60); length > 0; length--) text += pieces[Math.floor(next() * pieces.length)];
      expect(guarded.parse(text), JSON.stringify(text)).toEqual(unguarded.parse(text));
    }
  }, 60_000);
});
