import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeTranslator } from '../i18n/catalog.js';
import { sampleVersionInfo } from './__fixtures__/versions.js';
import { DocVersionBadge } from './DocVersionBadge.js';

const meta = {
  title: 'Docs/DocVersionBadge',
  component: DocVersionBadge,
  args: { versionInfo: sampleVersionInfo('latest') },
} satisfies Meta<typeof DocVersionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(themeTranslator(['en'])('docVersion.badge', { version: 'v1.136.0' }))).toBeVisible();
  },
};

export const NextRussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { versionInfo: sampleVersionInfo('unreleased', 'ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Версия: Next')).toBeVisible();
  },
};

export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { versionInfo: sampleVersionInfo('unmaintained', 'ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(themeTranslator(['ja'])('docVersion.badge', { version: 'v1.105.0' }))).toBeVisible();
  },
};

/** A site with one docs version shows no badge. */
export const SingleVersionSite: Story = {
  args: { versionInfo: sampleVersionInfo('latest', 'en', { badge: false }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-doc-version-badge')).toBeNull();
  },
};
