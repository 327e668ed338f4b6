import type { DocCategoryIndexPageData } from '@lumidoc/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '@lumidoc/i18n';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { sampleSidebar, STORY_LOCALES, type StoryLocale } from '../stories/fixtures.js';
import { inPageShell, expectNoHorizontalOverflow } from '../stories/page-shell.js';
import { DocCategoryIndexPage } from './DocCategoryIndexPage.js';

const t = (locale: string, key: ThemeStringKey, values: Record<string, string | number> = {}) => formatMessage(THEME_CATALOGS[locale]![key], locale, values);

const TEXT: Record<'en' | 'ru', Record<string, string>> = {
  en: { title: 'Installation', description: 'Every way to run the server, and what it needs.', req: 'Requirements', reqText: 'Hardware and software the server needs.', compose: 'Docker Compose', composeText: 'The recommended way to install.', advanced: 'Advanced setup', welcome: 'Welcome', env: 'Environment variables' },
  ru: { title: 'Установка и настройка', description: 'Все способы запустить сервер и что для этого нужно.', req: 'Системные требования', reqText: 'Оборудование и программы, которые нужны серверу.', compose: 'Установка с помощью Docker Compose', composeText: 'Рекомендуемый способ установки.', advanced: 'Расширенная настройка сервера', welcome: 'Добро пожаловать', env: 'Переменные окружения' },
};

/** The "Installation" category's generated index, as the pipeline makes it for a reader's locale. */
function sampleCategoryIndexPage(locale: StoryLocale = 'en'): DocCategoryIndexPageData {
  const s = TEXT[locale === 'ru' ? 'ru' : 'en'];
  const r = (path: string) => STORY_LOCALES.localizePath(path, locale);
  return {
    kind: 'doc-category-index',
    id: 'category/installation',
    locale,
    route: r('/docs/install'),
    title: s['title']!,
    description: s['description']!,
    alternates: Object.fromEntries(STORY_LOCALES.list.map((l) => [l.code, STORY_LOCALES.localizePath('/docs/install', l.code)])),
    untranslatedLocales: [],
    canonicalRoute: r('/docs/install'),
    noindex: false,
    sidebarId: 'docs',
    breadcrumbs: [{ label: s['title']! }],
    items: [
      { kind: 'doc', label: s['req']!, href: r('/docs/install/requirements'), description: s['reqText']! },
      { kind: 'doc', label: s['compose']!, href: r('/docs/install/docker-compose'), description: s['composeText']! },
      { kind: 'category', label: s['advanced']!, href: r('/docs/install/environment-variables'), count: 2 },
    ],
    prev: { label: s['welcome']!, route: r('/docs/overview/welcome') },
    next: { label: s['req']!, route: r('/docs/install/requirements') },
    version: 'current',
  };
}

const meta = {
  title: 'Pages/DocCategoryIndexPage',
  component: DocCategoryIndexPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleCategoryIndexPage('en'), sidebar: sampleSidebar('en') },
  decorators: [
    inPageShell(),
  ],
} satisfies Meta<typeof DocCategoryIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description, one card per item (a doc's description, a sub-category's count), pagination; the category is current in the sidebar. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect(main.getByText('Every way to run the server, and what it needs.')).toBeVisible();
    const cards = main.getAllByRole('listitem').filter((item) => item.closest('.ld-category-index__cards'));
    await expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(['/docs/install/requirements', '/docs/install/docker-compose', '/docs/install/environment-variables']);
    await expect(main.getByRole('link', { name: /^Requirements Hardware and software/ })).toBeVisible();
    await expect(main.getByRole('link', { name: `Advanced setup ${t('en', 'docCategory.itemCount', { count: 2 })}` })).toBeVisible();
    await expect(main.getByRole('navigation', { name: t('en', 'pagination.label') })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
    // Cards sit side by side on a wide screen.
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    expectNoHorizontalOverflow();
  },
};

/** Russian words, a Russian plural, on a phone in dark mode: one card a row, readable colours. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleCategoryIndexPage('ru'), sidebar: sampleSidebar('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Установка и настройка' })).toBeVisible();
    await expect(canvas.getByText('2 элемента')).toBeVisible();
    const cards = [...document.querySelectorAll<HTMLElement>('.ld-category-index__card')];
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    expectNoHorizontalOverflow();
  },
};

/** Right to left (as an Arabic or Hebrew site would be), on a wide screen: cards start from the right. */
export const RightToLeft: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    const cards = [...document.querySelectorAll<HTMLElement>('.ld-category-index__card')];
    await expect(getComputedStyle(cards[0]!).direction).toBe('rtl');
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(first!.left).toBeGreaterThan(second!.left);
    expectNoHorizontalOverflow();
  },
};
