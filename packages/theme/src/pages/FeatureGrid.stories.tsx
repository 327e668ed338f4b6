import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleFeatures, storyText } from './__fixtures__/pages.js';
import { FeatureGrid } from './FeatureGrid.js';

const meta = {
  title: 'Pages/FeatureGrid',
  component: FeatureGrid,
  args: { title: storyText('en', 'home.features'), features: sampleFeatures('en') },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columns = (cards: HTMLElement[]) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size;

/** A titled section of cards; each title links to its doc, and the whole card is the link's target area. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Features' });
    const cards = within(section).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Automatic backup' })).toBeVisible();
    const link = within(cards[1]!).getByRole('link', { name: 'Smart search' });
    await expect(link).toHaveAttribute('href', '/docs/features/searching');
    // A click anywhere on the card lands on its link.
    const text = within(cards[1]!).getByText(/describing what is in them/).getBoundingClientRect();
    await expect(document.elementFromPoint(text.left + 4, text.top + text.height / 2)).toBe(link);
    await expect(columns(cards)).toBe(3);
  },
};

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('listitem');
    await expect(columns(cards)).toBe(1);
    await expectNoHorizontalOverflow();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Sharing' })).toBeVisible();
  },
};

/** Russian titles and localized routes, with long words on a phone. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { title: storyText('ru', 'home.features'), features: sampleFeatures('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Возможности' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Автоматическое резервное копирование' })).toHaveAttribute('href', '/ru/docs/features/automatic-backup');
    await expectNoHorizontalOverflow();
  },
};

/** Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { title: storyText('ja', 'home.features'), features: sampleFeatures('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '機能' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '顔認識' })).toHaveAttribute('href', '/ja/docs/features/facial-recognition');
  },
};

/** A German reader sees English features: each card is marked as English, the section title is German. */
export const GermanFallback: Story = {
  globals: { locale: 'de' },
  args: { title: storyText('de', 'home.features'), features: sampleFeatures('de', 'en'), lang: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Funktionen' })).not.toHaveAttribute('lang');
    for (const card of canvas.getAllByRole('listitem')) await expect(card).toHaveAttribute('lang', 'en');
  },
};
