import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '@lumidoc/i18n';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { sampleApiIntroPage } from '../stories/api-fixtures.js';
import { sampleApiSidebar } from '../stories/fixtures.js';
import { inPageShell } from '../stories/page-shell.js';
import { ApiIntroPage } from './ApiIntroPage.js';

const t = (locale: string, key: ThemeStringKey, values: Record<string, string> = {}) => formatMessage(THEME_CATALOGS[locale]![key], locale, values);

const meta = {
  title: 'Pages/ApiIntroPage',
  component: ApiIntroPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleApiIntroPage('en'), sidebar: sampleApiSidebar('en') },
  decorators: [
    inPageShell(),
  ],
} satisfies Meta<typeof ApiIntroPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, API version, the spec download, the body with its sections and the table of contents. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Immich API reference' })).toBeVisible();
    await expect(main.getByText(t('en', 'api.version', { version: '1.135.3' }))).toBeVisible();
    await expect(main.getByRole('link', { name: t('en', 'api.downloadSpec') })).toHaveAttribute('download');
    const toc = main.getByRole('navigation', { name: t('en', 'toc.title') });
    await expect(within(toc).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#base-url', '#authentication', '#areas']);
    const body = within(canvas.getByRole('main').querySelector<HTMLElement>('.ld-markdown')!);
    await expect(body.getByRole('link', { name: 'Albums' })).toHaveAttribute('href', '/docs/api/get-album-info');
    await expect(main.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    await expect(main.queryByRole('note')).toBeNull();
  },
};

/** Russian words and labels, on a phone in dark mode. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleApiIntroPage('ru'), sidebar: sampleApiSidebar('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Справочник API Immich' })).toBeVisible();
    await expect(canvas.getByText('Версия API 1.135.3')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /^Аутентификация/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ru', 'api.downloadSpec') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Japanese words and labels. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { page: sampleApiIntroPage('ja'), sidebar: sampleApiSidebar('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Immich API リファレンス' })).toBeVisible();
    await expect(canvas.getByText(t('ja', 'api.version', { version: '1.135.3' }))).toBeVisible();
  },
};

/** A Korean reader gets the English words under a notice in Korean; the body is marked as English. */
export const KoreanFallback: Story = {
  globals: { locale: 'ko' },
  args: { page: sampleApiIntroPage('ko', 'en'), sidebar: sampleApiSidebar('ko') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent('번역되지 않았습니다');
    await expect(canvas.getByRole('heading', { level: 2, name: /^Authentication/ }).closest('.ld-markdown')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    for (const list of canvasElement.querySelectorAll('.ld-toc > ul')) await expect(list).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(t('ko', 'api.version', { version: '1.135.3' }))).toBeVisible();
  },
};
