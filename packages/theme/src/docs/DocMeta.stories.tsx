import { formatDate, KNOWN_LOCALES } from '@lumidoc/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themeTranslator } from '../i18n/catalog.js';
import { DocMeta } from './DocMeta.js';

const EDIT_URL = 'https://github.com/immich-app/immich/edit/main/docs/docs/install/docker-compose.md';
const DATE = '2025-06-24T09:30:00.000Z';
const dateIn = (locale: string) => formatDate(DATE, KNOWN_LOCALES[locale]!);

const meta = {
  title: 'Docs/DocMeta',
  component: DocMeta,
  args: { editUrl: EDIT_URL, lastUpdated: { date: DATE, author: 'Alex Tran' } },
} satisfies Meta<typeof DocMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edit link opens the source in a new tab, safely; the date sits in a machine-readable <time>. */
export const EditAndLastUpdated: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const t = themeTranslator(['en']);
    const edit = await canvas.findByRole('link', { name: new RegExp(`^${t('docMeta.edit')}`) });
    await expect(edit).toHaveAttribute('href', EDIT_URL);
    await expect(edit).toHaveAttribute('target', '_blank');
    await expect(edit.getAttribute('rel')?.split(' ')).toContain('noopener');
    await expect(edit).toHaveAccessibleName(`${t('docMeta.edit')} ${t('navbar.external')}`);
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('dateTime', DATE);
    await expect(time).toHaveTextContent('June 24, 2025');
    await expect(time.parentElement).toHaveTextContent(t('docMeta.lastUpdatedBy', { date: 'June 24, 2025', author: 'Alex Tran' }));
  },
};

/** Russian, dark: the date in Russian words, no author known. */
export const DateOnlyRussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { editUrl: undefined, lastUpdated: { date: DATE } },
  play: async ({ canvas }) => {
    const time = await canvas.findByText('24 июня 2025 г.', { selector: 'time' });
    await expect(time.parentElement).toHaveTextContent(themeTranslator(['ru'])('docMeta.lastUpdated', { date: dateIn('ru') }));
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Japanese on a phone: both parts wrap within the screen. */
export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const t = themeTranslator(['ja']);
    await expect(await canvas.findByRole('link', { name: new RegExp(`^${t('docMeta.edit')}`) })).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveTextContent('2025年6月24日');
    await expect(canvasElement.querySelector('.ld-doc-meta__updated')).toHaveTextContent(t('docMeta.lastUpdatedBy', { date: dateIn('ja'), author: 'Alex Tran' }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Only the edit link when the page has no known last change. */
export const EditOnly: Story = {
  args: { lastUpdated: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', EDIT_URL);
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.queryByText(/Last updated/)).toBeNull();
  },
};

/** Neither: no footer at all. */
export const Nothing: Story = {
  args: { editUrl: undefined, lastUpdated: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-doc-meta')).toBeNull();
  },
};
