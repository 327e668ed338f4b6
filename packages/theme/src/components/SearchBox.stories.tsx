import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { NO_HITS_QUERY, SEARCH_HITS, gatedSearchLoader } from '../stories/fixtures.js';
import { SearchBox } from './SearchBox.js';

const t = (locale: string, key: 'search.label' | 'search.loading' | 'search.placeholder' | 'search.noResults') => THEME_CATALOGS[locale]![key] as string;

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  parameters: { layout: 'padded' },
  args: { load: gatedSearchLoader({ autoRelease: true }).load },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const gate = gatedSearchLoader();

/**
 * Says "Loading..." and takes no input until the index has loaded, then answers a query with a
 * listbox of results; arrows move the selection, Enter follows it, Escape clears.
 */
export const LoadThenSearch: Story = {
  args: { load: gate.load },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: t('en', 'search.label') });
    await expect(input).toHaveAttribute('placeholder', t('en', 'search.placeholder'));
    const callsBefore = gate.calls;
    await userEvent.click(input);
    await expect(gate.calls).toBe(callsBefore + 1);
    await expect(input).toHaveAttribute('placeholder', 'Loading...');
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'ignored');
    await expect(input).toHaveValue('');

    gate.release();
    await waitFor(() => expect(input).toHaveAttribute('placeholder', t('en', 'search.placeholder')));
    await expect(input).toHaveAttribute('aria-busy', 'false');
    await expect(input).not.toHaveAttribute('readonly');
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.type(input, 'docker');
    const listbox = await canvas.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(SEARCH_HITS.length);
    await expect(options[0]).toHaveTextContent('Docker Compose');
    // Each option is the hit's link itself (no control nested in another).
    await expect(options[0]).toHaveAttribute('href', '/docs/install/docker-compose#install-with-docker-compose');
    await expect(within(listbox).queryAllByRole('link')).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(canvas.getByText('2 results')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('listbox')).toBeNull();

    // Enter follows the selected hit (the story's router link stays on the page) and clears the box.
    await userEvent.click(input);
    await userEvent.type(input, 'docker{Enter}');
    await expect(input).toHaveValue('');
    // Loaded once only.
    await expect(gate.calls).toBe(callsBefore + 1);
  },
};

/** Ctrl+K focuses the box and starts loading the index. */
export const KeyboardShortcut: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: t('en', 'search.label') });
    const kbd = canvas.getByText(/K$/, { selector: 'kbd' });
    // The visual hint is hidden from screen readers, which get the shortcut as the description.
    await expect(input).toHaveAccessibleDescription((THEME_CATALOGS['en']!['search.shortcut'] as string).replace('{keys}', kbd.textContent!));
    await expect(input).toHaveAttribute('aria-keyshortcuts');
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
    await userEvent.type(input, 'requirements');
    await expect(await canvas.findAllByRole('option')).toHaveLength(SEARCH_HITS.length);
  },
};

/** A query with no hits says so in the list and to screen readers. */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox');
    await userEvent.click(input);
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
    await userEvent.type(input, NO_HITS_QUERY);
    const message = t('en', 'search.noResults').replace('{query}', NO_HITS_QUERY);
    await waitFor(() => expect(canvas.getAllByText(message)).toHaveLength(2));
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** A failed load is logged; the box stays usable as a plain field. */
export const LoadFails: Story = {
  args: { load: () => Promise.reject(new Error('HTTP 404')) },
  // The component logs the failure; keep the test output quiet, but check it was logged.
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox');
    await userEvent.click(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-busy', 'false'));
    await expect(input).not.toHaveAttribute('readonly');
    await expect(input).toHaveAttribute('placeholder', t('en', 'search.placeholder'));
    await expect(console.error).toHaveBeenCalledWith('Loading the search index failed:', expect.any(Error));
  },
};

const jaGate = gatedSearchLoader();

/** Japanese strings, dark. */
export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { load: jaGate.load },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: t('ja', 'search.label') });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('placeholder', t('ja', 'search.loading'));
    jaGate.release();
    await waitFor(() => expect(input).toHaveAttribute('placeholder', t('ja', 'search.placeholder')));
    await userEvent.type(input, 'ドッカー');
    await expect(await canvas.findAllByRole('option')).toHaveLength(SEARCH_HITS.length);
  },
};

/** Russian on a phone, at the right edge as in the navbar: the results list fits the screen. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: t('ru', 'search.label') });
    await userEvent.click(input);
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
    await userEvent.type(input, 'docker');
    const listbox = await canvas.findByRole('listbox');
    const box = listbox.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Query words are marked in results, as text: a query with markup stays text. Opening a result remembers the query. */
export const HighlightsAndRemembers: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    window.localStorage.removeItem('lumidoc.search.recent');
    const box = canvas.getByRole('combobox');
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.type(box, '<b>docker');
    await expect(canvasElement.querySelector('.ld-search__results b')).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, 'docker');
    const option = (await canvas.findAllByRole('option'))[0]!;
    await expect(option.querySelector('mark')?.textContent?.toLowerCase()).toBe('docker');
    option.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(option);
    await expect(JSON.parse(window.localStorage.getItem('lumidoc.search.recent') ?? '[]')).toEqual(['docker']);
    // Focusing the empty box offers the remembered query.
    await userEvent.click(box);
    await userEvent.click(await canvas.findByRole('button', { name: 'docker' }));
    await expect(box).toHaveValue('docker');
  },
};
