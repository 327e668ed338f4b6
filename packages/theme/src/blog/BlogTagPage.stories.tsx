import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogTagPage } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogTagPage } from './BlogTagPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Blog/BlogTagPage',
  component: BlogTagPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleBlogTagPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof BlogTagPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tag's title, description, post count, a link to all tags, and its posts. */
export const Desktop: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Posts tagged “Update”' })).toBeVisible();
    await expect(main.getByText(/Regular progress reports/)).toBeVisible();
    await expect(main.getByText('5 posts')).toBeVisible();
    await expect(main.getByRole('link', { name: label('en', 'blog.viewAllTags') })).toHaveAttribute('href', '/blog/tags');
    await expect(main.getAllByRole('article')).toHaveLength(3);
    await expect(main.getByRole('link', { name: label('en', 'blog.tags') })).toHaveAttribute('aria-current', 'page');
  },
};

/** "2 публикации" on the announcement tag, in Russian, on a phone, dark. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { page: sampleBlogTagPage('ru', 'announcement') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Публикации с тегом «Анонс»' })).toBeVisible();
    await expect(main.getByText('2 публикации')).toBeVisible();
    await expect(main.getAllByRole('article')).toHaveLength(2);
    await expectNoHorizontalOverflow();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { page: sampleBlogTagPage('ja') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: '「近況」タグの記事' })).toBeVisible();
    await expect(main.getByText('5 件の記事')).toBeVisible();
  },
};
