import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogAuthorsPage } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogAuthorsPage } from './BlogAuthorsPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Blog/BlogAuthorsPage',
  component: BlogAuthorsPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleBlogAuthorsPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof BlogAuthorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each author with a link to their page, their profiles and their number of posts. */
export const Desktop: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Alex Tran' })).toHaveAttribute('href', '/blog/authors/alextran');
    await expect(main.getByText('7 posts')).toBeVisible();
    await expect(main.getByRole('link', { name: `GitHub ${label('en', 'navbar.external')}` })).toHaveAttribute('href', 'https://github.com/alextran1502');
    await expect(main.getByRole('link', { name: label('en', 'blog.authors') })).toHaveAttribute('aria-current', 'page');
  },
};

/** "7 публикаций": the Russian many form. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { page: sampleBlogAuthorsPage('ru') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Авторы' })).toBeVisible();
    await expect(main.getByText('7 публикаций')).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { page: sampleBlogAuthorsPage('ja') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByText('7 件の記事')).toBeVisible();
    await expect(main.getByText('Immich のメンテナー')).toBeVisible();
  },
};
