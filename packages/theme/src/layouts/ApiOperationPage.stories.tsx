import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { CALLBACKS, richOperationPage, webhookPage } from '../stories/api-fixtures.js';
import { sampleApiSidebar } from '../stories/fixtures.js';
import { inPageShell } from '../stories/page-shell.js';
import { ApiOperationPage } from './ApiOperationPage.js';

const t = (locale: string, key: ThemeStringKey) => THEME_CATALOGS[locale]![key] as string;

const meta = {
  title: 'Pages/ApiOperationPage',
  component: ApiOperationPage,
  parameters: { layout: 'fullscreen' },
  args: { page: richOperationPage('en'), sidebar: sampleApiSidebar('en') },
  decorators: [
    inPageShell(),
  ],
  beforeEach: () => localStorage.removeItem('docusaurus.tab.api-code-sample'),
} satisfies Meta<typeof ApiOperationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Method badge and path, operation id, credentials with a link to the introduction, parameter
 * tables, request and response schemas with examples, code samples in tabs, the spec download,
 * and a table of contents of the sections.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Update an album' })).toBeVisible();
    await expect(main.getByText('PATCH', { selector: '.ld-api__endpoint .ld-badge' })).toHaveClass('ld-badge--patch');
    await expect(main.getByText('/albums/{id}', { selector: '.ld-api__endpoint code' })).toBeVisible();
    await expect(main.getByText('updateAlbumInfo', { selector: '.ld-api__operation-id code' })).toBeVisible();

    const toc = main.getByRole('navigation', { name: t('en', 'toc.title') });
    await expect(within(toc).getAllByRole('link').map((a) => a.textContent)).toEqual([t('en', 'api.auth'), t('en', 'api.parameters'), t('en', 'api.requestBody'), t('en', 'api.responses'), t('en', 'api.codeSamples')]);

    await expect(main.getByRole('heading', { level: 2, name: t('en', 'api.auth') })).toBeVisible();
    await expect(main.getByText('x-api-key: …')).toBeVisible();
    await expect(main.getByRole('link', { name: t('en', 'api.authLink') })).toHaveAttribute('href', '/docs/api#authentication');

    await expect(main.getByRole('table', { name: t('en', 'api.params.path') })).toBeVisible();
    await expect(main.getByRole('table', { name: t('en', 'api.params.query') })).toBeVisible();

    await expect(main.getByText('UpdateAlbumDto', { selector: '.ld-schema__root .ld-schema__type' })).toBeVisible();
    await expect(main.getByText('AlbumResponseDto', { selector: '.ld-schema__root .ld-schema__type' })).toBeVisible();
    await expect(main.getAllByText(t('en', 'api.example'))).toHaveLength(3);

    await userEvent.click(main.getByRole('tab', { name: '@immich/sdk' }));
    await expect(main.getByRole('tabpanel', { name: '@immich/sdk' })).toHaveTextContent('updateAlbumInfo({');
    await expect(main.getByRole('link', { name: t('en', 'api.downloadSpec') })).toHaveAttribute('href', '/openapi/immich-openapi-specs.json');
    await expect(main.getByRole('link', { name: 'PATCH Update an album' })).toHaveAttribute('aria-current', 'page');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A public endpoint without parameters or body. */
export const PublicNoParameters: Story = {
  args: {
    page: richOperationPage('en', {
      title: 'Get server version',
      method: 'get',
      path: '/server/version',
      parameters: [],
      requestBody: undefined,
      security: [],
      securitySchemes: [],
      responses: [{ status: '200', description: 'The version.', body: { contentType: 'application/json', schema: { type: 'object', refName: 'ServerVersionResponseDto' } } }],
      breadcrumbs: [{ label: 'API', route: '/docs/api' }, { label: 'Get server version' }],
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('en', 'api.noAuth'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('en', 'api.parameters') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('en', 'api.requestBody') })).toBeNull();
    await expect(canvas.getByText('GET', { selector: '.ld-api__endpoint .ld-badge' })).toHaveClass('ld-badge--get');
  },
};

/** A deprecated operation says so beside its path. */
export const Deprecated: Story = {
  args: { page: richOperationPage('en', { deprecated: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('en', 'api.deprecated'))).toHaveClass('ld-api__deprecated');
  },
};

/** On a phone the parameter tables and samples scroll inside the page width. */
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
  args: { page: richOperationPage('de', { fallbackFrom: 'en' }), sidebar: sampleApiSidebar('de') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('de', 'api.requestBody') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('de', 'api.downloadSpec') })).toBeVisible();
  },
};

