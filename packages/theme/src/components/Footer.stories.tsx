import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import type { ThemeComponentOverrides } from '../overridable.js';
import { Footer } from './Footer.js';

const external = (locale: string) => THEME_CATALOGS[locale]!['navbar.external'] as string;

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns, each a navigation landmark named by its title; external links say they open a new tab. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const columns = await canvas.findAllByRole('navigation');
    await expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['Overview', 'Project', 'Links']);
    await expect(within(columns[0]!).getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(within(columns[0]!).getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/docs/install/requirements');
    const github = within(columns[2]!).getByRole('link', { name: `GitHub ${external('en')}` });
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/AGPLv3 licence/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Links' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Project' })).toBeVisible();
  },
};

/** Long Russian labels; internal links carry the locale prefix. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/ru/privacy-policy');
    await expect(canvas.getByRole('link', { name: `Discord ${external('ru')}` })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Überblick' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy-policy');
  },
};

/** Chinese: a title without a translation for the locale falls back to English. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: '概览' })).toBeVisible();
    await expect(canvas.getByText(/AGPLv3 licence/)).toBeVisible();
  },
};

/** A site's own footer (`components.Footer` in its theme config): the theme's columns, then a line of its own. */
const siteComponents: ThemeComponentOverrides = {
  Footer: ({ Default }) => (
    <>
      <Default />
      <aside className="ld-footer" aria-label="Hosting">
        <p>Served from a mirror run by the documentation team.</p>
      </aside>
    </>
  ),
};

export const ReplacedBySite: Story = {
  parameters: { themeComponents: siteComponents },
  play: async ({ canvas }) => {
    // The theme's footer is still there, wrapped by the site's component.
    await expect(await canvas.findByRole('navigation', { name: 'Overview' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Hosting' })).toHaveTextContent('Served from a mirror');
  },
};

export const ReplacedBySiteRussianDarkMobile: Story = {
  parameters: { themeComponents: siteComponents, locale: 'ru' },
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/ru/privacy-policy');
    await expect(canvas.getByRole('complementary', { name: 'Hosting' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
