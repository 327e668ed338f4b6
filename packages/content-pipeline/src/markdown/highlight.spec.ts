import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight.js';

describe('highlightCode', () => {
  it('darkens the light theme comment grey to pass WCAG AA contrast on the code background', () => {
    const html = toHtml(highlightCode('# a comment\necho hi', 'bash', []));
    expect(html).toContain('--shiki-light:#57606a');
    expect(html).not.toMatch(/--shiki-light:#6e7781/i);
  });
});