/** Russian on a phone: every label of the page in Russian. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { page: richOperationPage('ru'), sidebar: sampleApiSidebar('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t('ru', 'api.codeSamples') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: t('ru', 'api.params.query') })).toBeVisible();
    await expect(canvas.getByText(t('ru', 'api.authAny'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ru', 'api.authLink') })).toHaveAttribute('href', '/ru/docs/api#authentication');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-Hans' },
  args: { page: richOperationPage('zh-Hans'), sidebar: sampleApiSidebar('zh-Hans') },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: t('zh-Hans', 'api.params.path') });
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(t('zh-Hans', 'api.name'));
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { page: richOperationPage('ja'), sidebar: sampleApiSidebar('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t('ja', 'api.responses') })).toBeVisible();
    await expect(canvas.getByText(t('ja', 'api.operationId'), { exact: false })).toBeVisible();
  },
};

/** An operation with callbacks: a section after the responses, listed in the table of contents. */
export const WithCallbacks: Story = {
  args: { page: richOperationPage('en', { callbacks: CALLBACKS }) },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    const toc = main.getByRole('navigation', { name: t('en', 'toc.title') });
    await expect(within(toc).getAllByRole('link').map((a) => a.textContent)).toEqual([t('en', 'api.auth'), t('en', 'api.parameters'), t('en', 'api.requestBody'), t('en', 'api.responses'), 'Callbacks', t('en', 'api.codeSamples')]);
    const heading = main.getByRole('heading', { level: 2, name: 'Callbacks' });
    await expect(heading).toHaveAttribute('id', 'callbacks');
    await expect(main.getByText(t('en', 'api.callbacks.intro'))).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'onUploaded POST {$request.body#/callbackUrl}' })).toBeVisible();
  },
};

/** A Russian reader: the callbacks' heading, sentence and labels in Russian, in the page and its table of contents. */
export const CallbacksRussian: Story = {
  globals: { locale: 'ru' },
  args: { page: richOperationPage('ru', { callbacks: CALLBACKS }), sidebar: sampleApiSidebar('ru') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 2, name: 'Обратные вызовы' })).toBeVisible();
    await expect(main.getByText('Запросы, которые API отправляет на ваш сервер после этого вызова:')).toBeVisible();
    await expect(main.getAllByText('Ожидаемые ответы:')).toHaveLength(1);
    await expect(within(main.getByRole('navigation', { name: t('ru', 'toc.title') })).getByRole('link', { name: 'Обратные вызовы' })).toHaveAttribute('href', '#callbacks');
  },
};

/**
 * A webhook: the page says the API sends the request (and without credentials), and its samples
 * deliver it with curl to a local receiver and show that receiver, in the operation pages' tabs.
 */
export const Webhook: Story = {
  args: { page: webhookPage('en') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByText(t('en', 'api.webhook.noAuth'))).toBeVisible();
    await expect(main.queryByText(t('en', 'api.noAuth'))).toBeNull();
    await expect(main.queryByRole('link', { name: t('en', 'api.authLink') })).toBeNull();
    await expect(main.getByText(t('en', 'api.webhook.samples'))).toBeVisible();
    await expect(main.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['curl', 'Node.js (node:http)', 'Python (http.server)']);
    await expect(main.getByRole('tabpanel', { name: 'curl' })).toHaveTextContent("curl -X POST 'http://localhost:8080/webhook'");
    await userEvent.click(main.getByRole('tab', { name: 'Python (http.server)' }));
    await expect(main.getByRole('tabpanel', { name: 'Python (http.server)' })).toHaveTextContent('def do_POST(self):');
  },
};

/** A webhook read in French, whose delivery carries a credential. */
export const WebhookFrenchWithCredential: Story = {
  globals: { locale: 'fr' },
  args: { page: webhookPage('fr', { security: ['hook_key'], securitySchemes: [{ name: 'hook_key', in: 'header', key: 'X-Hook-Key' }] }), sidebar: sampleApiSidebar('fr') },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    // Testing Library reads the no-break space before a French colon as a plain space.
    await expect(main.getByText(t('fr', 'api.webhook.authAny').replace(/\s+/g, ' '))).toBeVisible();
    await expect(main.getByText('X-Hook-Key: …')).toBeVisible();
    await expect(main.getByText(t('fr', 'api.webhook.samples'))).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: t('fr', 'api.codeSamples') })).toBeVisible();
  },
};
