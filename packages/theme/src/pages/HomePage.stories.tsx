import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inPageShell } from '../stories/page-shell.js';
import { expectNoHorizontalOverflow, sampleHomePage, storyText } from './__fixtures__/pages.js';
import { HomePage } from './HomePage.js';

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleHomePage('en') },
  // As the site renders it: skip link, navbar, the page in <main>, footer.
  decorators: [
    inPageShell(),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The promise as h1, the three actions, the feature cards, the store badges, the chat invitation
 * and the licence; "Download the mobile app" points at the badges' section.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Your photos and videos, on your own server' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs/overview/quick-start');
    await expect(main.getByRole('link', { name: `Open the demo ${storyText('en', 'navbar.external')}` })).toHaveAttribute('href', 'https://demo.immich.app');
    await expect(within(main.getByRole('region', { name: 'Features' })).getAllByRole('link')).toHaveLength(4);
    const download = main.getByRole('region', { name: 'Download the mobile app' });
    await expect(within(download).getAllByRole('listitem')).toHaveLength(4);
    const community = main.getByRole('region', { name: 'Community' });
    await expect(within(community).getByRole('link', { name: `Join the chat ${storyText('en', 'navbar.external')}` })).toHaveAttribute('href', 'https://discord.immich.app');
    await expect(within(community).getByText(/GNU AGPL v3/)).toBeVisible();
    await expect(main.queryByRole('note')).toBeNull();
    // Every image has its size set, so nothing shifts while it loads.
    for (const image of document.querySelectorAll('main img')) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    // The download action is an in-page link to the badges' section (not a router link).
    const jump = main.getByRole('link', { name: 'Download the mobile app' });
    await expect(jump).toHaveAttribute('href', '#download');
    await expect(document.getElementById(jump.getAttribute('href')!.slice(1))).toBe(download);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: storyText('en', 'skip.toContent') })).toHaveFocus();
  },
};

/** On a phone: one column, buttons wrap, the picture stays out of the way, nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveClass('ld-button--primary');
  },
};

/** The Russian edition on a phone: localized routes, Russian theme strings. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleHomePage('ru') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/ru/docs/overview/quick-start');
    await expect(main.getByRole('region', { name: 'Возможности' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Установить через Obtainium' })).toHaveAttribute('href', '/ru/docs/overview/quick-start#mobile-app');
    await expectNoHorizontalOverflow();
  },
};

export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { page: sampleHomePage('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'あなたの写真と動画を、あなたのサーバーに' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'コミュニティ' })).toBeVisible();
  },
};

/** A German reader: the English home page under a German notice, its words marked as English. */
export const GermanFallback: Story = {
  globals: { locale: 'de' },
  args: { page: sampleHomePage('de') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('note')).toHaveTextContent(storyText('de', 'fallback.notice', { source: 'English' }));
    await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/de/docs/overview/quick-start');
    await expect(main.getByRole('heading', { level: 2, name: 'Funktionen' })).not.toHaveAttribute('lang');
  },
};
