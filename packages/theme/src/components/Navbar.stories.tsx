import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import type { NavbarItem } from '../config.js';
import { horizontalOverflow, withThemeConfig } from '../stories/chrome-helpers.js';
import { alternatesFor, gatedSearchLoader } from '../stories/fixtures.js';
import { Navbar } from './Navbar.js';

const t = (locale: string, key: string) => THEME_CATALOGS[locale]![key as 'search.label'] as string;

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
    // The mobile menu button exists for hydration, but only narrow windows show it.
    const menuButton = nav.querySelector('.ld-navbar__menu-button');
    await expect(menuButton).toHaveAttribute('aria-label', t('en', 'menu.open'));
    await expect(menuButton).not.toBeVisible();
    await expect(within(nav).queryByRole('button', { name: t('en', 'search.label') })).toBeNull();
    // The search item renders nothing without a loader, and leaves no empty list item behind.
    for (const item of nav.querySelectorAll('.ld-navbar__items > li')) await expect(item).not.toBeEmptyDOMElement();
    await userEvent.click(within(nav).getByText('Community'));
    await expect(within(nav).getByRole('link', { name: 'Support the project' })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** With a search loader the search box takes its place among the right-hand items. */
export const WithSearch: Story = {
  args: { loadSearch: gatedSearchLoader({ autoRelease: true }).load },
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('button', { name: t('en', 'search.label') });
    await expect(search.closest('.ld-navbar__items--right')).not.toBeNull();
  },
};

/** At 375 px a menu button replaces the items; brand, search and colour mode stay, nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { loadSearch: gatedSearchLoader({ autoRelease: true }).load },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: t('en', 'menu.open') });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Docs', hidden: true })).not.toBeVisible();
    // The search box is enabled once its index manifest has loaded, at idle time.
    await expect(await canvas.findByRole('button', { name: t('en', 'search.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Colour mode/ })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
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

/** Long German labels on a phone: the bar stays one row; the labels live in the menu. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: t('de', 'navbar.mainLabel') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('de', 'menu.open') }));
    const menu = within(await canvas.findByRole('dialog', { name: t('de', 'menu.label') }));
    await expect(menu.getByRole('link', { name: 'API-Referenz' })).toHaveAttribute('href', '/de/docs/api');
    await expect(menu.getByText('Gemeinschaft und Unterstützung')).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** Long Russian labels on the desktop, dark. */
export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Справочник API' })).toHaveAttribute('href', '/ru/docs/api');
    await expect(canvas.getByRole('link', { name: /Логотип Immich/ })).toHaveAttribute('href', '/ru');
    const menuButton = canvasElement.querySelector('.ld-navbar__menu-button');
    await expect(menuButton).toHaveAttribute('aria-label', t('ru', 'menu.open'));
    await expect(menuButton).not.toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** Japanese, with the search box. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { loadSearch: gatedSearchLoader({ autoRelease: true }).load },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ドキュメント' })).toHaveAttribute('href', '/ja/docs/overview/welcome');
    await expect(await canvas.findByRole('button', { name: t('ja', 'search.label') })).toHaveTextContent(t('ja', 'search.placeholder'));
    await expect(canvas.getByText(/日本語/, { selector: 'summary' })).toHaveAccessibleName(`${t('ja', 'language.label')}: 日本語`);
  },
};

/** Scrolling down slides the navbar away; scrolling up brings it back. */
export const HideOnScroll: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div style={{ height: '4000px' }} />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).not.toHaveClass('ld-navbar--hidden'));
    window.scrollTo(0, 600);
    await waitFor(() => expect(header).toHaveClass('ld-navbar--hidden'));
    await waitFor(() => expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
    window.scrollTo(0, 300);
    await waitFor(() => expect(header).not.toHaveClass('ld-navbar--hidden'));
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(0));
    // Keyboard focus inside the navbar brings it back and keeps it in view while scrolling on.
    window.scrollTo(0, 1200);
    await waitFor(() => expect(header).toHaveClass('ld-navbar--hidden'));
    const docs = within(header).getByRole('link', { name: 'Docs' });
    docs.focus();
    await expect(docs).toHaveFocus();
    await waitFor(() => expect(header).not.toHaveClass('ld-navbar--hidden'));
    window.scrollTo(0, 2000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(header).not.toHaveClass('ld-navbar--hidden');
    docs.blur();
    window.scrollTo(0, 0);
  },
};

/** With `prefers-reduced-motion`, the navbar and the mobile menu appear and vanish without sliding. */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: t('en', 'navbar.mainLabel') });
    const reducedRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[]);
    const navbar = reducedRules.find((rule) => rule.selectorText === '.ld-navbar');
    await expect(navbar?.style.transition).toBe('none');
    const panel = reducedRules.find((rule) => rule.selectorText === '.ld-mobile-menu__panel');
    await expect(panel?.style.animationName).toBe('none');
  },
};

/** Disabled colour switch (config): no toggle in the navbar. */
export const ColorSwitchDisabled: Story = {
  decorators: [withThemeConfig(() => ({ colorMode: { disableSwitch: true } }))],
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Docs' });
    await expect(canvas.queryByRole('button', { name: /Colour mode/ })).toBeNull();
  },
};

const BROKEN_ITEM = { type: 'mystery', label: 'Broken' } as unknown as NavbarItem;

/** An item that fails to render is left out with an error naming its config entry; the rest of the navbar renders. */
export const BrokenItem: Story = {
  decorators: [withThemeConfig((config) => ({ navbar: { items: [...config.navbar.items, BROKEN_ITEM] } }))],
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Docs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `GitHub ${t('en', 'navbar.external')}` })).toBeVisible();
    await expect(canvas.queryByText('Broken')).toBeNull();
    const logged = (console.error as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) => String(call[0]));
    await expect(logged).toContainEqual(expect.stringContaining('Navbar item navbar.items[6] ({"type":"mystery","label":"Broken"}) failed to render'));
  },
};
