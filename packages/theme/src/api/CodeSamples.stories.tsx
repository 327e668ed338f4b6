import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { SAMPLES } from '../stories/api-fixtures.js';
import { CodeSamples } from './CodeSamples.js';

const t = (locale: string, key: 'code.copy' | 'code.copied') => THEME_CATALOGS[locale]![key] as string;

let copied: string[] = [];
/** Replaces the clipboard for the story (a headless browser may refuse it) and records what is copied. */
const fakeClipboard = () => {
  copied = [];
  localStorage.removeItem('docusaurus.tab.api-code-sample');
  const spy = spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => {
    copied.push(text);
  });
  return () => spy.mockRestore();
};

const meta = {
  title: 'API/CodeSamples',
  component: CodeSamples,
  args: { samples: SAMPLES },
  beforeEach: fakeClipboard,
} satisfies Meta<typeof CodeSamples>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tabs, curl first; choosing Python shows it, and its copy button copies the Python code. */
export const SwitchAndCopy: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['curl', 'JavaScript (fetch)', 'Python (requests)', '@immich/sdk']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent("curl -X PATCH");
    await userEvent.click(tabs[2]!);
    const panel = canvas.getByRole('tabpanel', { name: 'Python (requests)' });
    await expect(panel).toHaveTextContent('requests.patch(');
    // Each line of the sample on a line of its own (six lines, not one long one).
    const pre = panel.querySelector('pre')!;
    await expect(pre.getBoundingClientRect().height).toBeGreaterThan(5 * parseFloat(getComputedStyle(pre).lineHeight));
    const copy = within(panel).getByRole('button', { name: t('en', 'code.copy') });
    await userEvent.click(copy);
    await waitFor(() => expect(copy).toHaveAccessibleName(t('en', 'code.copied')));
    await expect(copied).toEqual([SAMPLES[2]!.code]);
  },
};

/** Arrow keys move between languages, and the choice is remembered for the next operation page. */
export const KeyboardAndMemory: Story = {
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[3]).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent("from '@immich/sdk'");
    await expect(localStorage.getItem('docusaurus.tab.api-code-sample')).toBe('@immich/sdk');
  },
};

/** Long lines scroll inside the block on a phone; Russian copy label; dark. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: t('ru', 'code.copy') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: t('ja', 'code.copy') })).toBeVisible();
  },
};
