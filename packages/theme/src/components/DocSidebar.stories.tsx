import type { SidebarItem } from '@lumidoc/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { sampleApiSidebar, sampleSidebar, STORY_LOCALES, type StoryLocale } from '../stories/fixtures.js';
import { DocSidebar } from './DocSidebar.js';
import { resetSidebarState } from './sidebar-state.js';

const toggleName = (locale: string, label: string) => (THEME_CATALOGS[locale]!['sidebar.toggleCategory'] as string).replace('{label}', label);
const route = (locale: StoryLocale, path: string) => STORY_LOCALES.localizePath(path, locale);
const sidebarOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('nav.ld-sidebar')!;

/**
 * The `<summary>` that opens and closes a category: the toggle beside a category's own link
 * (named "Show or hide …"), else the category's label row itself.
 */
function toggleOf(nav: HTMLElement, label: string, locale = 'en'): HTMLElement {
  const beside = within(nav).queryByLabelText(toggleName(locale, label));
  return beside ?? within(nav).getByText(label, { selector: 'summary > span' }).closest('summary')!;
}
const isOpen = (toggle: HTMLElement) => (toggle.parentElement as HTMLDetailsElement).open;

/** Whether `element` lies entirely within the visible part of `container`. */
function withinVisibleArea(element: Element, container: Element): boolean {
  const inner = element.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  return inner.height > 0 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
}

/**
 * The sidebar as a site renders it across client navigation: a click on any link (in the
 * sidebar, or "next page" below it) changes the route, and the sidebar is mounted afresh for the
 * new page, so whatever it remembers must live above it.
 */
function Navigating({ items, start, next, children }: { items: readonly SidebarItem[]; start: string; next: { label: string; route: string }; children?: (sidebar: ReactNode) => ReactNode }) {
  const [current, setCurrent] = useState(start);
  const sidebar = <DocSidebar key={current} items={items} route={current} />;
  return (
    <div
      onClickCapture={(event) => {
        const link = (event.target as Element).closest('a');
        if (!link) return;
        event.preventDefault();
        setCurrent(link.getAttribute('href')!);
      }}
    >
      {children ? children(sidebar) : sidebar}
      <p>
        <a href={next.route}>{next.label}</a>
      </p>
    </div>
  );
}

/** A long API category, for the scrolling stories. */
const LONG_SIDEBAR: SidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/api' },
  {
    type: 'category',
    label: 'Assets',
    collapsed: true,
    collapsible: true,
    items: Array.from({ length: 40 }, (_, i) => ({ type: 'link' as const, label: `Asset operation ${i + 1}`, href: `/docs/api/asset-operation-${i + 1}` })),
  },
];

const meta = {
  title: 'Components/DocSidebar',
  component: DocSidebar,
  args: { items: sampleSidebar('en').items, route: '/docs/install/docker-compose' },
  decorators: [(Story) => <div style={{ maxWidth: '17rem' }}><Story /></div>],
  // Categories remember their state for the whole visit: every story starts from the configuration.
  beforeEach: () => resetSidebarState(),
} satisfies Meta<typeof DocSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The current page's category starts open although configured collapsed, with the page marked;
 * a collapsed category opens and closes with its toggle, by mouse and keyboard.
 */
export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: THEME_CATALOGS['en']!['sidebar.label'] as string });
    const current = within(nav).getByRole('link', { name: 'Docker Compose' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeVisible();
    await expect(isOpen(toggleOf(nav, 'Installation'))).toBe(true);
    // Unlisted pages show only on their own page.
    await expect(within(nav).queryByRole('link', { name: 'Unlisted page' })).toBeNull();

    const nested = toggleOf(nav, 'Advanced setup');
    await expect(isOpen(nested)).toBe(false);
    await expect(within(nav).getByRole('link', { name: 'Reverse proxy', hidden: true })).not.toBeVisible();
    await userEvent.click(nested);
    await expect(isOpen(nested)).toBe(true);
    await expect(within(nav).getByRole('link', { name: 'Reverse proxy' })).toBeVisible();

    // The open "Overview" category collapses and opens again.
    const overview = toggleOf(nav, 'Overview');
    await expect(isOpen(overview)).toBe(true);
    await userEvent.click(overview);
    await expect(isOpen(overview)).toBe(false);
    await expect(within(nav).getByRole('link', { name: 'Welcome', hidden: true })).not.toBeVisible();
    // A native <summary>: in the tab order (Enter and Space toggle it in every browser).
    overview.focus();
    await expect(overview).toHaveFocus();
    await userEvent.click(overview);
    await expect(isOpen(overview)).toBe(true);
    await expect(within(nav).getByRole('link', { name: 'Welcome' })).toBeVisible();
  },
};

