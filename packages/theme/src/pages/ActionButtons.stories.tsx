import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectNoHorizontalOverflow, storyText } from './__fixtures__/pages.js';
import { ActionButtons, type Action } from './ActionButtons.js';

const actions = (getStarted: string, demo: string, download: string, prefix = ''): Action[] => [
  { label: getStarted, href: `${prefix}/docs/overview/quick-start`, variant: 'primary' },
  { label: demo, href: 'https://demo.immich.app' },
  { label: download, href: '#download' },
];

const meta = {
  title: 'Pages/ActionButtons',
  component: ActionButtons,
  args: { actions: actions('Get started', 'Open the demo', 'Download the mobile app') },
} satisfies Meta<typeof ActionButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The primary action stands out; a route goes through the router link, the external demo opens in
 * a new tab and says so, an anchor stays on the page.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const start = await canvas.findByRole('link', { name: 'Get started' });
    await expect(start).toHaveAttribute('href', '/docs/overview/quick-start');
    await expect(start).toHaveClass('ld-button--primary');
    const demo = canvas.getByRole('link', { name: `Open the demo ${storyText('en', 'navbar.external')}` });
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(demo).not.toHaveClass('ld-button--primary');
    const download = canvas.getByRole('link', { name: 'Download the mobile app' });
    await expect(download).not.toHaveAttribute('target');
    // All three on one row on a desktop.
    const tops = canvas.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await userEvent.tab();
    await expect(start).toHaveFocus();
  },
};

/** On a phone the buttons wrap instead of overflowing. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { actions: actions('Начать', 'Открыть демо', 'Скачать мобильное приложение', '/ru') },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size).toBeGreaterThan(1);
    await expectNoHorizontalOverflow();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Get started' })).toBeVisible();
  },
};

/** Russian labels; the external hint is in Russian too. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { actions: actions('Начать', 'Открыть демо', 'Скачать мобильное приложение', '/ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/ru/docs/overview/quick-start');
    await expect(canvas.getByRole('link', { name: `Открыть демо ${storyText('ru', 'navbar.external')}` })).toBeVisible();
  },
};

/** Japanese reader, English labels (a fallback page): the labels are marked as English. */
export const JapaneseFallbackDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { lang: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Get started')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('link', { name: `Open the demo ${storyText('ja', 'navbar.external')}` })).toBeVisible();
  },
};
