import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleCursedKnowledgePage, storyText } from './__fixtures__/pages.js';
import { CursedKnowledgePage } from './CursedKnowledgePage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Pages/CursedKnowledgePage',
  component: CursedKnowledgePage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleCursedKnowledgePage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof CursedKnowledgePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, introduction and the items, newest first. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Cursed Knowledge' })).toBeVisible();
    await expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hidden files in Windows are cursed',
      'Fetch inside Cloudflare Workers is cursed',
      'Long passwords are cursed',
      'JavaScript Date objects are cursed',
    ]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    await expectNoHorizontalOverflow();
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { page: sampleCursedKnowledgePage('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Проклятые знания' })).toBeVisible();
    await expect(canvas.getByText('7 августа 2024 г.')).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { page: sampleCursedKnowledgePage('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '呪われた知識' })).toBeVisible();
  },
};

/** A French reader on a phone: the English list under a French notice. */
export const FrenchFallbackMobile: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleCursedKnowledgePage('fr') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(storyText('fr', 'fallback.notice', { source: 'English' }));
    await expect(canvas.getByText('20 septembre 2024')).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
