import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { themeTranslator } from '../i18n/catalog.js';
import { LATEST, sampleVersionInfo } from './__fixtures__/versions.js';
import { DocVersionBanner } from './DocVersionBanner.js';
import { preferredVersionKey } from './preferred-version.js';

const KEY = preferredVersionKey('default');

const meta = {
  title: 'Docs/DocVersionBanner',
  component: DocVersionBanner,
  args: { versionInfo: sampleVersionInfo('unreleased') },
  beforeEach: () => {
    localStorage.removeItem(KEY);
    return () => localStorage.removeItem(KEY);
  },
} satisfies Meta<typeof DocVersionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Next: the notice names the site and version and links to the doc in the latest version.
 * Showing the page stores nothing; following the link stores the latest version as preferred.
 */
export const Unreleased: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const t = themeTranslator(['en']);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(t('docVersion.unreleased', { site: 'Immich', version: 'Next' }));
    const link = within(note).getByRole('link', { name: t('docVersion.latestLink', { version: 'v1.136.0' }) });
    await expect(link).toHaveAttribute('href', '/docs/install/docker-compose');
    await expect(note).toHaveTextContent(t('docVersion.latestHint', { link: link.textContent! }));
    await expect(localStorage.getItem(KEY)).toBeNull();
    await userEvent.click(link);
    await expect(localStorage.getItem(KEY)).toBe(LATEST.name);
  },
};

/** An old snapshot, in Russian and dark: the link goes to the Russian doc of the latest version. */
export const UnmaintainedRussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { versionInfo: sampleVersionInfo('unmaintained', 'ru') },
  play: async ({ canvas }) => {
    const t = themeTranslator(['ru']);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(t('docVersion.unmaintained', { site: 'Immich', version: 'v1.105.0' }));
    await expect(note).toHaveClass('ld-notice--unmaintained');
    const link = within(note).getByRole('link', { name: t('docVersion.latestLink', { version: 'v1.136.0' }) });
    await expect(link).toHaveAttribute('href', '/ru/docs/install/docker-compose');
    await userEvent.click(link);
    await expect(localStorage.getItem(KEY)).toBe(LATEST.name);
  },
};

/** Japanese on a phone: the notice wraps within the screen. */
export const UnreleasedJapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { versionInfo: sampleVersionInfo('unreleased', 'ja') },
  play: async ({ canvas }) => {
    const t = themeTranslator(['ja']);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(t('docVersion.unreleased', { site: 'Immich', version: 'Next' }));
    await expect(within(note).getByRole('link', { name: t('docVersion.latestLink', { version: 'v1.136.0' }) })).toHaveAttribute('href', '/ja/docs/install/docker-compose');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Without a latest counterpart the notice still says what the version is, with no link. */
export const UnmaintainedWithoutLink: Story = {
  args: { versionInfo: sampleVersionInfo('unmaintained', 'en', { latest: undefined }) },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(themeTranslator(['en'])('docVersion.unmaintained', { site: 'Immich', version: 'v1.105.0' }));
    await expect(within(note).queryByRole('link')).toBeNull();
  },
};

/** The latest version has no notice. */
export const Latest: Story = {
  args: { versionInfo: sampleVersionInfo('latest') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
