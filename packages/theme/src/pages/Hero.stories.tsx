import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, HERO_IMAGE, sampleHomePage } from './__fixtures__/pages.js';
import { ActionButtons } from './ActionButtons.js';
import { Hero } from './Hero.js';

const home = (locale: 'en' | 'ru' | 'ja') => sampleHomePage(locale);

const meta = {
  title: 'Pages/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { title: home('en').hero.title, tagline: home('en').hero.tagline, image: HERO_IMAGE },
  render: (args) => (
    <main>
      <Hero {...args}>
        <ActionButtons actions={[{ label: 'Get started', href: '/docs/overview/quick-start', variant: 'primary' }, { label: 'Open the demo', href: 'https://demo.immich.app' }]} />
      </Hero>
    </main>
  ),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headline, tagline and actions beside a picture that has its size set and no alt text (it is decorative). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: home('en').hero.title })).toBeVisible();
    await expect(canvas.getByText(home('en').hero.tagline)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveClass('ld-button--primary');
    const light = canvasElement.querySelector<HTMLImageElement>('.ld-hero__image--light')!;
    await expect(light).toBeVisible();
    await expect(light).toHaveAttribute('alt', '');
    await expect(light).toHaveAttribute('width', '480');
    await expect(light).toHaveAttribute('height', '360');
    await expect(canvasElement.querySelector('.ld-hero__image--dark')).not.toBeVisible();
    // Text and picture side by side.
    const text = canvasElement.querySelector('.ld-hero__text')!.getBoundingClientRect();
    await expect(light.getBoundingClientRect().left).toBeGreaterThanOrEqual(text.right);
  },
};

/** On a phone the picture gives way to the words, and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('.ld-hero__image--light')).not.toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** Dark mode shows the dark variant of the picture. */
export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-hero__image--dark')).toBeVisible();
    await expect(canvasElement.querySelector('.ld-hero__image--light')).not.toBeVisible();
  },
};

/** One picture for both modes stays visible in dark mode. */
export const SinglePictureDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  args: { image: { src: HERO_IMAGE.src, width: 480, height: 360 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-hero__image--any')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

/** Long Russian words on a phone. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { title: home('ru').hero.title, tagline: home('ru').hero.tagline },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ваши фото и видео — на вашем сервере' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** Japanese, dark, without a picture. */
export const JapaneseDarkNoPicture: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { title: home('ja').hero.title, tagline: home('ja').hero.tagline, image: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: home('ja').hero.title })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** English words on a German page: marked as English for screen readers and hyphenation. */
export const FallbackWords: Story = {
  globals: { locale: 'de' },
  args: { lang: 'en' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(main.getByText(home('en').hero.tagline)).toHaveAttribute('lang', 'en');
  },
};
