import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { sampleApiOperationPage, sampleDocPage } from '../stories/fixtures.js';
import { Breadcrumbs } from './Breadcrumbs.js';

const t = (locale: string, key: 'breadcrumbs.label' | 'breadcrumbs.home') => THEME_CATALOGS[locale]![key] as string;

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: sampleDocPage('en').breadcrumbs },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home, the category, then the page itself: current, and not a link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: t('en', 'breadcrumbs.label') });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('link', { name: t('en', 'breadcrumbs.home') })).toHaveAttribute('href', '/');
    await expect(within(items[1]!).getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/docs/install');
    await expect(within(items[2]!).queryByRole('link')).toBeNull();
    await expect(within(items[2]!).getByText('Docker Compose')).toHaveAttribute('aria-current', 'page');
  },
};

/** A deeper trail in the API reference, dark. */
export const ApiDark: Story = {
  globals: { theme: 'dark' },
  args: { items: sampleApiOperationPage('en').breadcrumbs },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText('Update an album')).toHaveAttribute('aria-current', 'page');
  },
};

/** Long German labels wrap on a phone. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { items: sampleDocPage('de').breadcrumbs },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: t('de', 'breadcrumbs.home') })).toHaveAttribute('href', '/de');
    await expect(canvas.getByRole('link', { name: 'Installationsanleitungen' })).toHaveAttribute('href', '/de/docs/install');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { items: sampleDocPage('ru').breadcrumbs },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: t('ru', 'breadcrumbs.label') })).toBeVisible();
    await expect(canvas.getByText('Установка с помощью Docker Compose')).toHaveAttribute('aria-current', 'page');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { items: sampleDocPage('ja').breadcrumbs },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: t('ja', 'breadcrumbs.home') })).toHaveAttribute('href', '/ja');
  },
};

/**
 * A Russian reader on a page shown in English (no Russian file yet): the category is Russian, the
 * page's own label is English and says so with `lang`, so a screen reader switches voice.
 */
export const FallbackRussian: Story = {
  globals: { locale: 'ru' },
  args: { items: [{ label: 'Установка', route: '/ru/docs/install' }, { label: 'Docker Compose', lang: 'en' }] },
  play: async ({ canvas }) => {
    const category = await canvas.findByRole('link', { name: 'Установка' });
    await expect(category).not.toHaveAttribute('lang');
    await expect(category.querySelector('[lang]')).toBeNull();
    const current = canvas.getByText('Docker Compose');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('lang', 'en');
    // Theme text stays in the reader's language.
    await expect(canvas.getByRole('link', { name: t('ru', 'breadcrumbs.home') })).not.toHaveAttribute('lang');
  },
};
