import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { CALLBACKS } from '../stories/api-fixtures.js';
import { CallbackList } from './CallbackList.js';

const t = (locale: string, key: ThemeStringKey) => THEME_CATALOGS[locale]![key] as string;
const item = (root: HTMLElement, name: string) => within(root).getByText(name, { selector: 'h3 code' }).closest('li')!;

const meta = {
  title: 'API/CallbackList',
  component: CallbackList,
  args: { callbacks: CALLBACKS },
} satisfies Meta<typeof CallbackList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each request the API sends: name, method and URL expression, its text, the body it sends and the answers it expects. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('en', 'api.callbacks.intro'))).toBeVisible();
    const uploaded = item(canvasElement, 'onUploaded');
    await expect(within(uploaded).getByRole('heading', { level: 3 })).toHaveTextContent('onUploaded POST {$request.body#/callbackUrl}');
    await expect(within(uploaded).getByText('An upload finished')).toBeVisible();
    await expect(within(uploaded).getByRole('link', { name: 'the upload guide' })).toHaveAttribute('href', '/docs/guides/uploads');
    await expect(within(uploaded).getByText('assetId')).toBeVisible();
    await expect(within(uploaded).getByText(t('en', 'api.callbacks.answers'))).toBeVisible();
    await expect(within(uploaded).getByText('410', { selector: '.ld-status' })).toHaveClass('ld-status--4xx');

    const failed = item(canvasElement, 'onFailed');
    await expect(within(failed).getByText('PUT')).toHaveClass('ld-badge--put');
    await expect(within(failed).queryByText(t('en', 'api.callbacks.answers'))).toBeNull();
  },
};

/** The labels in the reader's language, the callbacks' own text as the description has it. */
export const KoreanMobileDark: Story = {
  globals: { locale: 'ko', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('이 호출 후 API가 사용자의 서버로 보내는 요청:')).toBeVisible();
    await expect(within(item(canvasElement, 'onUploaded')).getByText('예상 응답:')).toBeVisible();
    await expect(within(item(canvasElement, 'onUploaded')).getByText(t('ko', 'api.mediaType'))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
