import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight.js';

describe('highlightCode', () => {
  it('darkens the light theme comment grey to pass WCAG AA contrast on the code background', () => {
    const html = toHtml(highlightCode('# a comment\necho hi', 'bash', []));
    expect(html).toContain('--shiki-light:#57606a');
    expect(html).not.toMatch(/--shiki-light:#6e7781/i);
  });

  it('gives the same block each time as a copy of its own, so changing one result leaves the next alone', () => {
    const first = highlightCode('docker compose up -d', 'bash', [1]);
    const html = toHtml(first);
    first.children = [];
    first.properties['className'] = ['changed'];
    const second = highlightCode('docker compose up -d', 'bash', [1]);
    expect(toHtml(second)).toBe(html);
    expect(second).not.toBe(first);
    expect(toHtml(highlightCode('docker compose up -d', 'bash', []))).not.toBe(html);
  });
});
