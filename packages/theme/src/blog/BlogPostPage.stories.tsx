import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBlogPostPage } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogPostPage } from './BlogPostPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Blog/BlogPostPage',
  component: BlogPostPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleBlogPostPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, date, reading time, author, body with heading anchors, tags, older post, TOC and blog nav. */
export const Desktop: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Licensing announcement - Purchase a license to support Immich' })).toBeVisible();
    const article = main.getByRole('article');
    await expect(article).toHaveTextContent('July 18, 2024');
    await expect(article).toHaveTextContent('3 min read');
    await expect(within(article).getByRole('link', { name: 'Alex Tran' })).toHaveAttribute('href', '/blog/authors/alextran');
    await expect(main.getByRole('heading', { level: 2, name: /Why a license/ })).toHaveAttribute('id', 'why');
    await expect(within(article).getByRole('list', { name: label('en', 'blog.tags') })).toBeVisible();
    const toc = main.getByRole('navigation', { name: label('en', 'toc.title') });
    await expect(within(toc).getByRole('link', { name: 'How to buy' })).toHaveAttribute('href', '#how');
    const neighbours = main.getByRole('navigation', { name: label('en', 'blog.postNavigation') });
    await expect(within(neighbours).getByRole('link', { name: /^Older post/ })).toHaveAttribute('href', '/blog/2024/update-july-2024');
    await expect(main.getByRole('navigation', { name: label('en', 'blog.navLabel') })).toBeVisible();
    await expect(main.queryByRole('note')).toBeNull();
    await expectNoHorizontalOverflow();
  },
};

/** Russian on a phone, dark: nav, TOC and article stack; plural reading time. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { page: sampleBlogPostPage('ru') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Объявление о лицензиях');
    await expect(main.getByRole('article')).toHaveTextContent('3 минуты чтения');
    await expect(main.getByRole('article')).toHaveTextContent('18 июля 2024 г.');
    await expect(main.getByRole('link', { name: 'Новости разработки' })).toHaveAttribute('href', '/ru/blog/tags/update');
    await expect(main.getByRole('link', { name: 'Частые вопросы' })).toHaveAttribute('href', '/ru/docs/FAQ');
    await expectNoHorizontalOverflow();
  },
};

/** Japanese: every TOC link points at a heading of the body. */
export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { page: sampleBlogPostPage('ja') },
  play: async ({ canvas, canvasElement }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('article')).toHaveTextContent('2024年7月18日');
    await expect(main.getByRole('article')).toHaveTextContent('3 分で読めます');
    const toc = within(main.getByRole('navigation', { name: label('ja', 'toc.title') })).getAllByRole('link');
    await expect(toc.map((a) => a.textContent)).toEqual(['ライセンスを導入する理由', '購入方法']);
    for (const link of toc) await expect(canvasElement.querySelector(`h2${link.getAttribute('href')}`)).toHaveTextContent(link.textContent!);
  },
};

/** A German reader on an untranslated post: a notice, and the English words marked as such. */
export const FallbackGerman: Story = {
  globals: { locale: 'de' },
  args: { page: sampleBlogPostPage('de') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(label('de', 'fallback.notice', { source: 'English' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(canvasElement.querySelector('.ld-blog-post .ld-markdown')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('article')).toHaveTextContent('3 Minuten Lesezeit');
  },
};

/** The newest and only post: no neighbours, no tags. */
export const Alone: Story = {
  args: { page: sampleBlogPostPage('en', { older: undefined, tags: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: label('en', 'blog.postNavigation') })).toBeNull();
    await expect(canvas.queryByRole('list', { name: label('en', 'blog.tags') })).toBeNull();
  },
};
