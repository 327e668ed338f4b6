import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogAuthorPage } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogAuthorPage } from './BlogAuthorPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Blog/BlogAuthorPage',
  component: BlogAuthorPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleBlogAuthorPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof BlogAuthorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author's name, title, number of posts, profile, and their posts as cards. */
export const Desktop: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Alex Tran' })).toBeVisible();
    await expect(main.getByText('Maintainer of Immich', { selector: 'p' })).toBeVisible();
    await expect(main.getByText('3 posts')).toBeVisible();
    await expect(main.getByRole('link', { name: `github.com/alextran1502 ${label('en', 'navbar.external')}` })).toHaveAttribute('href', 'https://github.com/alextran1502');
    await expect(main.getAllByRole('article')).toHaveLength(3);
    await expect(main.getByRole('link', { name: label('en', 'blog.authors') })).toHaveAttribute('aria-current', 'page');
  },
};

/** "3 публикации": the Russian few form. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { page: sampleBlogAuthorPage('ru') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByText('3 публикации')).toBeVisible();
    await expect(main.getAllByRole('article')[0]).toHaveTextContent('1 минута чтения');
    await expectNoHorizontalOverflow();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { page: sampleBlogAuthorPage('ja') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByText('3 件の記事')).toBeVisible();
    await expect(main.getAllByRole('link', { name: /^続きを読む/ })).toHaveLength(3);
  },
};
