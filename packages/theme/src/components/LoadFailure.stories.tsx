import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { horizontalOverflow } from '../stories/chrome-helpers.js';
import { LoadFailure } from './LoadFailure.js';

const t = (locale: string, key: 'loadFailure.title' | 'loadFailure.text' | 'loadFailure.retry') => THEME_CATALOGS[locale]![key] as string;

const meta = {
  title: 'Components/LoadFailure',
  component: LoadFailure,
  args: { error: new Error('Failed to fetch /_data/7c1e/ru/docs/install/docker-compose.json'), onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error box: what happened and what to do, the browser's message as a folded detail, and Retry. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('en', 'loadFailure.title'));
    const message = within(alert).getByText('Failed to fetch /_data/7c1e/ru/docs/install/docker-compose.json');
    await expect(message).not.toBeVisible();
    await userEvent.click(within(alert).getByText(THEME_CATALOGS['en']!['error.details'] as string));
    await expect(message).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('en', 'loadFailure.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Retry loads again; here the second attempt succeeds and the page replaces the box. */
export const RetrySucceeds: Story = {
  render: function Retrying(args) {
    const [loaded, setLoaded] = useState(false);
    return loaded ? <p>Docker Compose</p> : <LoadFailure {...args} onRetry={() => setLoaded(true)} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('en', 'loadFailure.retry') }));
    await expect(await canvas.findByText('Docker Compose')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Without a known cause, only the explanation. */
export const WithoutCause: Story = {
  args: { error: undefined },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('en', 'loadFailure.text'));
    await expect(alert.querySelector('code')).toBeNull();
  },
};

export const RussianDarkMobile: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('ru', 'loadFailure.title'));
    await expect(canvas.getByRole('button', { name: t('ru', 'loadFailure.retry') })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

export const JapaneseDesktop: Story = {
  globals: { locale: 'ja', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: t('ja', 'loadFailure.retry') })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('de', 'loadFailure.text'));
  },
};
