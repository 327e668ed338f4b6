import { toHtml } from 'hast-util-to-html';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightCode } from './highlight.js';

const NGINX = 'client_max_body_size 50000M;\nproxy_read_timeout 600s;';

describe('highlightCode', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

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

  it('gives the same colours however long a line takes to tokenize', async () => {
    const expected = toHtml(highlightCode(NGINX, 'nginx', []));
    expect(expected).toContain('--shiki-light:#0550AE'); // 50000M as a number
    // A machine so busy that every clock reading is a second later than the one before.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    // A fresh module: the block above is remembered by this one.
    vi.resetModules();
    const fresh = (await import('./highlight.js')).highlightCode;
    expect(toHtml(fresh(NGINX, 'nginx', []))).toBe(expected);
  });

  it('gives the same colours whether a grammar is used first or after others', async () => {
    const fresh = async () => (await import('./highlight.js')).highlightCode;
    vi.resetModules();
    const first = toHtml((await fresh())(NGINX, 'nginx', []));
    vi.resetModules();
    const later = await fresh();
    for (const [code, lang] of [['echo hi', 'bash'], ['a: 1', 'yaml'], ['location / { proxy_pass http://x; }', 'nginx']] as const) later(code, lang, []);
    expect(toHtml(later(NGINX, 'nginx', []))).toBe(first);
  });
});
