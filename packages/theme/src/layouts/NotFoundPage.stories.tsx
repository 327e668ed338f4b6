import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { withThemeConfig } from '../stories/chrome-helpers.js';
import { alternatesFor, gatedSearchLoader } from '../stories/fixtures.js';
import { NotFoundPage } from './NotFoundPage.js';
import { PageShell } from './PageShell.js';

const t = (locale: string, key: 'notFound.title' | 'notFound.text' | 'notFound.home' | 'notFound.docs' | 'notFound.contact' | 'notFound.contactLink') => THEME_CATALOGS[locale]![key] as string;

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageShell alternates={alternatesFor('/')} loadSearch={gatedSearchLoader({ autoRelease: true }).load}>
        <Story />
      </PageShell>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, an explanation, the request to report the broken link (to the configured contact) and a link home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: t('en', 'notFound.title') })).toBeVisible();
    await expect(main.getByText(t('en', 'notFound.text'))).toBeVisible();
    await expect(main.getByText(t('en', 'notFound.contact'))).toBeVisible();
    await expect(main.getByRole('link', { name: t('en', 'notFound.contactLink') })).toHaveAttribute('href', 'https://github.com/immich-app/immich/issues');
    await expect(document.title).toBe(`${t('en', 'notFound.title')} | Immich`);
    await expect(main.getByRole('link', { name: t('en', 'notFound.home') })).toHaveAttribute('href', '/');
    await expect(main.queryByRole('link', { name: t('en', 'notFound.docs') })).toBeNull();
  },
};

/** With the docs' main page, a second way back. */
export const WithDocsLink: Story = {
  args: { docsRoute: '/docs/overview/welcome' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('link', { name: t('en', 'notFound.home') })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: t('en', 'notFound.docs') })).toHaveAttribute('href', '/docs/overview/welcome');
  },
};

/** Localized links for a German reader, on a phone. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { docsRoute: '/docs/overview/welcome' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: t('de', 'notFound.title') })).toBeVisible();
    await expect(main.getByRole('link', { name: t('de', 'notFound.home') })).toHaveAttribute('href', '/de');
    await expect(main.getByRole('link', { name: t('de', 'notFound.docs') })).toHaveAttribute('href', '/de/docs/overview/welcome');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { docsRoute: '/docs/overview/welcome' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: t('ru', 'notFound.title') })).toBeVisible();
    await expect(main.getByRole('link', { name: t('ru', 'notFound.home') })).toHaveAttribute('href', '/ru');
  },
};

export const JapaneseDesktop: Story = {
  globals: { locale: 'ja', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: t('ja', 'notFound.title') })).toBeVisible();
    await expect(main.getByRole('link', { name: t('ja', 'notFound.home') })).toHaveAttribute('href', '/ja');
  },
};

/** A site without a contact address still asks the reader to tell the linking site; no dead link (dark, phone). */
export const WithoutContactDarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  decorators: [withThemeConfig(() => ({ contactUrl: undefined }))],
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByText(t('en', 'notFound.contact'))).toBeVisible();
    await expect(main.queryByRole('link', { name: t('en', 'notFound.contactLink') })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
