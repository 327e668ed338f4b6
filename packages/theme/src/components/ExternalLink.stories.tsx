import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeTranslator } from '../i18n/catalog.js';
import { ExternalLink } from './ExternalLink.js';

const meta = {
  title: 'Components/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://github.com/immich-app/immich', children: 'GitHub' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens in a new tab without a handle on this page, and says so to screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: `GitHub ${themeTranslator(['en'])('navbar.external')}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `GitHub ${themeTranslator(['ru'])('navbar.external')}` })).toBeVisible();
  },
};

export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `GitHub ${themeTranslator(['ja'])('navbar.external')}` })).toHaveAttribute('href', 'https://github.com/immich-app/immich');
  },
};
