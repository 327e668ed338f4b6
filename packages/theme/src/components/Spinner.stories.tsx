import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { Spinner } from './Spinner.js';

const label = (locale: string) => THEME_CATALOGS[locale]!['spinner.label'] as string;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** When the spinner under test was rendered. */
const mounted = { at: 0 };

/** Nothing for the first 200 ms (a fast load shows no spinner), then the spinner. */
export const DefaultDelay: Story = {
  render: (args) => {
    mounted.at = performance.now();
    return <Spinner {...args} />;
  },
  play: async ({ canvas }) => {
    const absentEarly = canvas.queryByRole('status') === null;
    // The check above only counts if it ran before the delay was over.
    await expect(performance.now() - mounted.at).toBeLessThan(200);
    await expect(absentEarly).toBe(true);
    let firstSeen = 0;
    await waitFor(
      () => {
        expect(canvas.getByRole('status', { name: label('en') })).toBeVisible();
        firstSeen = performance.now();
      },
      { timeout: 1000, interval: 10 },
    );
    await expect(firstSeen - mounted.at).toBeGreaterThanOrEqual(195);
  },
};

/** A longer delay is honoured. */
export const LongDelay: Story = {
  args: { delay: 800 },
  play: async ({ canvas }) => {
    await wait(450);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(await canvas.findByRole('status', {}, { timeout: 1500 })).toBeVisible();
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { delay: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: label('ru') })).toBeVisible();
  },
};

export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { delay: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: label('ja') })).toBeVisible();
  },
};

/** A caller's own label. */
export const CustomLabelGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  args: { delay: 0, label: 'Suchindex wird geladen' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Suchindex wird geladen' })).toBeVisible();
  },
};
