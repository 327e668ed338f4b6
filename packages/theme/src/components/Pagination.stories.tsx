import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { sampleDocPage } from '../stories/fixtures.js';
import { Pagination } from './Pagination.js';

const t = (locale: string, key: 'pagination.label' | 'pagination.previous' | 'pagination.next') => THEME_CATALOGS[locale]![key] as string;
const en = sampleDocPage('en');

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { prev: en.prev, next: en.next },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous and next, each named by its direction and the page title, with rel links. */
export const Both: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: t('en', 'pagination.label') });
    const prev = within(nav).getByRole('link', { name: `${t('en', 'pagination.previous')} Requirements` });
    const next = within(nav).getByRole('link', { name: `${t('en', 'pagination.next')} Environment variables` });
    await expect(prev).toHaveAttribute('rel', 'prev');
    await expect(prev).toHaveAttribute('href', '/docs/install/requirements');
    await expect(next).toHaveAttribute('rel', 'next');
  },
};

/** The last page: the previous link only, on the left. */
export const PreviousOnly: Story = {
  args: { next: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAttribute('rel', 'prev');
  },
};

/** The first page: the next link only, still on the right. */
export const NextOnly: Story = {
  args: { prev: undefined },
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('link');
    await expect(next).toHaveAttribute('rel', 'next');
    await expect(next).toHaveClass('ld-pagination__link--next');
  },
};

/** A page outside the sidebar order: nothing at all. */
export const Neither: Story = {
  args: { prev: undefined, next: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Long German titles on a phone, dark. */
export const GermanMobileDark: Story = {
  globals: { locale: 'de', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { prev: sampleDocPage('de').prev, next: sampleDocPage('de').next },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `${t('de', 'pagination.next')} Umgebungsvariablenkonfiguration` })).toHaveAttribute(
      'href',
      '/de/docs/install/environment-variables',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { prev: sampleDocPage('ru').prev, next: sampleDocPage('ru').next },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: t('ru', 'pagination.label') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `${t('ru', 'pagination.previous')} Системные требования` })).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { prev: sampleDocPage('ja').prev, next: sampleDocPage('ja').next },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `${t('ja', 'pagination.next')} 環境変数` })).toBeVisible();
  },
};

/**
 * A Russian reader whose next page has no Russian file yet: its English title carries
 * `lang="en"`; the Russian previous title and the direction labels carry none.
 */
export const FallbackNeighbourRussian: Story = {
  globals: { locale: 'ru' },
  args: { prev: { label: 'Системные требования', route: '/ru/docs/install/requirements' }, next: { label: 'Environment variables', route: '/ru/docs/install/environment-variables', lang: 'en' } },
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('link', { name: `${t('ru', 'pagination.next')} Environment variables` });
    await expect(next.querySelector('.ld-pagination__title')).toHaveAttribute('lang', 'en');
    await expect(next.querySelector('.ld-pagination__label')).not.toHaveAttribute('lang');
    const prev = canvas.getByRole('link', { name: `${t('ru', 'pagination.previous')} Системные требования` });
    await expect(prev.querySelector('.ld-pagination__title')).not.toHaveAttribute('lang');
  },
};
