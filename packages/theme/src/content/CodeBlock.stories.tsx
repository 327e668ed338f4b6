import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { CURL_SAMPLE, SAMPLE_CODE } from '../stories/fixtures.js';
import { CodeBlock } from './CodeBlock.js';

const t = (locale: string, key: 'code.copy' | 'code.copied' | 'code.copyLabel') => THEME_CATALOGS[locale]![key] as string;

let copied: string[] = [];
const copiedTexts = () => copied;

/** Replaces the clipboard for the story (a headless browser may refuse it) and records what is copied. */
const fakeClipboard = () => {
  copied = [];
  const spy = spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => {
    copied.push(text);
  });
  return () => spy.mockRestore();
};

const meta = {
  title: 'Content/CodeBlock',
  component: CodeBlock,
  args: { 'data-language': 'bash', 'data-title': 'install.sh', 'data-highlight': '2', children: <code className="language-bash">{SAMPLE_CODE}</code> },
  beforeEach: fakeClipboard,
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Title, highlighted line, a focusable (scrollable) block, and a copy button named by its visible,
 * translated text ("Copy", then "Copied") and described by the longer label.
 */
export const TitledBash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('install.sh')).toBeVisible();
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre).toHaveAttribute('tabindex', '0');
    const lines = canvasElement.querySelectorAll('.ld-code__line');
    await expect(lines).toHaveLength(2);
    await expect(lines[1]).toHaveClass('ld-code__line--highlight');
    await expect(lines[0]).not.toHaveClass('ld-code__line--highlight');
    const button = canvas.getByRole('button', { name: t('en', 'code.copy') });
    await expect(button).toHaveAccessibleDescription(t('en', 'code.copyLabel'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(t('en', 'code.copied')));
    await expect(copiedTexts()).toEqual([SAMPLE_CODE]);
  },
};

/** `showLineNumbers=5`: numbered from 5 by the stylesheet, so the copied text carries no numbers; without it, no numbers. */
export const LineNumbersFromFive: Story = {
  args: { 'data-line-numbers': '5', 'data-title': undefined },
  play: async ({ canvasElement, canvas }) => {
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre).toHaveAttribute('data-line-numbers', '5');
    await expect(pre.style.getPropertyValue('--ld-line-start')).toBe('4');
    const code = pre.querySelector('code')!;
    await expect(getComputedStyle(code).counterReset).toBe('ld-line 4');
    const first = canvasElement.querySelector('.ld-code__line')!;
    const number = getComputedStyle(first, '::before');
    await expect(number.content).toBe('counter(ld-line)');
    await expect(number.userSelect).toBe('none');
    await expect(parseFloat(number.width)).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: t('en', 'code.copy') }));
    await waitFor(() => expect(copiedTexts()).toEqual([SAMPLE_CODE]));
  },
};

/** Untitled, in dark mode. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { 'data-title': undefined, 'data-highlight': undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: t('en', 'code.copy') })).toHaveAccessibleDescription(t('en', 'code.copyLabel'));
    await expect(canvas.queryByText('install.sh')).toBeNull();
  },
};

/** Japanese labels; the copy button copies the whole multi-line command. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { children: <code className="language-bash">{CURL_SAMPLE}</code>, 'data-title': undefined, 'data-highlight': undefined },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: t('ja', 'code.copy') });
    await expect(button).toHaveAccessibleDescription(t('ja', 'code.copyLabel'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(t('ja', 'code.copied')));
    await expect(copiedTexts()).toEqual([CURL_SAMPLE]);
  },
};

/** A long line on a phone scrolls inside the block, not the page; labels in Russian. */
export const LongLineRussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { children: <code className="language-bash">{CURL_SAMPLE}</code>, 'data-title': 'update-album.sh', 'data-highlight': undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: t('ru', 'code.copy') })).toHaveAccessibleDescription(t('ru', 'code.copyLabel'));
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** German, with highlighted lines 1 and 3. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { children: <code className="language-bash">{'cd immich-app\ndocker compose pull\ndocker compose up -d'}</code>, 'data-highlight': '1,3' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: t('de', 'code.copy') })).toHaveAccessibleDescription(t('de', 'code.copyLabel'));
    const highlighted = [...canvasElement.querySelectorAll('.ld-code__line')].map((line) => line.classList.contains('ld-code__line--highlight'));
    await expect(highlighted).toEqual([true, false, true]);
  },
};
