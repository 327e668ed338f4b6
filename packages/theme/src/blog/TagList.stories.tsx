import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleTags } from './__fixtures__/blog-samples.js';
import { DESKTOP, label, MOBILE } from './__fixtures__/story-helpers.js';
import { TagList } from './TagList.js';

const meta = {
  title: 'Blog/TagList',
  component: TagList,
  args: { tags: sampleTags('en') },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled list of links to the tags' pages. */
export const English: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: label('en', 'blog.tags') });
    await expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/blog/tags/update', '/blog/tags/announcement', '/blog/tags/futo']);
  },
};

export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { tags: sampleTags('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Новости разработки' })).toHaveAttribute('href', '/ru/blog/tags/update');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { tags: sampleTags('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: label('ja', 'blog.tags') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/ja/blog/tags/announcement');
  },
};

/** A post without tags shows nothing. */
export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
