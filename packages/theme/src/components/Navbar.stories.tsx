import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { alternatesFor, gatedSearchLoader } from '../stories/fixtures.js';
import { Navbar } from './Navbar.js';

const t = (locale: string, key: string) => THEME_CATALOGS[locale]![key as 'search.label'] as string;

/** The page may scroll vertically, never sideways. */
const expectNoHorizontalOverflow = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

const meta = {
  title: 'Components/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: { alternates: alternatesFor('/docs/install/docker-compose') },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, internal links, a dropdown, an external link, the language dropdown and the colour toggle; no search without a loader. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: t('en', 'navbar.mainLabel') });
    const brand = within(nav).getByRole('link', { name: /Immich/ });
    await expect(brand).toHaveAttribute('href', '/');
    await expect(within(brand).getByRole('img', { name: 'Immich logo' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs/overview/welcome');
    const github = within(nav).getByRole('link', { name: `GitHub ${t('en', 'navbar.external')}` });
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(nav).getByRole('button', { name: /Colour mode/ })).toBeVisible();
    await expect(within(nav).queryByRole('combobox')).toBeNull();
    // The search item renders nothing without a loader, and leaves no empty list item behind.
    for (const item of nav.querySelectorAll('li.ld-navbar__item')) await expect(item).not.toBeEmptyDOMElement();
    // The dropdown opens on click and lists its items.
    await userEvent.click(within(nav).getByText('Community'));
    await expect(within(nav).getByRole('link', { name: 'Support the project' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** With a search loader the search box takes its place among the right-hand items. */
export const WithSearch: Story = {
  args: { loadSearch: gatedSearchLoader({ autoRelease: true }).load },
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('combobox', { name: t('en', 'search.label') });
    await expect(search.closest('.ld-navbar__items--right')).not.toBeNull();
  },
};

/** At 375 px the items wrap under the brand instead of overflowing. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { loadSearch: gatedSearchLoader({ autoRelease: true }).load },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Docs' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** Dark mode shows the dark logo instead of the light one. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const [light, dark] = await canvas.findAllByAltText('Immich logo');
    await expect(light).not.toBeVisible();
    await expect(dark).toBeVisible();
  },
};

/** Long German labels on a phone. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: t('de', 'navbar.mainLabel') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'API-Referenz' })).toHaveAttribute('href', '/de/docs/api');
    await expect(canvas.getByText('Gemeinschaft und Unterstützung')).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** Long Russian labels on the desktop, dark. */
export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Справочник API' })).toHaveAttribute('href', '/ru/docs/api');
    await expect(canvas.getByRole('link', { name: /Логотип Immich/ })).toHaveAttribute('href', '/ru');
    await expectNoHorizontalOverflow();
  },
};

/** Japanese, with the search box. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { loadSearch: gatedSearchLoader({ autoRelease: true }).load },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ドキュメント' })).toHaveAttribute('href', '/ja/docs/overview/welcome');
    await expect(canvas.getByRole('combobox', { name: t('ja', 'search.label') })).toHaveAttribute('placeholder', t('ja', 'search.placeholder'));
    await expect(canvas.getByText(/日本語/, { selector: 'summary' })).toHaveAccessibleName(`${t('ja', 'language.label')}: 日本語`);
  },
};
