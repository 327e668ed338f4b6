import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleRoadmapPage, storyText } from './__fixtures__/pages.js';
import { RoadmapPage } from './RoadmapPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Pages/RoadmapPage',
  component: RoadmapPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleRoadmapPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof RoadmapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, introduction, then the timeline with planned milestones first. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    await expect(main.getByText(/milestones reached since the first commit/)).toBeVisible();
    await expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Planned', '2024', '2022']);
    await expect(main.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Stable release');
    await expect(main.queryByRole('note')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { page: sampleRoadmapPage('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Дорожная карта' })).toBeVisible();
    await expect(canvas.getAllByText('Запланировано').length).toBeGreaterThan(1);
  },
};

export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleRoadmapPage('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ロードマップ' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** A Korean reader: the English roadmap under a Korean notice, dates in Korean. */
export const KoreanFallback: Story = {
  globals: { locale: 'ko' },
  args: { page: sampleRoadmapPage('ko') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(storyText('ko', 'fallback.notice', { source: 'English' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roadmap' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('2024년 9월 6일')).toBeVisible();
  },
};
