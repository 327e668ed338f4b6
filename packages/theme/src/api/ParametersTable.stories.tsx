import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { PARAMETERS } from '../stories/api-fixtures.js';
import { ParametersTable } from './ParametersTable.js';

const t = (locale: string, key: ThemeStringKey) => THEME_CATALOGS[locale]![key] as string;

const meta = {
  title: 'API/ParametersTable',
  component: ParametersTable,
  args: { parameters: PARAMETERS },
} satisfies Meta<typeof ParametersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One table per location, each named by its heading: name, type, required or not, description, values, default. */
export const ByLocation: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual([t('en', 'api.params.path'), t('en', 'api.params.query'), t('en', 'api.params.header')]);
    const query = canvas.getByRole('table', { name: t('en', 'api.params.query') });
    await expect(within(query).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([t('en', 'api.name'), t('en', 'api.type'), t('en', 'api.requiredColumn'), t('en', 'api.description')]);
    const order = within(query).getByRole('row', { name: /^order/ });
    await expect(order).toHaveTextContent('AssetOrder');
    await expect(order).toHaveTextContent(t('en', 'api.optional'));
    await expect(order).toHaveTextContent(`${t('en', 'api.allowedValues')} "asc""desc"`);
    await expect(order).toHaveTextContent(`${t('en', 'api.defaultValue')} "desc"`);
    await expect(within(query).getByRole('row', { name: /^withoutAssets/ })).toHaveTextContent(`${t('en', 'api.defaultValue')} false`);
    const path = canvas.getByRole('table', { name: t('en', 'api.params.path') });
    await expect(within(path).getByRole('row', { name: /^id/ })).toHaveTextContent(`string (uuid)${t('en', 'api.required')}The album’s id.`);
    // Backticks in a description become code.
    await expect(canvas.getByText('duplicate', { selector: 'code' })).toBeVisible();
  },
};

/** Only the locations in use get a table. */
export const PathOnly: Story = {
  args: { parameters: PARAMETERS.filter((p) => p.in === 'path') },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('table')).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { name: t('en', 'api.params.query') })).toBeNull();
  },
};

/** On a phone the table scrolls inside its own focusable region, not the page; Russian, dark. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: t('ru', 'api.params.query') });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getAllByRole('columnheader')[2]).toHaveTextContent(t('ru', 'api.requiredColumn'));
    await expect(within(region).getByRole('row', { name: /^order/ })).toHaveTextContent('необязательный');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ヘッダーパラメーター' })).toBeVisible();
    await expect(canvas.getAllByText(t('ja', 'api.defaultValue'))).toHaveLength(2);
  },
};
