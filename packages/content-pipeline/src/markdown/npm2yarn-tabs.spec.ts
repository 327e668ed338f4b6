import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile.js';

const firstElement = (tree: Root | Element): Element => (tree.children as Array<Root['children'][number]>).find((node): node is Element => node.type === 'element')!;

describe('npm2yarn code fences', () => {
  it('become npm / Yarn / pnpm tabs of one sync group, each block keeping the title and highlighted lines', () => {
    const source = '```bash npm2yarn title="Install" {2}\n# the CLI\nnpm install -g @immich/cli\n```\n';
    const tabs = firstElement(compileMarkdown(source, { file: 'x.md', frontMatter: false }).body);
    expect(tabs.tagName).toBe('div');
    expect(tabs.properties).toEqual({ dataTabs: '', dataGroup: 'npm2yarn' });
    const sections = tabs.children.filter((node): node is Element => node.type === 'element');
    expect(sections.map((section) => [section.tagName, section.properties['dataTab']])).toEqual([
      ['section', 'npm'],
      ['section', 'Yarn'],
      ['section', 'pnpm'],
    ]);
    const blocks = sections.map(firstElement);
    for (const pre of blocks) expect(pre.properties).toMatchObject({ dataLanguage: 'bash', dataTitle: 'Install', dataHighlight: '2' });
    expect(blocks.map((pre) => toString(pre))).toEqual(['# the CLI\nnpm install -g @immich/cli', '# the CLI\nyarn global add @immich/cli', '# the CLI\npnpm add -g @immich/cli']);
  });

  it('apply magic comments before converting, so the marked command is highlighted in every tab', () => {
    const source = '```sh npm2yarn\n# highlight-next-line\nnpm ci\nnpm run build\n```\n';
    const tabs = firstElement(compileMarkdown(source, { file: 'x.md', frontMatter: false }).body);
    const blocks = tabs.children.filter((node): node is Element => node.type === 'element').map(firstElement);
    expect(blocks.map((pre) => [pre.properties['dataHighlight'], toString(pre)])).toEqual([
      ['1', 'npm ci\nnpm run build'],
      ['1', 'yarn install --immutable\nyarn build'],
      ['1', 'pnpm install --frozen-lockfile\npnpm build'],
    ]);
  });

  it('leave a fence without the word as one code block', () => {
    const block = firstElement(compileMarkdown('```bash title="npm2yarn.sh"\nnpm ci\n```\n', { file: 'x.md', frontMatter: false }).body);
    expect(block.tagName).toBe('pre');
    expect(toString(block)).toBe('npm ci');
  });
});
