import type { SidebarItem } from '@lumidoc/content-pipeline';
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

  it('stays small however many pages the other categories hold', () => {
    const huge = [category('Big', Array.from({ length: 5000 }, (_, i) => link(`/docs/api/op-${i}`))), category('Here', [link('/docs/here')])];
    expect(JSON.stringify(trimSidebar(huge, '/docs/here')).length).toBeLessThan(300);
  });
});