/**
 * Categories are native `<details>`: the prerendered HTML opens and closes without JavaScript.
 * A category with its own page keeps its link outside the toggle (no link inside a control).
 */
export const NativeDisclosure: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebarOf(canvasElement);
    const installation = toggleOf(nav, 'Installation');
    await expect(installation.tagName).toBe('SUMMARY');
    await expect(installation.parentElement!.tagName).toBe('DETAILS');
    await expect(installation.parentElement).toHaveAttribute('open');
    await expect(installation.querySelector('a')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Installation' }).closest('details')).toBeNull();
    // A category without a page toggles from its whole label row.
    await expect(toggleOf(nav, 'API')).toHaveTextContent('API');
  },
};

/** Heights of `element`, one per animation frame, for `ms` milliseconds. */
async function heightsOver(element: Element, ms: number): Promise<number[]> {
  const heights: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    heights.push(element.getBoundingClientRect().height);
  }
  return heights;
}

/**
 * Opening and closing animate the height, ease-in-out (the `--ld-transition` token, 0 ms under
 * prefers-reduced-motion): the category passes through heights between closed and open.
 */
export const HeightAnimation: Story = {
  play: async ({ canvasElement }) => {
    const api = toggleOf(sidebarOf(canvasElement), 'API');
    const details = api.parentElement!;
    const content = getComputedStyle(details, '::details-content');
    await expect(content.transitionProperty).toContain('block-size');
    await expect(content.transitionTimingFunction).toContain('ease-in-out');
    const closed = details.getBoundingClientRect().height;

    await userEvent.click(api);
    const opening = await heightsOver(details, 600);
    const open = opening.at(-1)!;
    await expect(open).toBeGreaterThan(closed * 2);
    await expect(opening.some((height) => height > closed + 1 && height < open - 1)).toBe(true);
    await expect(opening).toEqual([...opening].sort((a, b) => a - b));

    await userEvent.click(api);
    const closing = await heightsOver(details, 600);
    await expect(closing.at(-1)).toBeCloseTo(closed, 0);
    await expect(closing.some((height) => height > closed + 1 && height < open - 1)).toBe(true);
  },
};

/**
 * Client navigation keeps what the reader opened and closed, although the sidebar is mounted
 * afresh for each page; the category of the page navigated to opens by itself, even after the
 * reader closed it.
 */
export const KeepsStateAcrossNavigation: Story = {
  render: (args) => <Navigating items={args.items} start={args.route} next={{ label: 'Next page: Requirements', route: '/docs/install/requirements' }} />,
  play: async ({ canvasElement }) => {
    const nav = () => sidebarOf(canvasElement);
    await userEvent.click(toggleOf(nav(), 'Overview'));
    await userEvent.click(toggleOf(nav(), 'API'));
    await expect(isOpen(toggleOf(nav(), 'Overview'))).toBe(false);

    // Another page: a new sidebar, the same categories open and closed.
    await userEvent.click(within(nav()).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page'));
    await expect(isOpen(toggleOf(nav(), 'Overview'))).toBe(false);
    await expect(isOpen(toggleOf(nav(), 'API'))).toBe(true);
    // Opened for the previous page, it stays open.
    await expect(isOpen(toggleOf(nav(), 'Installation'))).toBe(true);
    await expect(isOpen(toggleOf(nav(), 'Advanced setup'))).toBe(false);

    // Closed by the reader, then the next page is inside it: it opens with that page marked.
    await userEvent.click(toggleOf(nav(), 'Installation'));
    await expect(isOpen(toggleOf(nav(), 'Installation'))).toBe(false);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Next page: Requirements' }));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Requirements' })).toHaveAttribute('aria-current', 'page'));
    await expect(isOpen(toggleOf(nav(), 'Installation'))).toBe(true);
    await expect(within(nav()).getByRole('link', { name: 'Requirements' })).toBeVisible();
    await expect(isOpen(toggleOf(nav(), 'Overview'))).toBe(false);
  },
};

