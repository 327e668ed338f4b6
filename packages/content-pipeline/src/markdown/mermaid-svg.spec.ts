import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { diagramFigure } from './mermaid-svg.js';

const HOSTILE = [
  '<svg id="r" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)" class="flowchart" style="max-width: 10px">',
  '<style>#r .node { fill: red }</style><script>alert(2)</script>',
  '<defs><marker id="arrow" orient="auto"><path d="M0 0"/></marker><marker id="unused"><path d="M1 1"/></marker></defs>',
  '<g id="node-a" class="node" data-id="a" onclick="alert(3)"><rect width="5" height="5" style="fill: url(https://tracker.example/x.png); stroke: #999"/>',
  '<a href="javascript:alert(4)"><text x="1" y="2">Label</text></a>',
  '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(5)"/>html</div></foreignObject>',
  '<image href="https://tracker.example/y.png"/><use href="#node-a"/>',
  '<path d="M0 0 L5 5" marker-end="url(#arrow)" fill="url(javascript:alert(6))"/></g>',
  '</svg>',
].join('');

describe('diagramFigure', () => {
  it('keeps shapes, text, inline styles and markers, and nothing that runs or loads', () => {
    const html = toHtml(diagramFigure(HOSTILE, 'diagram-1'));
    expect(html).toContain('<figure class="ld-diagram" data-diagram="mermaid"><svg');
    expect(html).toContain('>Label</text>');
    expect(html).toContain('stroke: #999');
    expect(html).toContain('viewBox="0 0 10 10"');
    expect(html).not.toMatch(/alert|tracker|<style|<script|<foreignobject|<image|<use|<a |<div|<img|xmlns|data-id|class="(?!ld-diagram)|onload|onclick|html</);
  });

  it('names the root and every referenced element after the given id, and drops other ids and unused markers', () => {
    const html = toHtml(diagramFigure(HOSTILE, 'diagram-7'));
    expect(html).toMatch(/<svg [^>]*\bid="diagram-7"/);
    expect(html).toMatch(/<marker [^>]*\bid="diagram-7-1"/);
    expect(html).toContain('marker-end="url(#diagram-7-1)"');
    expect(html).not.toMatch(/id="(r|arrow|unused|node-a)"|M1 1/);
  });

  it('drops the groups left empty (the defs of unused markers)', () => {
    const html = toHtml(diagramFigure('<svg viewBox="0 0 1 1"><defs><marker id="m"><path d="M0 0"/></marker></defs><defs></defs><g><g></g></g><rect width="1" height="1"/></svg>', 'diagram-2'));
    expect(html).toBe('<figure class="ld-diagram" data-diagram="mermaid"><svg viewBox="0 0 1 1" id="diagram-2"><rect width="1" height="1"></rect></svg></figure>');
  });

  it('gives copies of one diagram ids that differ', () => {
    const ids = (id: string) => [...toHtml(diagramFigure(HOSTILE, id)).matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    const first = ids('diagram-a');
    const second = ids('diagram-b');
    expect(first.length).toBeGreaterThan(1);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });
});
