import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DESKTOP, MOBILE } from './__fixtures__/story-helpers.js';
import { PostMeta } from './PostMeta.js';

const meta = {
  title: 'Blog/PostMeta',
  component: PostMeta,
  args: { date: '2023-06-24T00:00:00.000Z', readingTimeMinutes: 1 },
} satisfies Meta<typeof PostMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date as a machine-readable <time>, and the singular reading time. */
export const English: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('June 24, 2023')).toHaveAttribute('dateTime', '2023-06-24T00:00:00.000Z');
    await expect(canvasElement).toHaveTextContent('1 min read');
  },
};

/** Russian plural forms: "5 минут" (many); the date in the genitive. */
export const RussianManyMinutesDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: MOBILE },
  args: { readingTimeMinutes: 5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('24 июня 2023 г.');
    await expect(canvasElement).toHaveTextContent('5 минут чтения');
  },
};

/** Russian "3 минуты" (few). */
export const RussianFewMinutes: Story = {
  globals: { locale: 'ru' },
  args: { readingTimeMinutes: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('3 минуты чтения');
  },
};

/** Japanese date and reading time. */
export const Japanese: Story = {
  globals: { locale: 'ja', viewport: DESKTOP },
  args: { readingTimeMinutes: 12 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('2023年6月24日');
    await expect(canvasElement).toHaveTextContent('12 分で読めます');
  },
};
