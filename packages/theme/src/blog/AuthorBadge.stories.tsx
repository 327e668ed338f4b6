import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleAuthor } from './__fixtures__/blog-samples.js';
import { DESKTOP, label, MOBILE } from './__fixtures__/story-helpers.js';
import { AuthorBadge } from './AuthorBadge.js';

const meta = {
  title: 'Blog/AuthorBadge',
  component: AuthorBadge,
  args: { author: sampleAuthor('en') },
} satisfies Meta<typeof AuthorBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name linking to the author's page, title, and a decorative avatar. */
export const English: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Alex Tran' })).toHaveAttribute('href', '/blog/authors/alextran');
    await expect(canvas.getByText('Maintainer of Immich')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** With profile links, which open in a new tab and say so. */
export const RussianWithSocialsDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { author: sampleAuthor('ru'), withSocials: true, note: label('ru', 'blog.postCount', { count: 7 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Сопровождающий Immich')).toBeVisible();
    await expect(canvas.getByText('7 публикаций')).toBeVisible();
    const github = canvas.getByRole('link', { name: `GitHub ${label('ru', 'navbar.external')}` });
    await expect(github).toHaveAttribute('href', 'https://github.com/alextran1502');
    await expect(github).toHaveAttribute('target', '_blank');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { author: sampleAuthor('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Immich のメンテナー')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alex Tran' })).toHaveAttribute('href', '/ja/blog/authors/alextran');
  },
};
