import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { horizontalOverflow } from '../stories/chrome-helpers.js';
import { alternatesFor, gatedSearchLoader, sampleSidebar } from '../stories/fixtures.js';
import { Navbar } from './Navbar.js';

const t = (locale: string, key: 'menu.open' | 'menu.close' | 'menu.label' | 'sidebar.label' | 'navbar.external') => THEME_CATALOGS[locale]![key] as string;

/** Opens the menu with the button and returns the dialog. */
async function openMenu(canvasElement: HTMLElement, locale = 'en') {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: t(locale, 'menu.open') });
  await userEvent.click(button);
  const dialog = await canvas.findByRole('dialog', { name: t(locale, 'menu.label') });
  return { button, dialog, menu: within(dialog) };
}

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** The mobile menu lives in the navbar: shown from the menu button at 996 px and below. */
const meta = {
  title: 'Components/MobileMenu',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: { alternates: alternatesFor('/docs/install/docker-compose'), sidebar: sampleSidebar('en'), loadSearch: gatedSearchLoader({ autoRelease: true }).load },
  globals: mobile,
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the navbar items and the docs sidebar (current page marked); focus starts on the close button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { button, dialog, menu } = await openMenu(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(menu.getByRole('button', { name: t('en', 'menu.close') })).toHaveFocus();
    await expect(menu.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs/overview/welcome');
    await expect(menu.getByRole('link', { name: `GitHub ${t('en', 'navbar.external')}` })).toBeVisible();
    await expect(menu.getByText('Community', { selector: 'summary' })).toBeVisible();
    await expect(menu.getByText(/English/, { selector: 'summary' })).toBeVisible();
    // Search stays in the bar, not in the menu.
    await expect(menu.queryByRole('button', { name: THEME_CATALOGS['en']!['search.label'] as string })).toBeNull();
    const sidebar = within(menu.getByRole('navigation', { name: t('en', 'sidebar.label') }));
    await expect(sidebar.getByRole('link', { name: 'Docker Compose' })).toHaveAttribute('aria-current', 'page');
    // The page behind is inert and does not scroll.
    await expect(canvasElement.querySelector('.ld-navbar__inner')).toHaveProperty('inert', true);
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** Tab from the last control wraps to the first and Shift+Tab back; Escape closes and returns focus to the menu button. */
export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const { button, dialog, menu } = await openMenu(canvasElement);
    const close = menu.getByRole('button', { name: t('en', 'menu.close') });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    const last = document.activeElement as HTMLElement;
    await expect(dialog).toContainElement(last);
    await expect(last).not.toBe(close);
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Walk the whole menu: focus never leaves the dialog.
    for (let i = 0; i < 40; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('.ld-navbar__inner')).toHaveProperty('inert', false);
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

/** Escape inside an open dropdown closes the dropdown first; the next Escape closes the menu. */
export const EscapeClosesDropdownFirst: Story = {
  play: async ({ canvasElement }) => {
    const { button, menu } = await openMenu(canvasElement);
    const summary = menu.getByText('Community', { selector: 'summary' });
    await userEvent.click(summary);
    const details = summary.closest('details')!;
    await expect(details.open).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('link', { name: 'Support the project' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
    await expect(within(canvasElement).getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Escape on an open sidebar category (a `<details>` too, but not a menu) closes the panel, not the category. */
export const EscapeOnSidebarCategoryClosesMenu: Story = {
  play: async ({ canvasElement }) => {
    const { button, dialog } = await openMenu(canvasElement);
    const category = dialog.querySelector<HTMLDetailsElement>('nav.ld-sidebar details[open]')!;
    await expect(category).not.toBeNull();
    category.querySelector('summary')!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(category.open).toBe(true);
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The close button and the backdrop close it; following a link closes it too. */
export const CloseButtonBackdropAndLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { button, menu } = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: t('en', 'menu.close') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();

    await openMenu(canvasElement);
    const backdrop = canvasElement.querySelector<HTMLElement>('.ld-mobile-menu__backdrop')!;
    await userEvent.click(backdrop);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());

    const reopened = await openMenu(canvasElement);
    await userEvent.click(reopened.menu.getByRole('link', { name: 'Docs' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Russian, dark, with long labels and the Russian sidebar. */
export const RussianDark: Story = {
  globals: { ...mobile, locale: 'ru', theme: 'dark' },
  args: { alternates: alternatesFor('/docs/install/docker-compose'), sidebar: sampleSidebar('ru') },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement, 'ru');
    await expect(menu.getByRole('link', { name: 'Справочник API' })).toHaveAttribute('href', '/ru/docs/api');
    await expect(menu.getByText('Сообщество и поддержка', { selector: 'summary' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: t('ru', 'sidebar.label') })).toBeVisible();
    await expect(menu.getByRole('button', { name: t('ru', 'menu.close') })).toHaveFocus();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** German long labels wrap inside the panel. */
export const GermanLongLabels: Story = {
  globals: { ...mobile, locale: 'de' },
  args: { alternates: alternatesFor('/docs/install/docker-compose'), sidebar: sampleSidebar('de') },
  play: async ({ canvasElement }) => {
    const { dialog, menu } = await openMenu(canvasElement, 'de');
    await expect(menu.getByText('Gemeinschaft und Unterstützung', { selector: 'summary' })).toBeVisible();
    const panel = dialog.getBoundingClientRect();
    for (const link of menu.getAllByRole('link')) {
      if (link.getClientRects().length === 0) continue;
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(panel.right + 1);
    }
  },
};

/** Japanese labels; no sidebar on pages without one. */
export const JapaneseWithoutSidebar: Story = {
  globals: { ...mobile, locale: 'ja' },
  args: { alternates: alternatesFor('/'), sidebar: undefined },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement, 'ja');
    await expect(menu.getByRole('link', { name: 'ドキュメント' })).toHaveAttribute('href', '/ja/docs/overview/welcome');
    await expect(menu.queryByRole('navigation', { name: t('ja', 'sidebar.label') })).toBeNull();
  },
};

/** On the desktop the menu button is not shown. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Docs' })).toBeVisible();
    const menuButton = canvasElement.querySelector('.ld-navbar__menu-button');
    await expect(menuButton).toHaveAttribute('aria-label', t('en', 'menu.open'));
    await expect(menuButton).not.toBeVisible();
  },
};
