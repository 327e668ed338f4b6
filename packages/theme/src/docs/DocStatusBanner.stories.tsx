import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeTranslator } from '../i18n/catalog.js';
import { DocStatusBanner } from './DocStatusBanner.js';

const meta = {
  title: 'Docs/DocStatusBanner',
  component: DocStatusBanner,
  args: { draft: true, unlisted: false },
} satisfies Meta<typeof DocStatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(themeTranslator(['en'])('docStatus.draft'));
    await expect(note).toHaveClass('ld-notice--draft');
  },
};

export const UnlistedRussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { draft: false, unlisted: true },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(themeTranslator(['ru'])('docStatus.unlisted'));
    await expect(note).toHaveClass('ld-notice--unlisted');
  },
};

/** Both at once, in Japanese on a phone. */
export const DraftAndUnlistedJapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { draft: true, unlisted: true },
  play: async ({ canvas }) => {
    const t = themeTranslator(['ja']);
    const notes = await canvas.findAllByRole('note');
    await expect(notes.map((note) => note.textContent)).toEqual([t('docStatus.draft'), t('docStatus.unlisted')]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Published: Story = {
  args: { draft: false, unlisted: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
