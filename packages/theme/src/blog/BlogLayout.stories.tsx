import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleBlogNav } from './__fixtures__/blog-samples.js';
import { DESKTOP, expectNoHorizontalOverflow, label, MOBILE } from './__fixtures__/story-helpers.js';
import { BlogLayout } from './BlogLayout.js';

const meta = {
  title: 'Blog/BlogLayout',
  component: BlogLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: sampleBlogNav('en'),
    route: '/blog',
    toc: [{ id: 'why', text: 'Why a license', depth: 2 }],
    children: <h1 id="why">Why a license</h1>,
  },
} satisfies Meta<typeof BlogLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blog nav, content and TOC side by side. */
export const WithToc: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: label('en', 'blog.navLabel') });
    const toc = canvas.getByRole('navigation', { name: label('en', 'toc.title') });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().left);
    await expect(toc.getBoundingClientRect().left).toBeGreaterThanOrEqual(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().right - 1);
  },
};

/** On a phone the nav comes first and nothing overflows. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { nav: sampleBlogNav('ru'), route: '/ru/blog', toc: undefined, children: <h1>Блог</h1> },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: label('ru', 'blog.navLabel') });
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().top);
    await expect(canvas.queryByRole('navigation', { name: label('ru', 'toc.title') })).toBeNull();
    await expectNoHorizontalOverflow();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { nav: sampleBlogNav('ja'), route: '/ja/blog', children: <h1 id="why">ライセンスを導入する理由</h1>, toc: [{ id: 'why', text: 'ライセンスを導入する理由', depth: 2 }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'すべての記事' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: label('ja', 'toc.title') })).toBeVisible();
  },
};
