import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoHorizontalOverflow, storyText } from './__fixtures__/pages.js';
import { StandaloneHeader } from './StandaloneHeader.js';

const meta = {
  title: 'Pages/StandaloneHeader',
  component: StandaloneHeader,
  args: { title: 'Roadmap', intro: 'What the team plans to build, and the milestones reached since the first commit.' },
} satisfies Meta<typeof StandaloneHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A translated page: h1 and introduction, no notice. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roadmap' })).not.toHaveAttribute('lang');
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** A German reader on the English page: the notice in German, the words marked English. */
export const GermanFallbackMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { fallbackFrom: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(storyText('de', 'fallback.notice', { source: 'English' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expectNoHorizontalOverflow();
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { title: 'Дорожная карта', intro: 'Планы команды и вехи, которых проект достиг с первого коммита.' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Дорожная карта' })).toBeVisible();
  },
};

/** Japanese, without an introduction. */
export const JapaneseNoIntro: Story = {
  globals: { locale: 'ja' },
  args: { title: '呪われた知識', intro: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-standalone__intro')).toBeNull();
  },
};
