import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mayHoldLiteralAutolink, remarkGuardLiteralAutolinks } from './autolink-guard.js';
import { compileMarkdown } from './compile.js';

const parse = (markdown: string) => unified().use(remarkParse).use(remarkGfm).use(remarkGuardLiteralAutolinks).parse(markdown) as Root;
const unguarded = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
const linkUrls = (tree: Root) => JSON.stringify(tree).match(/"url":"[^"]*"/g) ?? [];

describe('the literal-autolink guard', () => {
  it('finds GFM’s autolink pass and wraps it', () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkGuardLiteralAutolinks).freeze();
    const extensions = (processor.data('fromMarkdownExtensions') ?? []) as unknown as Array<{ enter?: object; transforms?: Array<{ name: string }> }>;
    const autolinks = extensions.flat().find((extension) => extension.enter && 'literalAutolink' in extension.enter);
    expect(autolinks?.transforms?.map((transform) => transform.name)).toEqual(['']);
  });

  it('lets every kind of literal autolink through', () => {
    const markdown = 'Go to https://immich.app, HTTP://EXAMPLE.COM, www.example.org or write to team@immich.app or mailto:a@b.co.';
    const tree = parse(markdown);
    expect(linkUrls(tree)).toEqual(['"url":"https://immich.app"', '"url":"HTTP://EXAMPLE.COM"', '"url":"http://www.example.org"', '"url":"mailto:team@immich.app"', '"url":"mailto:a@b.co"']);
    expect(tree).toEqual(unguarded(markdown));
  });

  it('skips a tree whose text holds none, leaving it as the pass would', () => {
    const markdown = 'A [link](https://immich.app) and `code@x`, but no bare address.\n\n| a | b |\n| - | - |\n| 1 | 2 |';
    expect(mayHoldLiteralAutolink(unified().use(remarkParse).parse('A [link](https://immich.app) and text.'))).toBe(false);
    expect(parse(markdown)).toEqual(unguarded(markdown));
    expect(mayHoldLiteralAutolink(parse('write to a@b.co'))).toBe(true);
  });

  it('is part of compiling a page', () => {
    const { body } = compileMarkdown('See https://immich.app.', { file: 'docs/en/a.md' });
    expect(JSON.stringify(body)).toContain('"href":"https://immich.app"');
  });
});
