import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider } from '../context.js';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { controlledLoader, createStorySearchIndex } from '../search/__fixtures__/search-index.js';
import { STORY_LOCALES, THEME_CONFIG } from '../stories/fixtures.js';
import { SearchBox } from './SearchBox.js';

const t = (locale: string, key: ThemeStringKey) => THEME_CATALOGS[locale]![key] as string;
const body = within(document.body);
const ready = () => Promise.resolve(createStorySearchIndex());

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  parameters: { layout: 'padded' },
  args: { load: ready },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the search button by its name in a locale. */
const searchButton = (canvasElement: HTMLElement, locale = 'en') => within(canvasElement).findByRole('button', { name: t(locale, 'search.label') });

/** Finds the search button while it says "Loading...". */
const loadingButton = (canvasElement: HTMLElement, locale = 'en') => within(canvasElement).findByRole('button', { name: `${t(locale, 'search.label')}: ${t(locale, 'search.loading')}` });

const loadingGate = controlledLoader();

/**
 * Loading, as prerendered and until the index manifest arrives: the box is marked disabled and
 * says "Loading...", without the shortcut hint. The manifest is asked for once the page is idle,
 * without any sign of interest from the reader.
 */
export const Loading: Story = {
  args: { load: loadingGate.load },
  play: async ({ canvasElement }) => {
    const html = renderToString(
      <ThemeProvider locale={STORY_LOCALES.get('en')} locales={STORY_LOCALES.list} config={THEME_CONFIG}>
        <SearchBox load={loadingGate.load} />
      </ThemeProvider>,
    );
    await expect(html).toContain(t('en', 'search.loading'));
    await expect(html).toContain('aria-disabled="true"');
    // Prerendered HTML has no working shortcut yet, so it neither shows nor announces one.
    await expect(html).not.toContain('Ctrl K');
    await expect(html).not.toContain('aria-keyshortcuts');
    const button = await loadingButton(canvasElement);
    await expect(button).toHaveTextContent(t('en', 'search.loading'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('.ld-search-button__keys')).toBeNull();
    await waitFor(() => expect(loadingGate.calls).toBeGreaterThan(0));
  },
};

const readyGate = controlledLoader();

/** Ready: once the manifest is there the box shows its placeholder and Ctrl K, and nothing loads again. */
export const Ready: Story = {
  args: { load: readyGate.load },
  play: async ({ canvasElement }) => {
    await loadingButton(canvasElement);
    await waitFor(() => expect(readyGate.calls).toBeGreaterThan(0));
    const calls = readyGate.calls;
    readyGate.release();
    const button = await searchButton(canvasElement);
    await expect(button).toHaveTextContent(t('en', 'search.placeholder'));
    await expect(canvasElement.querySelector('.ld-search-button__keys')).toHaveTextContent('Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleDescription(t('en', 'search.shortcut').replace('{keys}', 'Ctrl+K'));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.hover(button);
    await expect(readyGate.calls).toBe(calls);
  },
};

/** On an Apple system the hint, set after hydration, says ⌘ K. */
export const AppleShortcutHint: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'userAgentData', { configurable: true, value: { platform: 'macOS' } });
    return () => {
      delete (navigator as { userAgentData?: unknown }).userAgentData;
    };
  },
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.ld-search-button__keys')).toHaveTextContent('⌘ K'));
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(await body.findByRole('dialog', { name: t('en', 'search.label') })).toBeVisible();
  },
};

const openGate = controlledLoader();

/**
 * A click while the manifest is still loading is remembered (focus stays on the box), and the
 * dialog opens with focus in its field once the manifest is there.
 */
export const LoadingThenOpen: Story = {
  args: { load: openGate.load },
  play: async ({ canvasElement }) => {
    const button = await loadingButton(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(openGate.calls).toBeGreaterThan(0));
    const calls = openGate.calls;
    openGate.release();
    const dialog = await body.findByRole('dialog', { name: t('en', 'search.label') });
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveTextContent(t('en', 'search.placeholder'));
    // Loaded once only.
    await expect(openGate.calls).toBe(calls);
  },
};

/** Ctrl+K opens from anywhere, and Escape closes and puts focus back on the box. */
export const ShortcutAndEscape: Story = {
  decorators: [
    (Story) => (
      <>
        <label>
          Notes <input type="text" />
        </label>{' '}
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement);
    const field = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.click(field);
    // `/` is typed in a text field…
    await userEvent.keyboard('/');
    await expect(field).toHaveValue('/');
    await expect(body.queryByRole('dialog')).toBeNull();
    // …but Ctrl+K opens search from anywhere.
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog');
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'upload');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // `/` outside a text field opens it too, and the backdrop closes it.
    await userEvent.keyboard('/');
    await body.findByRole('dialog');
    await userEvent.click(document.querySelector('.ld-search-dialog__backdrop')!);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(field).toHaveValue('/');
  },
};

/** Following a result closes the dialog and remembers the query; the next time it is offered. */
export const FollowResultThenRecent: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('lumidoc.search.recent');
    return () => window.localStorage.removeItem('lumidoc.search.recent');
  },
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement);
    await userEvent.click(button);
    const input = within(await body.findByRole('dialog')).getByRole('combobox');
    await userEvent.type(input, 'environment');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(button);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'environment' })).toBeVisible();
  },
};

let failedLoads = 0;

/**
 * Error: the manifest fails to load. The failure is logged and the box is enabled with its
 * placeholder anyway; a click loads again and opens the dialog when that succeeds.
 */
export const LoadFails: Story = {
  args: {
    load: () => {
      failedLoads += 1;
      // Every other attempt fails, starting with the one made at idle time.
      return failedLoads % 2 === 1 ? Promise.reject(new Error('HTTP 503')) : ready();
    },
  },
  beforeEach: () => {
    failedLoads = 0;
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement);
    await expect(failedLoads).toBe(1);
    await expect(button).toHaveTextContent(t('en', 'search.placeholder'));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(console.error).toHaveBeenCalledWith('Loading the search index failed:', expect.any(Error));
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    await expect(await body.findByRole('dialog', { name: t('en', 'search.label') })).toBeVisible();
    await expect(failedLoads).toBe(2);
  },
};

/** Russian on a phone, in the navbar's right edge: the box stays within the screen; the hint is hidden. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <nav className="ld-navbar" style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </nav>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement, 'ru');
    await expect(button).toHaveTextContent(t('ru', 'search.placeholder'));
    await expect(canvasElement.querySelector('.ld-search-button__keys')).not.toBeVisible();
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(button);
    await expect(await body.findByRole('dialog', { name: t('ru', 'search.label') })).toBeVisible();
  },
};

/** Japanese, dark. */
export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const button = await searchButton(canvasElement, 'ja');
    await expect(button).toHaveTextContent(t('ja', 'search.placeholder'));
    await expect(canvasElement.querySelector('.ld-search-button__keys')).toHaveTextContent('Ctrl K');
    await expect(getComputedStyle(button).color).toBe('rgb(169, 174, 194)');
  },
};
