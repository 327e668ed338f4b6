import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { horizontalOverflow } from '../stories/chrome-helpers.js';
import { BaseUrlBanner, CLIENT_FAILURE_SCRIPT } from './BaseUrlBanner.js';

const t = (locale: string, key: 'baseUrl.problem' | 'baseUrl.current' | 'baseUrl.suggested') => THEME_CATALOGS[locale]![key] as string;

/** Runs the head script as a prerendered page would, then loads a module script from `src`. */
async function startClient(src: string): Promise<void> {
  const watcher = document.createElement('script');
  watcher.textContent = CLIENT_FAILURE_SCRIPT;
  document.head.append(watcher);
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = src;
  const settled = new Promise<void>((resolve) => {
    entry.addEventListener('load', () => resolve());
    entry.addEventListener('error', () => resolve());
  });
  document.head.append(entry);
  await settled;
  watcher.remove();
  entry.remove();
}

const meta = {
  title: 'Components/BaseUrlBanner',
  component: BaseUrlBanner,
  parameters: { layout: 'fullscreen' },
  args: { baseUrl: '/docs/' },
  beforeEach: () => {
    document.documentElement.removeAttribute('data-client-failed');
    return () => document.documentElement.removeAttribute('data-client-failed');
  },
} satisfies Meta<typeof BaseUrlBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client started: the banner stays hidden. */
export const ClientStarted: Story = {
  play: async ({ canvasElement }) => {
    await startClient('data:text/javascript,export {};');
    const banner = canvasElement.querySelector('.ld-base-url-banner')!;
    await expect(banner).not.toBeVisible();
    await expect(document.documentElement).not.toHaveAttribute('data-client-failed');
  },
};

/** The client's entry failed to load: a red banner with the configured and the suggested base URL (this page's path). */
export const ClientFailed: Story = {
  play: async ({ canvasElement }) => {
    await startClient('/no-such-base/assets/entry-client.js');
    const banner = canvasElement.querySelector<HTMLElement>('.ld-base-url-banner')!;
    await waitFor(() => expect(banner).toBeVisible());
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toHaveTextContent(t('en', 'baseUrl.problem'));
    await expect(banner).toHaveTextContent(`${t('en', 'baseUrl.current')} /docs/`);
    const path = window.location.pathname;
    await expect(banner.querySelector('[data-suggested-base-url]')).toHaveTextContent(path.endsWith('/') ? path : `${path}/`);
    // Red, from inline styles: when the client fails, the stylesheet usually failed too.
    await expect(banner.style.background).toContain('rgb(180, 35, 24)');
  },
};

/** Russian, on a phone, failed. */
export const RussianMobileFailed: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await startClient('/no-such-base/assets/entry-client.js');
    const banner = canvasElement.querySelector<HTMLElement>('.ld-base-url-banner')!;
    await waitFor(() => expect(banner).toBeVisible());
    await expect(banner).toHaveTextContent(t('ru', 'baseUrl.suggested'));
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

/** Japanese, dark page, failed: the banner keeps its own colours. */
export const JapaneseDarkFailed: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await startClient('/no-such-base/assets/entry-client.js');
    const banner = canvasElement.querySelector<HTMLElement>('.ld-base-url-banner')!;
    await waitFor(() => expect(banner).toBeVisible());
    await expect(banner).toHaveTextContent(t('ja', 'baseUrl.current'));
  },
};

/** German, desktop, failed. */
export const GermanDesktopFailed: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await startClient('/no-such-base/assets/entry-client.js');
    const banner = canvasElement.querySelector<HTMLElement>('.ld-base-url-banner')!;
    await waitFor(() => expect(banner).toBeVisible());
    await expect(banner).toHaveTextContent(t('de', 'baseUrl.problem'));
  },
};
