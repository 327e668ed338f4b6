import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleCursedItems, storyText } from './__fixtures__/pages.js';
import { CursedKnowledgeItem } from './CursedKnowledgeItem.js';

const meta = {
  title: 'Pages/CursedKnowledgeItem',
  component: CursedKnowledgeItem,
  args: { item: sampleCursedItems('en')[0]! },
} satisfies Meta<typeof CursedKnowledgeItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, fact, the date it was learned and a link named after the pull request, described by the title. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Hidden files in Windows are cursed' });
    await expect(article.querySelector('time')).toHaveAttribute('datetime', '2024-09-20');
    await expect(article.querySelector('time')).toHaveTextContent('September 20, 2024');
    const link = canvas.getByRole('link', { name: `immich-app/immich#12812 ${storyText('en', 'navbar.external')}` });
    await expect(link).toHaveAttribute('href', 'https://github.com/immich-app/immich/pull/12812');
    await expect(link).toHaveAccessibleDescription('Hidden files in Windows are cursed');
  },
};

/** Without a link, only the date. */
export const NoLinkDark: Story = {
  globals: { theme: 'dark' },
  args: { item: sampleCursedItems('en').find((item) => !item.link)! },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Long passwords are cursed' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A long link on a phone wraps instead of overflowing. */
export const LongLinkMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { item: sampleCursedItems('en').find((item) => item.link?.includes('cloudflare'))! },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('community.cloudflare.com')).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** Russian date. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { item: sampleCursedItems('ru')[0]! },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('20 сентября 2024 г.')).toBeVisible();
  },
};

/** Japanese date, and English words marked as English on a fallback page. */
export const JapaneseFallback: Story = {
  globals: { locale: 'ja' },
  args: { item: sampleCursedItems('ja', 'en')[0]!, lang: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2024年9月20日')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
  },
};
