import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mayHoldLiteralAutolink, mayHoldLiteralAutolinkText, remarkGuardLiteralAutolinks, remarkWithoutLiteralAutolinks } from './autolink-guard.js';
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

describe('parsing without literal autolinks', () => {
  const full = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
  const lean = unified().use(remarkParse).use(remarkGfm).use(remarkWithoutLiteralAutolinks).use(remarkDirective).freeze();

  it('takes out only the autolink constructs and their handlers', () => {
    const syntax = (lean.data('micromarkExtensions') ?? []) as unknown as Array<{ text?: Record<string, Array<{ name?: string }>> }>;
    const names = new Set(syntax.flatMap((extension) => Object.values(extension.text ?? {}).flat().map((construct) => construct.name)));
    expect([...names].filter((name) => /Autolink$/.test(name ?? ''))).toEqual([]);
    expect(names.has('gfmFootnoteCall')).toBe(true);
    expect(names.has('strikethrough')).toBe(true);
    const handlers = ((lean.data('fromMarkdownExtensions') ?? []) as unknown as Array<{ enter?: object }>).flat();
    expect(handlers.some((extension) => extension.enter && 'literalAutolink' in extension.enter)).toBe(false);
    expect(handlers.some((extension) => extension.enter && 'table' in extension.enter)).toBe(true);
  });

  it('is chosen only for text without an address: with one, the links are found', () => {
    for (const text of ['see www.example.org', 'HTTPS://A.B', 'http://a', 'a@b.co', 'mailto:a@b.co']) expect(mayHoldLiteralAutolinkText(text)).toBe(true);
    for (const text of ['see ww.example.org', 'https:/a', 'www\\.a.b', 'a&#64;b.co', '[a](https://a.b)'.replace('https://', 'ftp://')]) expect(mayHoldLiteralAutolinkText(text)).toBe(false);
    const { body } = compileMarkdown('Mail team@immich.app or open WWW.immich.app.', { file: 'docs/en/a.md' });
    expect(JSON.stringify(body)).toContain('"href":"mailto:team@immich.app"');
    expect(JSON.stringify(body)).toContain('"href":"http://WWW.immich.app"');
  });

  it('gives the same tree as the full parser for every fixture without an address', () => {
    const fixtures = fs.readdirSync(path.join(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' }).filter((file) => /__fixtures__.*\.mdx?$/.test(file));
    const texts = fixtures.map((file) => fs.readFileSync(path.join(import.meta.dirname, '..', file), 'utf8')).filter((text) => !mayHoldLiteralAutolinkText(text));
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(lean.parse(text)).toEqual(full.parse(text));
  });

  it('gives the same tree as the full parser on generated Markdown without an address', () => {
    // Pieces that come close to an autolink (www, http:, mailto:, a dot after a word) among the
    // characters that open other constructs, in every order a seeded generator makes.
    const pieces = ['w', 'ww', 'www', 'W', 'h', 'http', 'HTTPS', ':', '/', '//', '.', '-', '_', '+', 'mailto:', 'xmpp:', 'a', 'Z9', ' ', ' ', '\n', '\n\n', '\t', '*', '**', '`', '[', ']', '(', ')', '<', '>', '|', '#', '!', '\\', '&', '&amp;', ';', '~', '~~', ':::note', '[^1]', '[^1]: x', '> ', '- ', '1. ', '```', '| a | b |\n| - | - |'];
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let compared = 0;
    for (let n = 0; n < 3000; n++) {
      let text = '';
      for (let length = 1 + Math.floor(next() * 40); length > 0; length--) text += pieces[Math.floor(next() * pieces.length)];
      if (mayHoldLiteralAutolinkText(text)) continue;
      compared++;
      expect(lean.parse(text), JSON.stringify(text)).toEqual(full.parse(text));
    }
    expect(compared).toBeGreaterThan(2000);
  });
});
