import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESKTOP, label, MOBILE } from './__fixtures__/story-helpers.js';
import { ListPagination } from './ListPagination.js';

const meta = {
  title: 'Blog/ListPagination',
  component: ListPagination,
  args: { pagination: { page: 2, pages: 3, newer: '/blog', older: '/blog/page/3' } },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: newer and older links, and the position. */
export const Middle: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: label('en', 'blog.listPagination') });
    await expect(within(nav).getByRole('link', { name: /Newer posts/ })).toHaveAttribute('href', '/blog');
    await expect(within(nav).getByRole('link', { name: /Older posts/ })).toHaveAttribute('rel', 'next');
    await expect(nav).toHaveTextContent('Page 2 of 3');
  },
};

/** The first page has no newer link. */
export const FirstRussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { pagination: { page: 1, pages: 2, older: '/ru/blog/page/2' } },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: label('ru', 'blog.listPagination') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: /Более старые публикации/ })).toHaveAttribute('href', '/ru/blog/page/2');
    await expect(nav).toHaveTextContent('Страница 1 из 2');
  },
};

/** The last page has no older link. */
export const LastJapanese: Story = {
  globals: { locale: 'ja' },
  args: { pagination: { page: 2, pages: 2, newer: '/ja/blog' } },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: label('ja', 'blog.listPagination') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await expect(nav).toHaveTextContent('2 ページ中 2 ページ目');
  },
};

/** One page: no navigation at all. */
export const Single: Story = {
  args: { pagination: { page: 1, pages: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
