import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { sampleApiSidebar, sampleSidebar, STORY_LOCALES, type StoryLocale } from '../stories/fixtures.js';
import { DocSidebar } from './DocSidebar.js';

const toggleName = (locale: string, label: string) => (THEME_CATALOGS[locale]!['sidebar.toggleCategory'] as string).replace('{label}', label);
const route = (locale: StoryLocale, path: string) => STORY_LOCALES.localizePath(path, locale);

const meta = {
  title: 'Components/DocSidebar',
  component: DocSidebar,
  args: { items: sampleSidebar('en').items, route: '/docs/install/docker-compose' },
  decorators: [(Story) => <div style={{ maxWidth: '17rem' }}><Story /></div>],
} satisfies Meta<typeof DocSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The current page's category starts open although configured collapsed, with the page marked;
 * a collapsed category opens and closes with its toggle (`aria-expanded`).
 */
export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: THEME_CATALOGS['en']!['sidebar.label'] as string });
    const current = within(nav).getByRole('link', { name: 'Docker Compose' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeVisible();
    await expect(within(nav).getByRole('button', { name: toggleName('en', 'Installation') })).toHaveAttribute('aria-expanded', 'true');
    // Unlisted pages show only on their own page.
    await expect(within(nav).queryByRole('link', { name: 'Unlisted page' })).toBeNull();

    const nested = within(nav).getByRole('button', { name: toggleName('en', 'Advanced setup') });
    await expect(nested).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).getByRole('link', { name: 'Reverse proxy', hidden: true })).not.toBeVisible();
    await userEvent.click(nested);
    await expect(nested).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Reverse proxy' })).toBeVisible();

    // The open "Overview" category collapses and expands again.
    const overview = within(nav).getByRole('button', { name: toggleName('en', 'Overview') });
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(overview);
    await expect(overview).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).getByRole('link', { name: 'Welcome', hidden: true })).not.toBeVisible();
    overview.focus();
    await userEvent.keyboard('{Enter}');
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Welcome' })).toBeVisible();
  },
};

/** On an unlisted page, that page's link shows and is marked. */
export const UnlistedPage: Story = {
  args: { route: '/docs/unlisted' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Unlisted page' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: toggleName('en', 'Installation') })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The API sidebar: method badges, the category page itself current. */
export const ApiBadgesDark: Story = {
  globals: { theme: 'dark' },
  args: { items: sampleApiSidebar('en').items, route: '/docs/api/albums' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Albums' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'PATCH Update an album' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: toggleName('en', 'Assets') })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Long German labels wrap within the sidebar's width. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { items: sampleSidebar('de').items, route: route('de', '/docs/install/environment-variables') },
  play: async ({ canvas, canvasElement }) => {
    const current = await canvas.findByRole('link', { name: 'Umgebungsvariablenkonfiguration' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: toggleName('de', 'Fortgeschrittene Einrichtung') })).toHaveAttribute('aria-expanded', 'true');
    const nav = canvasElement.querySelector('nav')!;
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** Russian on a phone. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { items: sampleSidebar('ru').items, route: route('ru', '/docs/install/docker-compose') },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: toggleName('ru', 'Справочник API') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'GET Получить все альбомы' })).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { items: sampleSidebar('ja').items, route: route('ja', '/docs/overview/welcome') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ようこそ' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: THEME_CATALOGS['ja']!['sidebar.label'] as string })).toBeVisible();
  },
};
