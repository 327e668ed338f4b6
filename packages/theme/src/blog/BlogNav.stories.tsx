import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogNav } from './__fixtures__/blog-samples.js';
import { DESKTOP, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogNav } from './BlogNav.js';

const meta = {
  title: 'Blog/BlogNav',
  component: BlogNav,
  args: { nav: sampleBlogNav('en'), route: '/blog/tags/update' },
} satisfies Meta<typeof BlogNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four sections, the current one marked, and both feeds as plain links with their type. */
export const English: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: label('en', 'blog.navLabel') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/blog', '/blog/archive', '/blog/tags', '/blog/authors', '/blog/rss.xml', '/blog/atom.xml']);
    await expect(within(nav).getByRole('link', { name: label('en', 'blog.tags') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: label('en', 'blog.rss') })).toHaveAttribute('type', 'application/rss+xml');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/** Page 2 of the list still marks "All posts". */
export const RussianListPageMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { nav: sampleBlogNav('ru'), route: '/ru/blog/page/2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Все публикации' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'RSS-лента' })).toHaveAttribute('href', '/ru/blog/rss.xml');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { nav: sampleBlogNav('ja'), route: '/ja/blog/archive' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'アーカイブ' })).toHaveAttribute('aria-current', 'page');
  },
};