/**
 * The current page's link is scrolled into view inside the sidebar's own scroll area on load and
 * after navigation, and the page itself never scrolls (the sidebar starts below the fold).
 */
export const ActiveItemScrolledIntoView: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { items: LONG_SIDEBAR, route: '/docs/api/asset-operation-36' },
  render: (args) => (
    <Navigating items={args.items} start={args.route} next={{ label: 'Back to the second operation', route: '/docs/api/asset-operation-2' }}>
      {(sidebar) => (
        <>
          <div style={{ height: '120vh' }} />
          <div className="story-scroller" style={{ height: '12rem', overflowY: 'auto' }}>
            {sidebar}
          </div>
        </>
      )}
    </Navigating>
  ),
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('.story-scroller')!;
    const current = () => scroller.querySelector('[aria-current="page"]')!;
    await waitFor(() => expect(withinVisibleArea(current(), scroller)).toBe(true));
    await expect(current()).toHaveTextContent('Asset operation 36');
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    await expect(window.scrollY).toBe(0);

    const link = within(canvasElement).getByRole('link', { name: 'Back to the second operation' });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(current()).toHaveTextContent('Asset operation 2'));
    await waitFor(() => expect(withinVisibleArea(current(), scroller)).toBe(true));
    await expect(window.scrollY).toBe(0);
  },
};

/** On an unlisted page, that page's link shows and is marked. */
export const UnlistedPage: Story = {
  args: { route: '/docs/unlisted' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Unlisted page' })).toHaveAttribute('aria-current', 'page');
    await expect(isOpen(toggleOf(sidebarOf(canvasElement), 'Installation'))).toBe(false);
  },
};

/** The API sidebar: method badges, the category page itself current. */
export const ApiBadgesDark: Story = {
  globals: { theme: 'dark' },
  args: { items: sampleApiSidebar('en').items, route: '/docs/api/albums' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Albums' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'PATCH Update an album' })).toBeVisible();
    await expect(isOpen(toggleOf(sidebarOf(canvasElement), 'Assets'))).toBe(false);
  },
};

/** Long German labels wrap within the sidebar's width. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { items: sampleSidebar('de').items, route: route('de', '/docs/install/environment-variables') },
  play: async ({ canvas, canvasElement }) => {
    const current = await canvas.findByRole('link', { name: 'Umgebungsvariablenkonfiguration' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const nav = sidebarOf(canvasElement);
    await expect(isOpen(toggleOf(nav, 'Fortgeschrittene Einrichtung', 'de'))).toBe(true);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** Russian on a phone. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { items: sampleSidebar('ru').items, route: route('ru', '/docs/install/docker-compose') },
  play: async ({ canvas, canvasElement }) => {
    const toggle = toggleOf(sidebarOf(canvasElement), 'Справочник API', 'ru');
    await expect(isOpen(toggle)).toBe(false);
    await userEvent.click(toggle);
    await expect(isOpen(toggle)).toBe(true);
    await expect(canvas.getByRole('link', { name: 'GET Получить все альбомы' })).toBeVisible();
    await expect(isOpen(toggleOf(sidebarOf(canvasElement), 'Установка и настройка', 'ru'))).toBe(true);
  },
};

/** Japanese, dark: a category with its own page is toggled by the labelled button beside its link. */
export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { items: sampleSidebar('ja').items, route: route('ja', '/docs/overview/welcome') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'ようこそ' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: THEME_CATALOGS['ja']!['sidebar.label'] as string })).toBeVisible();
    const install = toggleOf(sidebarOf(canvasElement), 'インストール', 'ja');
    await expect(install).toHaveAccessibleName(toggleName('ja', 'インストール'));
    await expect(isOpen(install)).toBe(false);
    await userEvent.click(install);
    await expect(canvas.getByRole('link', { name: 'システム要件' })).toBeVisible();
  },
};
