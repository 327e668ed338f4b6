import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { horizontalOverflow } from '../stories/chrome-helpers.js';
import { CrashBoundary, CrashScreen } from './CrashScreen.js';

const t = (locale: string, key: 'crash.title' | 'crash.tryAgain' | 'crash.text' | 'error.details') => THEME_CATALOGS[locale]![key] as string;

/** Throws while `fragile.broken` is set, then renders normally. */
const fragile = { broken: false };
function Fragile() {
  if (fragile.broken) {
    throw new Error('Cannot read properties of undefined (reading "sidebar")');
  }
  return <p>The page content is back.</p>;
}

const meta = {
  title: 'Components/CrashScreen',
  component: CrashScreen,
  args: { error: new Error('Cannot read properties of undefined (reading "sidebar")'), onTryAgain: fn() },
} satisfies Meta<typeof CrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "This page crashed.", a sentence for the reader, the error message folded under "Technical details", and Try again. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: t('en', 'crash.title') })).toBeVisible();
    await expect(within(alert).getByText(t('en', 'crash.text'))).toBeVisible();
    const message = within(alert).getByText('Cannot read properties of undefined (reading "sidebar")');
    await expect(message).not.toBeVisible();
    await userEvent.click(within(alert).getByText(t('en', 'error.details')));
    await expect(message).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('en', 'crash.tryAgain') }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** As an error boundary: a render error shows the crash screen; Try again renders the children again. */
export const BoundaryTryAgainRerenders: Story = {
  render: () => (
    <CrashBoundary>
      <Fragile />
    </CrashBoundary>
  ),
  beforeEach: () => {
    fragile.broken = true;
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t('en', 'crash.title') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('reading "sidebar"');
    await expect(canvas.queryByText('The page content is back.')).toBeNull();
    const logged = (console.error as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) => String(call[0]));
    await expect(logged).toContain('This page crashed:');
    fragile.broken = false;
    await userEvent.click(canvas.getByRole('button', { name: t('en', 'crash.tryAgain') }));
    await expect(await canvas.findByText('The page content is back.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A thrown string (not an Error) is shown as is. */
export const ThrownString: Story = {
  args: { error: 'Chunk 17 failed to evaluate' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Chunk 17 failed to evaluate');
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t('ru', 'crash.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ru', 'crash.tryAgain') })).toBeVisible();
  },
};

/** A long message breaks instead of overflowing a phone. */
export const JapaneseMobileLongMessage: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { error: new Error('TypeError: Failed to fetch dynamically imported module: https://immich.app/assets/kind-api-operation-4f9c2a7b1e0d3c5a8b6f.js') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t('ja', 'crash.title') })).toBeVisible();
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
  },
};

export const GermanDesktop: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: t('de', 'crash.tryAgain') })).toBeVisible();
  },
};
