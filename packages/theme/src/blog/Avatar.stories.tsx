import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AVATAR } from './__fixtures__/blog-samples.js';
import { DESKTOP, MOBILE } from './__fixtures__/story-helpers.js';
import { Avatar } from './Avatar.js';

const meta = {
  title: 'Blog/Avatar',
  component: Avatar,
  args: { name: 'Alex Tran', src: AVATAR, size: 48 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image of the site's own (here inline): shown, decorative, at its size. */
export const OwnImage: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('src', AVATAR);
    await expect(img.getBoundingClientRect().width).toBe(48);
  },
};

/** An image on another host is not requested: initials take its place, hidden from screen readers. */
export const OtherHostDark: Story = {
  globals: { theme: 'dark', viewport: MOBILE },
  args: { src: 'https://avatars.example.org/alex.png', size: 96 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const initials = canvasElement.querySelector('.ld-avatar--initials')!;
    await expect(initials).toHaveTextContent('AT');
    await expect(initials).toHaveAttribute('aria-hidden', 'true');
    await expect(initials.getBoundingClientRect().width).toBe(96);
  },
};

/** Initials of a Russian and a Japanese name, when there is no image at all. */
export const RussianNoImage: Story = {
  globals: { locale: 'ru' },
  args: { name: 'алексей тран', src: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-avatar--initials')).toHaveTextContent('АТ');
  },
};

export const JapaneseNoImage: Story = {
  globals: { locale: 'ja' },
  args: { name: '山田 花子', src: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-avatar--initials')).toHaveTextContent('山花');
  },
};
