import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { TranslationNotice } from './TranslationNotice.js';

const t = (locale: string, key: 'fallback.notice' | 'outdated.notice' | 'outdated.link', source = '') =>
  (THEME_CATALOGS[locale]![key] as string).replace('{source}', source);

const meta = {
  title: 'Components/TranslationNotice',
  component: TranslationNotice,
} satisfies Meta<typeof TranslationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A German reader sees the English original: the note names the source by its own name. */
export const FallbackGerman: Story = {
  globals: { locale: 'de' },
  args: { fallbackFrom: 'en' },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(t('de', 'fallback.notice', 'English'));
    await expect(note).toHaveClass('ld-notice--fallback');
  },
};

/** Traditional Chinese falls back to Simplified Chinese first. */
export const FallbackTraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: { fallbackFrom: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(t('zh-Hant', 'fallback.notice', '简体中文'));
  },
};

/** A Russian translation behind its English source, with a link to the original. */
export const OutdatedRussian: Story = {
  globals: { locale: 'ru' },
  args: { outdated: { sourceLocale: 'en', sourceRoute: '/docs/install/docker-compose' } },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(t('ru', 'outdated.notice', 'English'));
    await expect(note).toHaveClass('ld-notice--outdated');
    await expect(within(note).getByRole('link', { name: t('ru', 'outdated.link') })).toHaveAttribute('href', '/docs/install/docker-compose');
  },
};

/** Outdated, in Japanese, dark, on a phone. */
export const OutdatedJapaneseDarkMobile: Story = {
  globals: { locale: 'ja', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { outdated: { sourceLocale: 'en', sourceRoute: '/docs/install/docker-compose' } },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(within(note).getByRole('link', { name: t('ja', 'outdated.link') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Fallback wins when both apply: the reader is not reading a translation at all. */
export const FallbackAndOutdated: Story = {
  globals: { locale: 'pt', theme: 'dark' },
  args: { fallbackFrom: 'en', outdated: { sourceLocale: 'en', sourceRoute: '/docs/x' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('note')).toHaveLength(1);
    await expect(canvas.getByRole('note')).toHaveClass('ld-notice--fallback');
    await expect(canvas.getByRole('note')).toHaveTextContent(t('pt', 'fallback.notice', 'English'));
  },
};

/** An up-to-date translation: no notice. */
export const None: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
