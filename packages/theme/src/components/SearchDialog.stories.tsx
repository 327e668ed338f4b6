import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { createStorySearchIndex } from '../search/__fixtures__/search-index.js';
import { horizontalOverflow } from '../stories/chrome-helpers.js';
import { SearchDialog } from './SearchDialog.js';

const t = (locale: string, key: ThemeStringKey) => THEME_CATALOGS[locale]![key] as string;
const RECENT_KEY = 'lumidoc.search.recent';
const body = within(document.body);

/** The dialog (it is rendered into <body>), its search field and its live region. */
async function dialogParts(locale = 'en') {
  const dialog = await body.findByRole('dialog', { name: t(locale, 'search.label') });
  const input = within(dialog).getByRole('combobox', { name: t(locale, 'search.label') });
  return { dialog, input, status: within(dialog).getByRole('status') };
}

/** Empties the stored recent searches before a story, and after it. */
const clearRecent = () => {
  window.localStorage.removeItem(RECENT_KEY);
  return () => window.localStorage.removeItem(RECENT_KEY);
};

const meta = {
  title: 'Components/SearchDialog',
  component: SearchDialog,
  parameters: { layout: 'fullscreen' },
  args: { id: 'search-dialog', index: createStorySearchIndex(), onClose: fn() },
  beforeEach: clearRecent,
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Russian results grouped by page (title as the group's label), each with its section and a
 * snippet with the query words marked. Arrows move the selection, the live region says how many
 * results there are (Russian plural forms), Enter follows the selected result and closes.
 */
export const RussianResults: Story = {
  globals: { locale: 'ru', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args }) => {
    const { dialog, input, status } = await dialogParts('ru');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'резервн');
    const listbox = await within(dialog).findByRole('listbox');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(3));
    const groups = within(listbox).getAllByRole('group');
    await expect(groups[0]).toHaveAccessibleName('Резервное копирование и восстановление');
    await expect(groups[1]).toHaveAccessibleName('Установка с помощью Docker Compose');
    await expect(groups[2]).toHaveAccessibleName('Добро пожаловать в Immich');
    await expect(within(groups[0]!).getAllByRole('option')).toHaveLength(3);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[0]).toHaveAttribute('href', '/ru/docs/administration/backup-and-restore#database');
    await expect(options[0]).toHaveTextContent('Резервная копия базы данных');
    await expect([...options[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Резервная']);
    await expect([...options[3]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['резервную']);
    // 5 in Russian takes the "many" form.
    await waitFor(() => expect(status).toHaveTextContent('5 результатов'));

    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[4]!.id);

    // Narrowing the query changes the count: 1 takes the "one" form.
    await userEvent.type(input, 'ая копия баз');
    await waitFor(() => expect(status).toHaveTextContent(/^1 результат$/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledWith(false);
    await expect(JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]')).toEqual(['резервная копия баз']);
  },
};

/**
 * Japanese in dark mode: a Japanese word found inside unspaced text and marked there. Enter and
 * Escape while an input method is composing belong to the input method, not to the dialog.
 */
export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args }) => {
    const { dialog, input, status } = await dialogParts('ja');
    await userEvent.type(input, 'バックアップ');
    const options = await within(dialog).findAllByRole('option');
    await expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/ja/docs/administration/backup-and-restore#database',
      '/ja/docs/administration/backup-and-restore',
      '/ja/docs/features/mobile-app#backup',
    ]);
    await expect([...options[2]!.querySelectorAll('.ld-search__hit-snippet mark')].map((mark) => mark.textContent)).toEqual(['バックアップ']);
    // Japanese has one plural form.
    await waitFor(() => expect(status).toHaveTextContent('3 件の結果'));
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Escape', isComposing: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: t('ja', 'search.close') })).toBeVisible();
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(20, 22, 31)');
  },
};

