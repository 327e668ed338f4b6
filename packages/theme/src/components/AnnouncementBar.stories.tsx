import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { blockStorage, horizontalOverflow, STORY_ANNOUNCEMENT, withThemeConfig } from '../stories/chrome-helpers.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_SCRIPT } from './announcement-state.js';

const t = (locale: string, key: 'announcement.label' | 'announcement.close') => THEME_CATALOGS[locale]![key] as string;
const text = (locale: string) => (STORY_ANNOUNCEMENT.content as Record<string, string>)[locale]!;
const ID = STORY_ANNOUNCEMENT.id;
const root = document.documentElement;

const meta = {
  title: 'Components/AnnouncementBar',
  component: AnnouncementBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withThemeConfig(() => ({ announcement: STORY_ANNOUNCEMENT }))],
  // Every story starts with nothing stored and leaves storage as it found it.
  beforeEach: () => {
    const before = [localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY), localStorage.getItem(ANNOUNCEMENT_ID_KEY)] as const;
    localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY);
    localStorage.removeItem(ANNOUNCEMENT_ID_KEY);
    root.removeAttribute('data-announcement-dismissed');
    return () => {
      const restore = (key: string, value: string | null) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value));
      restore(ANNOUNCEMENT_DISMISS_KEY, before[0]);
      restore(ANNOUNCEMENT_ID_KEY, before[1]);
      root.removeAttribute('data-announcement-dismissed');
    };
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown with its id stored; closing it stores the dismissal under the previous generator's keys. */
export const Dismiss: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: t('en', 'announcement.label') });
    await expect(bar).toHaveTextContent(text('en'));
    await waitFor(() => expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe(ID));
    await expect(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
    await userEvent.click(canvas.getByRole('button', { name: t('en', 'announcement.close') }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
    await expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe(ID);
  },
};

/** A dismissal stored for this id keeps the bar away. */
export const StaysDismissed: Story = {
  beforeEach: () => {
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, ID);
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(root).toHaveAttribute('data-announcement-dismissed');
    await expect(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
  },
};

/** An announcement with a new id shows again, and the old dismissal is cleared. */
export const NewIdShowsAgain: Story = {
  beforeEach: () => {
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, 'story-announcement-1');
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t('en', 'announcement.label') })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe(ID));
    await expect(localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
    await expect(root).not.toHaveAttribute('data-announcement-dismissed');
  },
};

/** Another tab dismissing the announcement hides it here too. */
export const DismissedInAnotherTab: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: t('en', 'announcement.label') });
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, ID);
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: ANNOUNCEMENT_DISMISS_KEY, newValue: 'true' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

/** Runs the inline script as prerendered HTML would, before the bar paints. */
function runScript(id: string) {
  const script = document.createElement('script');
  script.setAttribute('data-announcement-id', id);
  script.textContent = ANNOUNCEMENT_SCRIPT;
  document.body.append(script);
  script.remove();
}

/** No flash: for a dismissed id the inline script hides the prerendered bar before React runs; for a new id it does not. */
export const NoFlashBeforeHydration: Story = {
  render: () => (
    <div className="ld-announcement" data-testid="prerendered">
      <p className="ld-announcement__content">{text('en')}</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = await canvas.findByTestId('prerendered');
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, ID);
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
    runScript(ID);
    await expect(root).toHaveAttribute('data-announcement-dismissed');
    await expect(getComputedStyle(bar).display).toBe('none');

    root.removeAttribute('data-announcement-dismissed');
    runScript('story-announcement-3');
    await expect(root).not.toHaveAttribute('data-announcement-dismissed');
    await expect(bar).toBeVisible();
  },
};

/** Not closeable: no close button, and an old dismissal does not hide it. */
export const NotCloseable: Story = {
  decorators: [withThemeConfig(() => ({ announcement: { ...STORY_ANNOUNCEMENT, closeable: false } }))],
  beforeEach: () => {
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, ID);
    localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t('en', 'announcement.label') })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Russian, dark, on a phone: the long text wraps. */
export const RussianDarkMobile: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: t('ru', 'announcement.label') });
    await expect(bar).toHaveTextContent(text('ru'));
    await expect(canvas.getByRole('button', { name: t('ru', 'announcement.close') })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** German on the desktop. */
export const GermanDesktop: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t('de', 'announcement.label') })).toHaveTextContent(text('de'));
    await expect(canvas.getByRole('button', { name: t('de', 'announcement.close') })).toBeVisible();
  },
};

/** Japanese on a phone. */
export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t('ja', 'announcement.label') })).toHaveTextContent(text('ja'));
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** Korean reads the English text (no Korean given) with Korean controls. */
export const KoreanFallbackText: Story = {
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t('ko', 'announcement.label') })).toHaveTextContent(text('en'));
    await expect(canvas.getByRole('button', { name: t('ko', 'announcement.close') })).toBeVisible();
  },
};

/** Blocked storage: one console warning, and closing still works for this page. */
export const StorageBlocked: Story = {
  decorators: [withThemeConfig(() => ({ announcement: { ...STORY_ANNOUNCEMENT, id: 'story-announcement-blocked' } }))],
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    const unblock = blockStorage();
    return () => {
      unblock();
      warn.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: t('en', 'announcement.label') });
    await expect(bar).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('en', 'announcement.close') }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    const warnings = (console.warn as unknown as { mock: { calls: unknown[][] } }).mock.calls.filter((call) => String(call[0]).includes('Browser storage is unavailable'));
    await expect(warnings).toHaveLength(1);
  },
};
