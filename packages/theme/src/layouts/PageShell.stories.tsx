import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../components/announcement-state.js';
import { horizontalOverflow, STORY_ANNOUNCEMENT, withThemeConfig } from '../stories/chrome-helpers.js';
import { alternatesFor, gatedSearchLoader, sampleSidebar } from '../stories/fixtures.js';
import { PageShell } from './PageShell.js';

const t = (locale: string, key: string) => THEME_CATALOGS[locale]![key as 'skip.toContent'] as string;

function Broken(): never {
  throw new Error('The page component threw while rendering.');
}

const meta = {
  title: 'Layouts/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    alternates: alternatesFor('/docs/install/docker-compose'),
    loadSearch: gatedSearchLoader({ autoRelease: true }).load,
    sidebar: sampleSidebar('en'),
    children: <h1>Docker Compose</h1>,
  },
  decorators: [withThemeConfig(() => ({ announcement: STORY_ANNOUNCEMENT }))],
  beforeEach: () => {
    localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY);
    localStorage.removeItem(ANNOUNCEMENT_ID_KEY);
    document.documentElement.removeAttribute('data-announcement-dismissed');
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Skip link (first Tab stop), announcement, navbar, main content and footer, in that order. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Docker Compose' })).toBeVisible();
    const order = [...canvasElement.querySelector('.ld-page')!.children].map((child) => child.className.split(' ')[0]);
    await expect(order).toEqual(['ld-skip-link', 'ld-announcement', 'ld-navbar', 'ld-main', 'ld-footer']);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('en', 'skip.toContent') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('en', 'announcement.close') })).toHaveFocus();
    await expect(canvasElement.querySelector('.ld-base-url-banner')).toBeNull();
  },
};

/** A crash in the page's content shows the crash screen inside the chrome; navbar and footer still work. */
export const ContentCrash: Story = {
  args: { children: <Broken /> },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: t('en', 'crash.title') })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveTextContent('The page component threw while rendering.');
    await expect(canvas.getByRole('navigation', { name: t('en', 'navbar.mainLabel') })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** On the home page the shell carries the (hidden) base-URL banner. */
export const HomeWithBaseUrlCheck: Story = {
  args: { alternates: alternatesFor('/'), sidebar: undefined, checkBaseUrl: '/', children: <h1>Immich</h1> },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('.ld-base-url-banner');
    await expect(banner).not.toBeNull();
    await expect(banner).not.toBeVisible();
  },
};

/** Russian, dark, on a phone: chrome in one row, the docs sidebar in the menu. */
export const RussianDarkMobile: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { sidebar: sampleSidebar('ru'), children: <h1>Установка с помощью Docker Compose</h1> },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('ru', 'menu.open') }));
    const menu = within(await canvas.findByRole('dialog', { name: t('ru', 'menu.label') }));
    await expect(menu.getByRole('navigation', { name: t('ru', 'sidebar.label') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: t('ru', 'menu.open') })).toHaveFocus();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** German long labels on the desktop. */
export const GermanDesktop: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'API-Referenz' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('de', 'announcement.label') })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

export const ChineseSimplifiedMobile: Story = {
  globals: { locale: 'zh-Hans', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t('zh-Hans', 'announcement.label') })).toHaveTextContent('Immich 更新很快');
    await expect(canvas.getByRole('button', { name: t('zh-Hans', 'menu.open') })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** The next page is slow: the current page and the chrome stay, a spinner shows over the content after 200 ms (light, desktop). */
export const LoadingNextPage: Story = {
  args: { loading: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.queryByRole('status')).toBeNull();
    await expect(await main.findByRole('status', { name: t('en', 'spinner.label') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(main.getByRole('heading', { level: 1, name: 'Docker Compose' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t('en', 'navbar.mainLabel') })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The same on a phone in dark mode, in Russian. */
export const LoadingNextPageRussianDarkMobile: Story = {
  args: { loading: true, sidebar: sampleSidebar('ru'), children: <h1>Установка с помощью Docker Compose</h1> },
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('status', { name: t('ru', 'spinner.label') })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};
