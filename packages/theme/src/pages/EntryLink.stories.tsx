import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from './__fixtures__/pages.js';
import { EntryLink } from './EntryLink.js';

const meta = {
  title: 'Pages/EntryLink',
  component: EntryLink,
  args: { href: 'https://github.com/immich-app/immich/releases/tag/v1.113.0' },
  render: (args) => (
    <p>
      <span id="entry-title">Folders</span> <EntryLink {...args} describedBy="entry-title" />
    </p>
  ),
} satisfies Meta<typeof EntryLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A release is named by its tag, and the link is described by the entry it belongs to. */
export const Release: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: `Release v1.113.0 ${storyText('en', 'navbar.external')}` });
    await expect(link).toHaveAccessibleDescription('Folders');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A pull request is named by repository and number. */
export const PullRequestDark: Story = {
  globals: { theme: 'dark' },
  args: { href: 'https://github.com/immich-app/immich/pull/12812' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('immich-app/immich#12812')).toBeVisible();
  },
};

/** Any other site is named by its host. */
export const OtherSiteMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { href: 'https://community.cloudflare.com/t/does-cloudflare-worker-allow-secure-https-connection-to-fetch-even-on-flexible-ssl/68051/5' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('community.cloudflare.com')).toBeVisible();
  },
};

/** A page of the site reads "Read more" in the reader's language and goes through the router link. */
export const InternalRussian: Story = {
  globals: { locale: 'ru' },
  args: { href: '/ru/docs/features/tags' },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Подробнее' });
    await expect(link).toHaveAttribute('href', '/ru/docs/features/tags');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** A release in Japanese. */
export const ReleaseJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('リリース v1.113.0')).toBeVisible();
  },
};
