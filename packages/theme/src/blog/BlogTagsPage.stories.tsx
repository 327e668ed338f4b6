import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogTagsPage } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogTagsPage } from './BlogTagsPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Blog/BlogTagsPage',
  component: BlogTagsPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleBlogTagsPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof BlogTagsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const counts = (main: HTMLElement) => [...main.querySelectorAll('.ld-tag-index__item')].map((item) => item.textContent);

/** Every tag linking to its page, with its post count in singular or plural. */
export const Desktop: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await expect(counts(main)).toEqual(['Update5 posts', 'Announcement2 posts', 'FUTO1 post']);
    await expect(within(main).getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/blog/tags/update');
    await expect(within(main).getByRole('link', { name: label('en', 'blog.tags') })).toHaveAttribute('aria-current', 'page');
  },
};

/** Russian: 5 публикаций, 2 публикации, 1 публикация. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { page: sampleBlogTagsPage('ru') },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    await expect(counts(main)).toEqual(['Новости разработки5 публикаций', 'Анонс2 публикации', 'FUTO1 публикация']);
    await expectNoHorizontalOverflow();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { page: sampleBlogTagsPage('ja') },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    await expect(counts(main)).toEqual(['近況5 件の記事', 'お知らせ2 件の記事', 'FUTO1 件の記事']);
  },
};
