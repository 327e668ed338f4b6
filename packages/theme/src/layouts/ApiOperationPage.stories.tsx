import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { gatedSearchLoader, sampleApiOperationPage, sampleApiSidebar } from '../stories/fixtures.js';
import { ApiOperationPage } from './ApiOperationPage.js';
import { PageShell } from './PageShell.js';

const t = (locale: string, key: keyof (typeof THEME_CATALOGS)[string]) => THEME_CATALOGS[locale]![key] as string;

const meta = {
  title: 'Pages/ApiOperationPage',
  component: ApiOperationPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleApiOperationPage('en'), sidebar: sampleApiSidebar('en') },
  decorators: [
    (Story, { args }) => (
      <PageShell alternates={args.page.alternates} loadSearch={gatedSearchLoader({ autoRelease: true }).load}>
        <Story />
      </PageShell>
    ),
  ],
} satisfies Meta<typeof ApiOperationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Method and path, auth schemes, the parameter table, body, responses, code samples with copy buttons. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Update an album' })).toBeVisible();
    await expect(main.getByText('PATCH', { selector: '.ld-api__endpoint .ld-badge' })).toHaveClass('ld-badge--patch');
    await expect(main.getByText('/albums/{id}', { selector: '.ld-api__endpoint code' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: t('en', 'api.auth') })).toBeVisible();
    await expect(main.getByText('api_key')).toBeVisible();

    const table = main.getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([t('en', 'api.name'), t('en', 'api.in'), t('en', 'api.type')]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(`id ${t('en', 'api.required')}`);
    await expect(rows[0]).toHaveTextContent('string (uuid)');
    await expect(rows[2]).toHaveTextContent('asc | desc');

    await expect(main.getByRole('heading', { level: 2, name: t('en', 'api.requestBody') })).toBeVisible();
    await expect(main.getByText('UpdateAlbumDto')).toBeVisible();
    await expect(main.getByText('AlbumResponseDto')).toBeVisible();
    for (const label of ['cURL', 'JavaScript (fetch)', 'TypeScript SDK']) {
      const sample = main.getByRole('region', { name: label });
      await expect(within(sample).getByRole('button', { name: t('en', 'code.copy') })).toHaveAccessibleDescription(t('en', 'code.copyLabel'));
    }
    await expect(main.getByRole('link', { name: t('en', 'api.downloadSpec') })).toHaveAttribute('href', '/openapi/immich-openapi-specs.json');
    await expect(main.getByRole('link', { name: 'PATCH Update an album' })).toHaveAttribute('aria-current', 'page');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A public endpoint without parameters or body. */
export const PublicNoParameters: Story = {
  args: {
    page: sampleApiOperationPage('en', {
      title: 'Get server version',
      method: 'get',
      path: '/server/version',
      parameters: [],
      requestBody: undefined,
      security: [],
      responses: [{ status: '200', description: 'The version.', body: { contentType: 'application/json', schema: { type: 'object', refName: 'ServerVersionResponseDto' } } }],
      breadcrumbs: [{ label: 'API', route: '/docs/api' }, { label: 'Get server version' }],
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('en', 'api.noAuth'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('en', 'api.parameters') })).toBeNull();
    await expect(canvas.getByText('GET', { selector: '.ld-api__endpoint .ld-badge' })).toHaveClass('ld-badge--get');
  },
};

/** On a phone the parameter table and samples scroll inside the page width. */
export const MobileDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Update an album' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A German reader: theme strings translated, the operation's own text in English under a notice. */
export const FallbackGerman: Story = {
  globals: { locale: 'de' },
  args: { page: sampleApiOperationPage('de', { fallbackFrom: 'en' }), sidebar: sampleApiSidebar('de') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('de', 'api.requestBody') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('de', 'api.downloadSpec') })).toBeVisible();
  },
};

export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleApiOperationPage('ru'), sidebar: sampleApiSidebar('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t('ru', 'api.codeSamples') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-Hans' },
  args: { page: sampleApiOperationPage('zh-Hans'), sidebar: sampleApiSidebar('zh-Hans') },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(t('zh-Hans', 'api.name'));
  },
};
