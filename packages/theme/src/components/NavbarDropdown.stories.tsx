import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { NavbarDropdown } from './NavbarDropdown.js';

const external = (locale: string) => THEME_CATALOGS[locale]!['navbar.external'] as string;

const meta = {
  title: 'Components/NavbarDropdown',
  component: NavbarDropdown,
  parameters: { layout: 'padded' },
  args: {
    label: { en: 'Community', de: 'Gemeinschaft und Unterstützung', ru: 'Сообщество и поддержка', ja: 'コミュニティ' },
    items: [
      { label: { en: 'Support the project', de: 'Das Projekt unterstützen', ru: 'Поддержать проект', ja: 'プロジェクトを支援' }, to: '/docs/overview/support-the-project' },
      { label: 'Discord', href: 'https://discord.immich.app' },
      { label: { en: 'Forum', de: 'Forum (Reddit)', ru: 'Форум', ja: 'フォーラム' }, href: 'https://www.reddit.com/r/immich/' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: '1rem', minHeight: '14rem' }}>
        <Story />
        <a href="#after">After the menu</a>
      </div>
    ),
  ],
} satisfies Meta<typeof NavbarDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows open it and move (wrapping), Home/End jump, Escape closes and returns to the toggle. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByText('Community', { selector: 'summary' });
    const details = summary.closest('details')!;
    summary.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(details.open).toBe(true);
    const support = canvas.getByRole('link', { name: 'Support the project' });
    const forum = canvas.getByRole('link', { name: `Forum ${external('en')}` });
    await expect(support).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: `Discord ${external('en')}` })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(forum).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(support).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(forum).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(support).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
    // ArrowUp on the closed toggle opens it at the last link.
    await userEvent.keyboard('{ArrowUp}');
    await expect(forum).toHaveFocus();
  },
};

/** Tabbing past the last link, or clicking elsewhere, closes it. */
export const ClosesWhenLeft: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByText('Community', { selector: 'summary' });
    const details = summary.closest('details')!;
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'After the menu' })).toHaveFocus();
    await expect(details.open).toBe(false);
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await userEvent.click(document.body);
    await expect(details.open).toBe(false);
  },
};

/** Internal links are localized; external ones open in a new tab and say so. */
export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Сообщество и поддержка', { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: 'Поддержать проект' })).toHaveAttribute('href', '/ru/docs/overview/support-the-project');
    const discord = canvas.getByRole('link', { name: `Discord ${external('ru')}` });
    await expect(discord).toHaveAttribute('target', '_blank');
    await expect(discord).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Long German labels on a phone stay inside the screen. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Gemeinschaft und Unterstützung', { selector: 'summary' }));
    const menu = canvas.getByRole('list');
    await expect(within(menu).getByRole('link', { name: 'Das Projekt unterstützen' })).toBeVisible();
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};

export const JapaneseDesktop: Story = {
  globals: { locale: 'ja', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('コミュニティ', { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: 'プロジェクトを支援' })).toHaveAttribute('href', '/ja/docs/overview/support-the-project');
  },
};
