import { describe, expect, it } from 'vitest';
import { asDocusaurusMdx } from './imported.mjs';

describe('asDocusaurusMdx', () => {
  it('imports the theme\'s Admonition, uses it for the first admonition and links to .mdx files, front matter first', () => {
    const markdown = '---\ntitle: A\n---\n\nSee [b](./b.md#x) and [c](../c.md).\n\n:::tip\nFirst.\n:::\n\n:::warning\nSecond.\n:::\n';
    expect(asDocusaurusMdx(markdown)).toBe(
      "---\ntitle: A\n---\nimport Admonition from '@theme/Admonition';\n\n\nSee [b](./b.mdx#x) and [c](../c.mdx).\n\n<Admonition type=\"tip\">\n\nFirst.\n\n</Admonition>\n\n:::warning\nSecond.\n:::\n",
    );
  });
});
