import type { SidebarItem } from '@lumidoc/contract';
import { trimSidebar } from './sidebar-trim.js';

const link = (href: string, extra = {}): SidebarItem => ({ type: 'link', label: href.split('/').pop()!, href, ...extra });
const category = (label: string, items: SidebarItem[], extra = {}): SidebarItem => ({ type: 'category', label, collapsed: true, collapsible: true, items, ...extra });

const sidebar: SidebarItem[] = [
  category('Install', [link('/docs/install/a'), link('/docs/install/b')]),
  category('Guides', [category('Deep', [link('/docs/guides/deep/x', { unlisted: true }), link('/docs/guides/deep/y')]), link('/docs/guides/z')]),
  category('API', [link('/docs/api/one')], { href: '/docs/api' }),
  link('/docs/faq'),
];

describe('trimSidebar', () => {
  it('keeps the categories on the current page’s path and turns every other one into a link to its first page', () => {
    expect(trimSidebar(sidebar, '/docs/install/b')).toEqual([
      sidebar[0],
      { type: 'category', label: 'Guides', href: '/docs/guides/deep/y', collapsed: true, collapsible: false, items: [] },
      { type: 'category', label: 'API', href: '/docs/api', collapsed: true, collapsible: false, items: [] },
      link('/docs/faq'),
    ]);
  });

  it('trims inside the active category too, and keeps a category whose own page is current', () => {
    const trimmed = trimSidebar(sidebar, '/docs/guides/z');
    expect(trimmed[1]).toEqual(category('Guides', [{ type: 'category', label: 'Deep', href: '/docs/guides/deep/y', collapsed: true, collapsible: false, items: [] }, link('/docs/guides/z')]));
    expect(trimSidebar(sidebar, '/docs/api')[2]).toEqual(sidebar[2]);
  });

  it('keeps categories the sidebar shows expanded anyway', () => {
    const open = [category('Overview', [link('/docs/overview/a')], { collapsed: false }), category('Other', [link('/docs/other/b')])];
    expect(trimSidebar(open, '/docs/other/b')).toEqual(open);
  });

  it('keeps the first 8 items and the last of an expanded category the current page is not in', () => {
    const section = (name: string, count: number) => category(name, Array.from({ length: count }, (_, i) => link(`/docs/${name}/p${i}`)), { collapsed: false });
    const sidebar = [section('a', 40), section('b', 40), section('c', 9)];
    const hrefs = (item: SidebarItem) => (item as { items: SidebarItem[] }).items.map((child) => child.href);
    const [a, b, c] = trimSidebar(sidebar, '/docs/b/p20');
    expect(hrefs(a!)).toEqual(['/docs/a/p0', '/docs/a/p1', '/docs/a/p2', '/docs/a/p3', '/docs/a/p4', '/docs/a/p5', '/docs/a/p6', '/docs/a/p7', '/docs/a/p39']);
    // The current page's list keeps its window; a list of 9 is kept whole.
    expect(hrefs(b!)).toHaveLength(27);
    expect(hrefs(b!)).toContain('/docs/b/p20');
    expect(hrefs(c!)).toHaveLength(9);
    // What the HTML carries stays the same however long the other lists grow.
    const longer = [section('a', 400), section('b', 400), section('c', 400)];
    expect(JSON.stringify(trimSidebar(longer, '/docs/b/p20')).length).toBeLessThan(JSON.stringify(trimSidebar(sidebar, '/docs/b/p20')).length * 1.1);
    // At the top level, a page outside the sidebar still sees every entry.
    const top = Array.from({ length: 20 }, (_, i) => link(`/docs/t${i}`));
    expect(trimSidebar(top, '/docs/elsewhere')).toEqual(top);
  });

  it('stays small however many pages the other categories hold', () => {
    const huge = [category('Big', Array.from({ length: 5000 }, (_, i) => link(`/docs/api/op-${i}`))), category('Here', [link('/docs/here')])];
    expect(JSON.stringify(trimSidebar(huge, '/docs/here')).length).toBeLessThan(300);
  });

  it('keeps a window of a long list around the current page, with its first and last item', () => {
    const pages = Array.from({ length: 500 }, (_, i) => link(`/docs/big/p${i}`));
    const kept = (route: string) => (trimSidebar([category('Big', pages)], route)[0] as { items: SidebarItem[] }).items.map((item) => item.href);
    const around = kept('/docs/big/p250');
    expect(around).toEqual(['/docs/big/p0', ...Array.from({ length: 25 }, (_, i) => `/docs/big/p${238 + i}`), '/docs/big/p499']);
    expect(kept('/docs/big/p3').slice(0, 3)).toEqual(['/docs/big/p0', '/docs/big/p1', '/docs/big/p2']);
    expect(kept('/docs/big/p498')).toHaveLength(26);
    expect(kept('/docs/big/p498').slice(-2)).toEqual(['/docs/big/p498', '/docs/big/p499']);
    // A long top-level list is windowed the same way; a short one is kept whole.
    expect(trimSidebar(pages, '/docs/big/p100')).toHaveLength(27);
    expect(trimSidebar(pages.slice(0, 31), '/docs/big/p3')).toHaveLength(31);
  });
});
