import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePosts } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { PostCard } from './PostCard.js';

const meta = {
  title: 'Blog/PostCard',
  component: PostCard,
  args: { post: samplePosts('en')[0]! },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title link, date, reading time, author, excerpt, tags and "Read more" naming the post. */
export const WithExcerpt: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const title = 'Licensing announcement - Purchase a license to support Immich';
    const card = await canvas.findByRole('article', { name: title });
    const body = within(card);
    await expect(body.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(body.getByRole('link', { name: title })).toHaveAttribute('href', '/blog/2024/immich-licensing');
    await expect(card).toHaveTextContent('July 18, 2024');
    await expect(card).toHaveTextContent('1 min read');
    await expect(body.getByText(/lifetime license/)).toBeVisible();
    await expect(body.getByRole('link', { name: 'Alex Tran' })).toHaveAttribute('href', '/blog/authors/alextran');
    await expect(body.getByRole('list', { name: label('en', 'blog.tags') })).toBeVisible();
    const more = body.getByRole('link', { name: label('en', 'blog.readMoreAbout', { title }) });
    await expect(more).toHaveTextContent(label('en', 'blog.readMore'));
    await expect(more).toHaveAttribute('href', '/blog/2024/immich-licensing');
  },
};

/** A post without an excerpt shows its description. */
export const DescriptionOnly: Story = {
  args: { post: samplePosts('en')[2]! },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/pays the core team/)).toBeVisible();
    await expect(canvas.getByText('2 min read')).toBeVisible();
  },
};

/** Russian on a phone, dark: plural reading time, and nothing overflows. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { post: samplePosts('ru')[1]! },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Новости Immich — июль 2024' });
    await expect(card).toHaveTextContent('5 минут чтения');
    await expect(card).toHaveTextContent('1 июля 2024 г.');
    await expect(within(card).getByRole('link', { name: 'Читать далее: Новости Immich — июль 2024' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { post: samplePosts('ja')[0]! },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'ライセンスのお知らせ - ライセンスを購入して Immich を支援' });
    await expect(card).toHaveTextContent('2024年7月18日');
    await expect(within(card).getByRole('link', { name: /^続きを読む/ })).toBeVisible();
  },
};

/** A German reader sees an untranslated post's English words marked `lang="en"`. */
export const FallbackGerman: Story = {
  globals: { locale: 'de' },
  args: { post: samplePosts('de')[0]! },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    await expect(canvasElement.querySelector('.ld-post-card__excerpt')).toHaveAttribute('lang', 'en');
    await expect(canvasElement).toHaveTextContent('1 Minute Lesezeit');
    await expect(canvas.getByRole('link', { name: /^Weiterlesen/ })).not.toHaveAttribute('lang');
  },
};
