import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '@lumidoc/i18n';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { SECURITY_SCHEMES } from '../stories/api-fixtures.js';
import { AuthRequirements } from './AuthRequirements.js';

const t = (locale: string, key: ThemeStringKey, values: Record<string, string> = {}) => formatMessage(THEME_CATALOGS[locale]![key], locale, values);

const meta = {
  title: 'API/AuthRequirements',
  component: AuthRequirements,
  args: { security: ['bearer', 'cookie', 'api_key'], schemes: SECURITY_SCHEMES, authRoute: '/docs/api#authentication' },
} satisfies Meta<typeof AuthRequirements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each accepted credential with how it is sent, and a link to the introduction's authentication section. */
export const Credentials: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('en', 'api.authAny'))).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([
      `bearer: ${t('en', 'api.authIn.header', { credential: 'Authorization: Bearer …' })}`,
      `cookie: ${t('en', 'api.authIn.cookie', { credential: 'immich_access_token=…' })}`,
      `api_key: ${t('en', 'api.authIn.header', { credential: 'x-api-key: …' })}`,
    ]);
    await expect(within(items[2]!).getByText('x-api-key: …', { selector: 'code' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('en', 'api.authLink') })).toHaveAttribute('href', '/docs/api#authentication');
  },
};

/** A public operation. */
export const Public: Story = {
  args: { security: [], schemes: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('en', 'api.noAuth'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Data without scheme details still names the schemes. */
export const NamesOnly: Story = {
  args: { schemes: undefined, authRoute: undefined },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['bearer', 'cookie', 'api_key']);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { authRoute: '/ru/docs/api#authentication' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('в файле cookie', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ru', 'api.authLink') })).toHaveAttribute('href', '/ru/docs/api#authentication');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('ja', 'api.authAny'))).toBeVisible();
  },
};
