import fs from 'node:fs';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../errors.js';
import { compileMarkdown, type CompiledMarkdown } from './compile.js';
import { chromiumPath } from './mermaid-browser.js';
import { renderDiagrams, type DiagramCache } from './mermaid-render.js';

const FLOWCHART = 'flowchart LR\n  upload[Upload] --> thumbs{Thumbnails?}\n  thumbs -->|yes| done[Done]\n  thumbs -.->|no| upload';
const SEQUENCE = 'sequenceDiagram\n  participant App\n  participant Server\n  App->>Server: POST /assets\n  Server-->>App: 201 Created';
const PAGE = `---\ntitle: Diagrams\n---\n\nThe upload flow:\n\n\`\`\`mermaid\n${FLOWCHART}\n\`\`\`\n\nAnd the calls:\n\n\`\`\`mermaid\n${SEQUENCE}\n\`\`\`\n`;
const FILE = 'content/docs/en/diagrams.md';
const BROKEN = `---\ntitle: Broken\n---\n\nText.\n\n\`\`\`mermaid\nflowchart LR\n  A --> B\n  B -->> ]\n\`\`\`\n`;

function memoryCache(): DiagramCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return { entries, read: (key) => (entries.has(key) ? { compiled: entries.get(key) } : undefined), write: (key, entry) => void entries.set(key, entry.compiled) };
}

function elements(tree: Root | Element, tagName: string): Element[] {
  const found: Element[] = [];
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) found.push(child);
    found.push(...elements(child, tagName));
  }
  return found;
}

const hasBrowser = fs.existsSync(chromiumPath());

describe('mermaid placeholders', () => {
  it('leave the compile as a code block carrying the source and the fence line, kept as written', () => {
    const { body } = compileMarkdown(PAGE, { file: FILE });
    const [first] = elements(body, 'pre');
    expect(first!.properties).toMatchObject({ dataLanguage: 'mermaid', dataDiagram: 'mermaid', dataLine: '7' });
    expect(toHtml(first!)).toContain('thumbs -.->|no| upload');
  });

  it('come back untouched, with no browser started, when a page has no diagram', async () => {
    const compiled = compileMarkdown('---\ntitle: Plain\n---\n\n```bash\nls\n```\n', { file: FILE });
    const [result] = await renderDiagrams([{ file: FILE, compiled }], { chromium: '/nonexistent/chromium' });
    expect(result).toBe(compiled);
  });

  it('name the diagram and the fix when there is no browser to render it', async () => {
    const compiled = compileMarkdown(PAGE, { file: FILE });
    const error = await renderDiagrams([{ file: FILE, compiled }], { chromium: '/nonexistent/chromium' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/diagrams\.md:7: .*Chromium.*\/nonexistent\/chromium[\s\S]*fix: install Chromium.*LUMIDOC_CHROMIUM/);
  });
});

describe.skipIf(!hasBrowser)('mermaid diagrams rendered in Chromium', () => {
  const cache = memoryCache();
  let compiled: CompiledMarkdown;
  let rendered: CompiledMarkdown;
  beforeAll(async () => {
    compiled = compileMarkdown(PAGE, { file: FILE });
    [rendered] = await renderDiagrams([{ file: FILE, compiled }], { cache });
  }, 120_000);

  it('replace each placeholder with a figure holding an inline SVG of the diagram', () => {
    const figures = elements(rendered.body, 'figure');
    expect(figures).toHaveLength(2);
    const [flowchart, sequence] = figures.map((figure) => figure.children.find((c): c is Element => c.type === 'element')!);
    expect(flowchart!.tagName).toBe('svg');
    expect(flowchart!.properties['ariaRoleDescription']).toEqual(['flowchart-v2']);
    expect(sequence!.properties['ariaRoleDescription']).toEqual(['sequence']);
    const html = toHtml(rendered.body);
    for (const label of ['Upload', 'Thumbnails?', 'Done', 'App', 'Server', 'POST /assets', '201 Created']) expect(html).toContain(`>${label}<`);
    expect(elements(rendered.body, 'pre')).toHaveLength(0);
    // The compiled page itself is left as it was (it may be a cache's entry).
    expect(elements(compiled.body, 'figure')).toHaveLength(0);
  });

  it('keep nothing that runs or loads: no script, style element, foreignObject, handler, class or outside URL', () => {
    const html = toHtml(rendered.body);
    expect(html).not.toMatch(/<script|<style|<foreignobject|\son[a-z]+=|\sclass="(?!ld-diagram)|javascript:|url\((?!#)/i);
    // Styles are inline, so the grey boxes and the arrows keep their look.
    expect(html).toMatch(/style="[^"]*fill:/);
  });

  it('give every id of the page once, and point each reference at an id of the same diagram', () => {
    const ids: string[] = [];
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (typeof child.properties['id'] === 'string') ids.push(child.properties['id']);
        visit(child);
      }
    };
    visit(rendered.body);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...toHtml(rendered.body).matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids).toContain(ref);
    expect(ids.filter((id) => /^diagram-[0-9a-f]{8}-(7|16)$/.test(id))).toHaveLength(2);
  });

  it('render a second time from the cache, without a browser', async () => {
    expect(cache.entries.size).toBe(2);
    const [again] = await renderDiagrams([{ file: FILE, compiled }], { cache, chromium: '/nonexistent/chromium' });
    expect(again).toEqual(rendered);
  });

  it('report a diagram that does not parse at its line in the file, with mermaid\'s message', async () => {
    const broken = compileMarkdown(BROKEN, { file: 'content/docs/en/broken.md' });
    const error = await renderDiagrams([{ file: 'content/docs/en/broken.md', compiled: broken }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).location).toEqual({ file: 'content/docs/en/broken.md', line: 10 });
    expect((error as ContentError).problem).toMatch(/Parse error on line 3/);
  }, 120_000);
});
