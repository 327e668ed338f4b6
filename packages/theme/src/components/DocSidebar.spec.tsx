import type { SidebarItem } from '@lumidoc/contract';
import { createLocaleSet } from '@lumidoc/i18n';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ThemeConfig } from '../config.js';
import { ThemeProvider } from '../context.js';
import { DocSidebar } from './DocSidebar.js';
import { resetSidebarState } from './sidebar-state.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const locales = createLocaleSet({ defaultLocale: 'en', sourceLocale: 'en', locales: ['en'] });
const config: ThemeConfig = { title: 'Immich', navbar: { items: [] }, footer: { columns: [] } };

const ITEMS: SidebarItem[] = [
  { type: 'category', label: 'Overview', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Welcome', href: '/docs/overview/welcome' }] },
  { type: 'category', label: 'Install', href: '/docs/install', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Docker Compose', href: '/docs/install/docker-compose' }] },
  { type: 'category', label: 'API', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Albums', href: '/docs/api/albums' }] },
];

const sidebar = (route: string) => (
  <ThemeProvider locale={locales.get('en')} locales={locales.list} config={config}>
    <DocSidebar items={ITEMS} route={route} />
  </ThemeProvider>
);

/** Which categories the markup shows open, by the label of their `<summary>` or link. */
function openCategories(root: ParentNode): string[] {
  const label = (details: HTMLDetailsElement) => details.querySelector('summary')!.textContent!.replace('▸', '') || details.previousElementSibling!.textContent!;
  return [...root.querySelectorAll('details')].filter((details) => details.open).map(label);
}

describe('DocSidebar prerendered', () => {
  beforeEach(() => resetSidebarState());

  it("adds a category's own className beside the theme's class", () => {
    const container = document.createElement('div');
    const items: SidebarItem[] = [{ type: 'category', label: 'Reference', className: 'ref-red', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'API', href: '/docs/api' }] }, ...ITEMS];
    container.innerHTML = renderToString(
      <ThemeProvider locale={locales.get('en')} locales={locales.list} config={config}>
        <DocSidebar items={items} route="/docs/api" />
      </ThemeProvider>,
    );
    expect([...container.querySelectorAll('li.ld-sidebar__category')].map((li) => li.className)).toEqual(['ld-sidebar__category ref-red', 'ld-sidebar__category', 'ld-sidebar__category', 'ld-sidebar__category']);
  });

  it("puts a doc's sidebar_class_name on its item, and no class on the others", () => {
    const container = document.createElement('div');
    const items: SidebarItem[] = [
      { type: 'link', label: 'New feature', href: '/docs/new', className: 'badge-new', customProps: { badge: 'new' } },
      { type: 'link', label: 'Welcome', href: '/docs/overview/welcome' },
    ];
    container.innerHTML = renderToString(
      <ThemeProvider locale={locales.get('en')} locales={locales.list} config={config}>
        <DocSidebar items={items} route="/docs/overview/welcome" />
      </ThemeProvider>,
    );
    const [first, second] = [...container.querySelectorAll('nav.ld-sidebar > ul > li')];
    expect(first!.className).toBe('badge-new');
    expect(first!.querySelector('a')!.getAttribute('class')).toBeNull();
    expect(second!.hasAttribute('class')).toBe(false);
  });

  it('marks a label written in another language with lang', () => {
    const container = document.createElement('div');
    const items: SidebarItem[] = [{ type: 'link', label: 'Requirements', href: '/docs/install/requirements', lang: 'en' }, { type: 'link', label: 'Welcome', href: '/docs/overview/welcome' }];
    container.innerHTML = renderToString(
      <ThemeProvider locale={locales.get('en')} locales={locales.list} config={config}>
        <DocSidebar items={items} route="/docs/overview/welcome" />
      </ThemeProvider>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.querySelector('[lang]')?.getAttribute('lang') ?? null)).toEqual(['en', null]);
    expect(links.map((a) => a.textContent)).toEqual(['Requirements', 'Welcome']);
  });

  it('renders categories as <details>, open as configured or holding the page, so they work without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(sidebar('/docs/install/docker-compose'));
    expect(openCategories(container)).toEqual(['Overview', 'Install']);
    expect(container.querySelectorAll('summary')).toHaveLength(3);
    expect(container.querySelector('summary[aria-expanded]')).toBeNull();
  });

  it('hydrates without a mismatch, also after the reader changed categories on another page', async () => {
    // A first page in this browser session: the reader closes Overview.
    const first = document.createElement('div');
    document.body.append(first);
    first.innerHTML = renderToString(sidebar('/docs/overview/welcome'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const root = await act(async () => hydrateRoot(first, sidebar('/docs/overview/welcome')));
      const overview = first.querySelector('details')!;
      overview.open = false;
      await act(async () => overview.dispatchEvent(new Event('toggle')));
      // Prerendering the next page is unaffected by what this browser stored.
      const next = document.createElement('div');
      next.innerHTML = renderToString(sidebar('/docs/api/albums'));
      expect(openCategories(next)).toEqual(['Overview', 'API']);
      // On the client, the same state shows after navigation.
      await act(async () => root.render(sidebar('/docs/api/albums')));
      expect(openCategories(first)).toEqual(['API']);
      expect(errors).not.toHaveBeenCalled();
      await act(async () => root.unmount());
    } finally {
      errors.mockRestore();
      first.remove();
    }
  });
});
