import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESKTOP, label, MOBILE } from './__fixtures__/story-helpers.js';
import { PostNavigation } from './PostNavigation.js';

const meta = {
  title: 'Blog/PostNavigation',
  component: PostNavigation,
  args: {
    newer: { label: 'Licensing announcement - Purchase a license to support Immich', route: '/blog/2024/immich-licensing' },
    older: { label: 'The Immich core team goes full-time', route: '/blog/2024/immich-core-team-goes-fulltime' },
  },
} satisfies Meta<typeof PostNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both neighbours, each named by direction and title. */
export const Both: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: label('en', 'blog.postNavigation') });
    await expect(within(nav).getByRole('link', { name: /^Newer post Licensing/ })).toHaveAttribute('href', '/blog/2024/immich-licensing');
    await expect(within(nav).getByRole('link', { name: /^Older post The Immich core team/ })).toHaveAttribute('href', '/blog/2024/immich-core-team-goes-fulltime');
  },
};

/** The newest post: only the older one, on the right. */
export const NewestRussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { newer: undefined, older: { label: 'Новости Immich — июль 2024', route: '/ru/blog/2024/update-july-2024' } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /^Более старая публикация/ });
    await expect(link).toHaveClass('ld-pagination__link--next');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const OldestJapanese: Story = {
  globals: { locale: 'ja' },
  args: { older: undefined, newer: { label: 'Immich 近況 - 2024 年 7 月', route: '/ja/blog/2024/update-july-2024' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^次の記事/ })).toHaveAttribute('href', '/ja/blog/2024/update-july-2024');
  },
};

export const Neither: Story = {
  args: { newer: undefined, older: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
