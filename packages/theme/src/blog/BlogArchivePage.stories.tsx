import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogArchivePage } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogArchivePage } from './BlogArchivePage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Blog/BlogArchivePage',
  component: BlogArchivePage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleBlogArchivePage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof BlogArchivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Years newest first, each with its post count and dated links. */
export const Desktop: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    const years = main.getAllByRole('heading', { level: 2 });
    await expect(years.map((h) => h.textContent)).toEqual(['2024 3 posts', '2022 1 post']);
    const year2024 = main.getByRole('region', { name: '2024 3 posts' });
    await expect(within(year2024).getAllByRole('link')).toHaveLength(3);
    await expect(within(year2024).getByRole('link', { name: 'Immich Update - July 2024' })).toHaveAttribute('href', '/blog/2024/update-july-2024');
    await expect(main.getByRole('link', { name: label('en', 'blog.archive') })).toHaveAttribute('aria-current', 'page');
  },
};

/** Russian plural forms in the year headings: "3 публикации", "1 публикация". */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { page: sampleBlogArchivePage('ru') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Архив' })).toBeVisible();
    await expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2024 3 публикации', '2022 1 публикация']);
    await expect(main.getByText('18 июл. 2024 г.')).toHaveAttribute('dateTime', '2024-07-18T00:00:00.000Z');
    await expectNoHorizontalOverflow();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { page: sampleBlogArchivePage('ja') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2024 3 件の記事', '2022 1 件の記事']);
    await expect(main.getByText('2024/07/18')).toBeVisible();
  },
};
