import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { blockStorage, fakeColorScheme } from '../stories/chrome-helpers.js';
import { COLOR_MODE_STORAGE_KEY, ColorModeToggle } from './ColorModeToggle.js';

const label = (locale: string, mode: 'light' | 'dark' | 'system') => {
  const catalog = THEME_CATALOGS[locale]!;
  return (catalog['colorMode.label'] as string).replace('{mode}', catalog[`colorMode.${mode}`] as string);
};

const systemMode = () => (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

const meta = {
  title: 'Components/ColorModeToggle',
  component: ColorModeToggle,
  args: { disabled: false },
  // Each story starts from a stored "light" choice and leaves the stored choice as it found it.
  beforeEach: () => {
    const before = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    return () => {
      if (before === null) localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      else localStorage.setItem(COLOR_MODE_STORAGE_KEY, before);
    };
  },
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cycles light -> dark -> system -> light, storing the choice and setting `data-theme` on <html>. */
export const Cycle: Story = {
  play: async ({ canvas }) => {
    const root = document.documentElement;
    const button = await canvas.findByRole('button', { name: label('en', 'light') });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName(label('en', 'dark'));
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(root).toHaveAttribute('data-theme-choice', 'dark');
    await expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    await userEvent.click(button);
    await expect(button).toHaveAccessibleName(label('en', 'system'));
    await expect(root).toHaveAttribute('data-theme-choice', 'system');
    await expect(root).toHaveAttribute('data-theme', systemMode());
    await expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();

    await userEvent.click(button);
    await expect(button).toHaveAccessibleName(label('en', 'light'));
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  },
};

/** On a dark page; the keyboard (Enter, Space) works the toggle too. */
export const DarkKeyboard: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: label('en', 'light') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName(label('en', 'dark'));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAccessibleName(label('en', 'system'));
  },
};

/** German label, and another tab changing the choice is followed. */
export const GermanAcrossTabs: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: label('de', 'light') });
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }));
    await waitFor(() => expect(button).toHaveAccessibleName(label('de', 'dark')));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

/** Disabled: no button, the stored choice is deleted and the operating system decides. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull());
    await expect(document.documentElement).toHaveAttribute('data-theme-choice', 'system');
    await expect(document.documentElement).toHaveAttribute('data-theme', systemMode());
  },
};

/** The operating system's scheme the next story switches. */
let os: ReturnType<typeof fakeColorScheme> | undefined;

/** With "system", the page follows the operating system live. */
export const SystemFollowsOsLive: Story = {
  beforeEach: () => {
    localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    os = fakeColorScheme(false);
    return () => os?.restore();
  },
  play: async ({ canvas }) => {
    const root = document.documentElement;
    await expect(await canvas.findByRole('button', { name: label('en', 'system') })).toBeVisible();
    os!.set(true);
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'dark'));
    await expect(root).toHaveAttribute('data-theme-choice', 'system');
    os!.set(false);
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'light'));
    await expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  },
};

/** A stored choice is not overridden by the operating system. */
export const StoredChoiceIgnoresOs: Story = {
  beforeEach: () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    os = fakeColorScheme(false);
    return () => os?.restore();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: label('en', 'light') });
    os!.set(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};

/** Blocked storage: one console warning, and the switch still changes the colours for this page. */
export const StorageBlocked: Story = {
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    const unblock = blockStorage();
    return () => {
      unblock();
      warn.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: label('en', 'system') });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName(label('en', 'light'));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await userEvent.click(button);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    const warnings = (console.warn as unknown as { mock: { calls: unknown[][] } }).mock.calls.filter((call) => String(call[0]).includes('Browser storage is unavailable'));
    await expect(warnings).toHaveLength(1);
  },
};

/** Russian on a phone, Japanese dark: translated labels. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: label('ru', 'light') })).toBeVisible();
  },
};

export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: label('ja', 'light') });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName(label('ja', 'dark'));
  },
};
