import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { RESPONSES } from '../stories/api-fixtures.js';
import { ResponseList } from './ResponseList.js';

const t = (locale: string, key: ThemeStringKey) => THEME_CATALOGS[locale]![key] as string;
const item = (root: HTMLElement, status: string) => within(root).getByText(status, { selector: '.ld-status' }).closest('li')!;

const meta = {
  title: 'API/ResponseList',
  component: ResponseList,
  args: { responses: RESPONSES },
} satisfies Meta<typeof ResponseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success starts open with schema and example; an error opens on demand; a response without body says so. */
export const OpenAndClose: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const ok = item(canvasElement, '200');
    await expect(within(ok).getByText('200', { selector: '.ld-status' })).toHaveClass('ld-status--2xx');
    await expect(within(ok).getByText('application/json')).toBeVisible();
    await expect(within(ok).getByText('AlbumResponseDto', { selector: '.ld-schema__root .ld-schema__type' })).toBeVisible();
    await expect(within(ok).getByText(t('en', 'api.example'))).toBeVisible();

    const error = item(canvasElement, '400');
    const details = error.querySelector('details')!;
    await expect(details).not.toHaveAttribute('open');
    await expect(within(error).getByText('statusCode')).not.toBeVisible();
    await userEvent.click(within(error).getByText('The body is not valid.'));
    await expect(within(error).getByText('statusCode')).toBeVisible();
    await expect(within(error).getByText('400', { selector: '.ld-status' })).toHaveClass('ld-status--4xx');

    const empty = item(canvasElement, '204');
    await expect(empty.querySelector('details')).toBeNull();
    await expect(empty).toHaveTextContent(`204 Nothing changed. ${t('en', 'api.noBody')}`);

    // The same body as 400's is not shown twice: the response links to it.
    const same = item(canvasElement, '401');
    await expect(same.querySelector('details')).toBeNull();
    await expect(within(same).queryByText('statusCode')).toBeNull();
    const link = within(same).getByRole('link', { name: t('en', 'api.sameBody').replace('{status}', '400') });
    await expect(link).toHaveAttribute('href', '#response-400');
    await expect(canvasElement.querySelector('#response-400')).toBe(error);
  },
};

export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(item(canvasElement, '200')).getByText(t('ru', 'api.mediaType'))).toBeVisible();
    await expect(item(canvasElement, '204')).toHaveTextContent(t('ru', 'api.noBody'));
    await expect(item(canvasElement, '401')).toHaveTextContent(t('ru', 'api.sameBody').replace('{status}', '400'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(item(canvasElement, '200')).getByText(t('ja', 'api.example'))).toBeVisible();
  },
};
