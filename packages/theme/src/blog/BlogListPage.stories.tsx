import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogListPage } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogListPage } from './BlogListPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Blog/BlogListPage',
  component: BlogListPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleBlogListPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof BlogListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1: posts newest first, each with "Read more", and a link to older posts only. */
export const FirstPage: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(main.getAllByRole('article').map((a) => a.querySelector('h2')!.textContent)).toEqual([
      'Licensing announcement - Purchase a license to support Immich',
      'Immich Update - July 2024',
      'The Immich core team goes full-time',
    ]);
    await expect(main.getAllByRole('link', { name: /^Read more/ })).toHaveLength(3);
    const pages = main.getByRole('navigation', { name: label('en', 'blog.listPagination') });
    await expect(within(pages).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/blog/page/2']);
    await expect(main.getByRole('link', { name: label('en', 'blog.allPosts') })).toHaveAttribute('aria-current', 'page');
  },
};

/** A middle page in Russian, on a phone, dark. */
export const RussianMiddlePageMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { page: sampleBlogListPage('ru', 2) },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    const pages = main.getByRole('navigation', { name: label('ru', 'blog.listPagination') });
    await expect(within(pages).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/ru/blog', '/ru/blog/page/3']);
    await expect(pages).toHaveTextContent('Страница 2 из 3');
    await expect(main.getAllByRole('article')[1]).toHaveTextContent('5 минут чтения');
    await expectNoHorizontalOverflow();
  },
};

/** The last page in Japanese: a link to newer posts only. */
export const JapaneseLastPage: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { page: sampleBlogListPage('ja', 3) },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'ブログ' })).toBeVisible();
    const pages = main.getByRole('navigation', { name: label('ja', 'blog.listPagination') });
    await expect(within(pages).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/ja/blog/page/2']);
  },
};
