import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleCursedItems } from './__fixtures__/pages.js';
import { CursedKnowledgeList } from './CursedKnowledgeList.js';

const meta = {
  title: 'Pages/CursedKnowledgeList',
  component: CursedKnowledgeList,
  args: { items: sampleCursedItems('en') },
} satisfies Meta<typeof CursedKnowledgeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const dates = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('time')].map((t) => t.getAttribute('datetime'));

/** An ordered list in the order given (newest first), one article per item. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(dates(canvasElement)).toEqual(['2024-09-20', '2024-08-07', '2024-06-25', '2024-01-31']);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    await expectNoHorizontalOverflow();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'JavaScript Date objects are cursed' })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { items: sampleCursedItems('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Длинные пароли прокляты' })).toBeVisible();
    await expect(canvas.getByText('25 июня 2024 г.')).toBeVisible();
  },
};

export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { items: sampleCursedItems('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: '長いパスワードは呪われている' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
