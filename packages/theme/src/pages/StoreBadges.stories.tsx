import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleStoreLinks, storyText } from './__fixtures__/pages.js';
import { StoreBadges } from './StoreBadges.js';

const meta = {
  title: 'Pages/StoreBadges',
  component: StoreBadges,
  args: { links: sampleStoreLinks('en') },
} satisfies Meta<typeof StoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

const external = (locale: string) => storyText(locale, 'navbar.external');

/** Four badges: each says where to get the app in the reader's words; the stores open in a new tab, the site's own guide does not. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const play = await canvas.findByRole('link', { name: `Get it on Google Play ${external('en')}` });
    await expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=app.alextran.immich');
    await expect(play).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: `Download on the App Store ${external('en')}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Get it on F-Droid ${external('en')}` })).toBeVisible();
    const obtainium = canvas.getByRole('link', { name: 'Install with Obtainium' });
    await expect(obtainium).toHaveAttribute('href', '/docs/overview/quick-start#mobile-app');
    await expect(obtainium).not.toHaveAttribute('target');
    // The caption comes before the store's name in English.
    await expect(within(play).getByText('Get it on').compareDocumentPosition(within(play).getByText('Google Play'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    for (const icon of document.querySelectorAll('.ld-store-badge__icon')) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Badges wrap on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    await expectNoHorizontalOverflow();
  },
};

/** Black badges keep a visible edge on the dark background. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole('link', { name: `Get it on F-Droid ${external('en')}` });
    await expect(getComputedStyle(badge).borderTopColor).not.toBe(getComputedStyle(badge).backgroundColor);
  },
};

/** Russian wording, localized link to the site's guide. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { links: sampleStoreLinks('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `Доступно в Google Play ${external('ru')}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Установить через Obtainium' })).toHaveAttribute('href', '/ru/docs/overview/quick-start#mobile-app');
    await expectNoHorizontalOverflow();
  },
};

/** In Japanese the store's name comes first and the verb after it. */
export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { links: sampleStoreLinks('ja') },
  play: async ({ canvas }) => {
    const play = await canvas.findByRole('link', { name: `Google Play で手に入れよう ${external('ja')}` });
    await expect(within(play).getByText('Google Play').compareDocumentPosition(within(play).getByText('で手に入れよう'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};