/** A query without results says so, on screen and to screen readers; there is no listbox. */
export const NoResults: Story = {
  play: async () => {
    const { dialog, input, status } = await dialogParts();
    await userEvent.type(input, 'zzzz');
    const message = t('en', 'search.noResults').replace('{query}', 'zzzz');
    await expect(await within(dialog).findByText(message, { selector: '.ld-search__empty' })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent(message));
    await expect(within(dialog).queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
};

/**
 * Results that take a while, as when the index fetches the shards a query needs, on a phone in
 * dark mode: until the current query is answered the earlier results stay and no "no results"
 * flashes, and the slower answers to earlier queries (shorter here) never replace the current one.
 */
export const ResultsArriveLater: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { index: createStorySearchIndex(undefined, undefined, (query) => (8 - query.length) * 80) },
  play: async ({ args }) => {
    const { dialog, input, status } = await dialogParts('ru');
    const expected = (await createStorySearchIndex().search('копия')).map((hit) => (hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route));
    await expect(expected.length).toBeGreaterThan(0);
    await userEvent.type(input, 'копия');
    await expect(dialog.querySelector('.ld-search__empty')).toBeNull();
    const hrefs = () => within(dialog).queryAllByRole('option').map((option) => option.getAttribute('href'));
    await waitFor(() => expect(hrefs()).toEqual(expected));
    await waitFor(() => expect(status).toHaveTextContent(new RegExp(`^${expected.length} результат`)));
    // The answers to "к" … "копи" come in after it (up to 0.6 s): they must not show.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(hrefs()).toEqual(expected);
    await expect(dialog.querySelector('.ld-search__empty')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Markup in the query and in indexed content is shown as text, never parsed as HTML. */
export const MarkupStaysText: Story = {
  play: async () => {
    const { dialog, input, status } = await dialogParts();
    // The story index has a page whose title and text look like markup: this query finds it.
    await userEvent.type(input, '<img src=x onerror=alert(1)>');
    const option = await within(dialog).findByRole('option');
    await expect(option).toHaveTextContent('Raw <script>alert(1)</script> in headings');
    await expect(option).toHaveTextContent('Text with <em>tags</em> is shown as typed.');
    await expect(within(dialog).getByRole('group')).toHaveAccessibleName('Escaping <b>bold</b> & <img src=x onerror=alert(1)>');
    await expect(dialog.querySelector('img, script, b, em, i')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '<i>zzzz</i>');
    const message = t('en', 'search.noResults').replace('{query}', '<i>zzzz</i>');
    await expect(await within(dialog).findByText(message, { selector: '.ld-search__empty' })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent(message));
    await expect(dialog.querySelector('img, script, b, em, i')).toBeNull();
  },
};

/** With an empty query the recent searches show; one runs again, another is removed. */
export const RecentSearches: Story = {
  beforeEach: () => {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(['UPLOAD_LOCATION', 'резервная копия']));
    return () => window.localStorage.removeItem(RECENT_KEY);
  },
  play: async () => {
    const { dialog, input } = await dialogParts();
    const recent = within(within(dialog).getByRole('region', { name: t('en', 'search.recent') }));
    await expect(recent.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(recent.getByRole('button', { name: t('en', 'search.removeRecent').replace('{query}', 'резервная копия') }));
    await expect(JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]')).toEqual(['UPLOAD_LOCATION']);
    await expect(recent.getAllByRole('listitem')).toHaveLength(1);
    await expect(input).toHaveFocus();
    await userEvent.click(recent.getByRole('button', { name: 'UPLOAD_LOCATION' }));
    await expect(input).toHaveValue('UPLOAD_LOCATION');
    await expect(input).toHaveFocus();
    const option = await within(dialog).findByRole('option');
    await expect(option).toHaveAttribute('href', '/docs/install/environment-variables#upload');
    await expect(within(dialog).queryByRole('region', { name: t('en', 'search.recent') })).toBeNull();
  },
};

/**
 * On a phone the dialog fills the screen, with a close button; Tab stays inside, the page behind
 * is inert and does not scroll, and clicking a result closes it.
 */
export const MobileFullScreen: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <>
        <p id="page-behind">
          <a href="#page-behind">Страница позади</a>
        </p>
        <Story />
      </>
    ),
  ],
  play: async ({ args }) => {
    const { dialog, input } = await dialogParts('ru');
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    await expect(dialog.querySelector('.ld-search-dialog__keys')).not.toBeVisible();
    await expect(document.getElementById('page-behind')!.closest('[inert]')).not.toBeNull();
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expect(horizontalOverflow()).toBeLessThanOrEqual(0);
    const close = within(dialog).getByRole('button', { name: t('ru', 'search.close') });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'инженер');
    await userEvent.click(await within(dialog).findByRole('option'));
    await expect(args.onClose).toHaveBeenCalledWith(false);
  },
};

/** Escape, the close button and the backdrop each close the dialog and ask for focus back on the search button. */
export const Closing: Story = {
  play: async ({ args }) => {
    const { dialog, input } = await dialogParts();
    await userEvent.type(input, 'upload');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenLastCalledWith(true);
    // Escape closed the dialog instead of clearing the field (the search field's own behaviour).
    await expect(input).toHaveValue('upload');
    await userEvent.click(within(dialog).getByRole('button', { name: t('en', 'search.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(document.querySelector('.ld-search-dialog__backdrop')!);
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.onClose).toHaveBeenLastCalledWith(true);
  },
};
