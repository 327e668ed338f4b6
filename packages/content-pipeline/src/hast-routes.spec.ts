import type { Root } from 'hast';
import { localizeHast } from './hast-routes.js';
import { ROUTE_PROPERTY } from './markdown/links.js';

const link = (route: string, href: string) => ({ type: 'element' as const, tagName: 'a', properties: { href, [ROUTE_PROPERTY]: route }, children: [{ type: 'text' as const, value: 'link' }] });
const paragraph = { type: 'element' as const, tagName: 'p', properties: {}, children: [{ type: 'text' as const, value: 'No links here.' }] };

describe('localizeHast', () => {
  it("prefixes each marked link's route, keeps its anchor, and leaves the compiled tree as it was", () => {
    const tree: Root = { type: 'root', children: [paragraph, { type: 'element', tagName: 'li', properties: {}, children: [link('/docs/setup', '../setup.md#ports')] }] };
    const before = structuredClone(tree);
    const ru = localizeHast(tree, (route) => `/ru${route}`);
    expect(tree).toEqual(before);
    expect(ru.children[1]).toEqual({ type: 'element', tagName: 'li', properties: {}, children: [{ type: 'element', tagName: 'a', properties: { href: '/ru/docs/setup#ports' }, children: [{ type: 'text', value: 'link' }] }] });
    // What has no marked link is shared, not copied: a page per locale costs only its links.
    expect(ru.children[0]).toBe(paragraph);
    expect(localizeHast({ type: 'root', children: [paragraph] }, (route) => `/ru${route}`).children[0]).toBe(paragraph);
  });
});
