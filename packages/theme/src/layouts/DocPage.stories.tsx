import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleVersionInfo } from '../docs/__fixtures__/versions.js';
import { THEME_CATALOGS, themeTranslator } from '../i18n/catalog.js';
import { SAMPLE_CODE, sampleDocPage, sampleSidebar } from '../stories/fixtures.js';
import { inPageShell, expectNoHorizontalOverflow } from '../stories/page-shell.js';
import { DocPage } from './DocPage.js';

const t = (locale: string, key: keyof (typeof THEME_CATALOGS)[string], source = '') => (THEME_CATALOGS[locale]![key] as string).replace('{source}', source);

const meta = {
  title: 'Pages/DocPage',
  component: DocPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleDocPage('en'), sidebar: sampleSidebar('en') },
  // As the site renders it: skip link, navbar, the page in <main>, footer.
  decorators: [
    inPageShell(),
  ],
} satisfies Meta<typeof DocPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page: sidebar, breadcrumbs, title, the compiled body (heading, link, warning, code, tabs), pagination, TOC. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    const body = within(main);
    await expect(body.getByRole('heading', { level: 1, name: 'Docker Compose' })).toBeVisible();
    const h2 = body.getByRole('heading', { level: 2, name: /Install with Docker Compose/ });
    await expect(h2).toHaveAttribute('id', 'install-with-docker-compose');
    await expect(within(h2).getByRole('link', { name: 'Direct link to Install with Docker Compose' })).toHaveAttribute('href', '#install-with-docker-compose');
    await expect(body.getByRole('link', { name: 'system requirements' })).toHaveAttribute('href', '/docs/install/requirements');
    await expect(main.querySelector('.ld-admonition--warning')).toHaveAccessibleName(t('en', 'admonition.warning'));
    await expect(body.getByText('install.sh')).toBeVisible();
    await expect(body.getByRole('button', { name: t('en', 'code.copy') })).toHaveAccessibleDescription(t('en', 'code.copyLabel'));
    await expect(main.querySelector('pre code')).toHaveTextContent(SAMPLE_CODE.replace('\n', ' '));
    const tabs = body.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Linux', 'Windows']);
    await expect(body.getByRole('navigation', { name: t('en', 'sidebar.label') })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Docker Compose' })).toHaveAttribute('aria-current', 'page');
    await expect(body.getByRole('navigation', { name: t('en', 'toc.title') })).toBeVisible();
    await expect(body.getByRole('navigation', { name: t('en', 'pagination.label') })).toBeVisible();
    await expect(body.queryByRole('note')).toBeNull();
    // Footnote reference and the footnotes section under the theme's label.
    await expect(body.getByRole('link', { name: '1' })).toHaveAttribute('href', '#user-content-fn-1');
    await expect(body.getByRole('heading', { level: 2, name: t('en', 'footnotes.label') })).toHaveAttribute('id', 'footnote-label');
    // The skip link is the first thing in the tab order and targets <main>.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('en', 'skip.toContent') })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t('en', 'skip.toContent') })).toHaveAttribute('href', `#${main.id}`);
    await expectNoHorizontalOverflow();
  },
};

/** At 375 px the sidebar and TOC stack above the article, and nothing overflows sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Docker Compose' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Docker Compose' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Windows' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Use WSL 2 and Docker Desktop.');
  },
};

/**
 * A German reader on an untranslated page: the English words, marked `lang="en"` wherever they are
 * shown (title, body, both tables of contents), under a notice.
 */
export const FallbackGerman: Story = {
  globals: { locale: 'de' },
  args: { page: sampleDocPage('de', { fallbackFrom: 'en' }), sidebar: sampleSidebar('de') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(t('de', 'fallback.notice', 'English'));
    await expect(canvasElement.querySelector('.ld-markdown')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    const tocLists = [...canvasElement.querySelectorAll('.ld-toc > ul')];
    await expect(tocLists).toHaveLength(2);
    for (const list of tocLists) await expect(list).toHaveAttribute('lang', 'en');
    // The TOC's own title is theme text in the reader's language.
    await expect(canvasElement.querySelector('.ld-toc__title')).not.toHaveAttribute('lang');
    await expect(canvas.getByRole('link', { name: 'system requirements' })).toHaveAttribute('href', '/de/docs/install/requirements');
    await expect(canvas.getByRole('link', { name: t('de', 'breadcrumbs.home') })).toHaveAttribute('href', '/de');
    // Theme text inside the English body stays German, and says so.
    await expect(canvas.getByRole('heading', { level: 2, name: t('de', 'footnotes.label') })).toHaveAttribute('lang', 'de');
  },
};

/** Long German words throughout, on a phone. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleDocPage('de'), sidebar: sampleSidebar('de') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Installation mit Docker Compose' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** A Russian translation behind its English source. */
export const OutdatedRussian: Story = {
  globals: { locale: 'ru', viewport: { value: 'desktop', isRotated: false } },
  args: {
    page: sampleDocPage('ru', { outdated: { sourceLocale: 'en', sourceRoute: '/docs/install/docker-compose' } }),
    sidebar: sampleSidebar('ru'),
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(within(note).getByRole('link', { name: t('ru', 'outdated.link') })).toHaveAttribute('href', '/docs/install/docker-compose');
    await expect(canvas.getByRole('heading', { level: 2, name: /Установка и настройка с помощью Docker Compose/ })).toHaveAttribute('id', 'установка-и-настройка');
    await expectNoHorizontalOverflow();
  },
};

/** Japanese, dark, without a sidebar. */
export const JapaneseDarkNoSidebar: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { page: sampleDocPage('ja'), sidebar: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Docker Compose でのインストール' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('ja', 'sidebar.label') })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: t('ja', 'toc.title') })).toBeVisible();
  },
};

const EDIT_URL = 'https://github.com/immich-app/immich/edit/main/docs/docs/install/docker-compose.md';
/** Whether `a` comes before `b` in the document. */
const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * A draft of an old version: the draft banner, then the version notice, the breadcrumbs and the
 * badge above the title; "Edit this page" and the last update between the body and pagination.
 */
export const DraftOfOldVersion: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    page: sampleDocPage('en', { draft: true, versionInfo: sampleVersionInfo('unmaintained'), editUrl: EDIT_URL, lastUpdated: { date: '2025-06-24', author: 'Alex Tran' } }),
  },
  play: async ({ canvas }) => {
    const t = themeTranslator(['en']);
    const main = within(await canvas.findByRole('main'));
    const [draft, version] = main.getAllByRole('note');
    await expect(draft).toHaveTextContent(t('docStatus.draft'));
    await expect(version).toHaveTextContent(t('docVersion.unmaintained', { site: 'Immich', version: 'v1.105.0' }));
    const badge = main.getByText(t('docVersion.badge', { version: 'v1.105.0' }));
    const breadcrumbs = main.getByRole('navigation', { name: t('breadcrumbs.label') });
    const title = main.getByRole('heading', { level: 1 });
    await expect([precedes(version!, breadcrumbs), precedes(breadcrumbs, badge), precedes(badge, title)]).toEqual([true, true, true]);
    const edit = main.getByRole('link', { name: new RegExp(`^${t('docMeta.edit')}`) });
    await expect(edit).toHaveAttribute('href', EDIT_URL);
    await expect(edit.nextElementSibling).toHaveTextContent(t('docMeta.lastUpdatedBy', { date: 'June 24, 2025', author: 'Alex Tran' }));
    await expect(precedes(edit, main.getByRole('navigation', { name: t('pagination.label') }))).toBe(true);
    await expectNoHorizontalOverflow();
  },
};

/** Unlisted Next docs in Russian, dark, on a phone. */
export const UnlistedNextRussianDarkMobile: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleDocPage('ru', { unlisted: true, versionInfo: sampleVersionInfo('unreleased', 'ru'), lastUpdated: { date: '2025-06-24' } }), sidebar: sampleSidebar('ru') },
  play: async ({ canvas }) => {
    const t = themeTranslator(['ru']);
    const main = within(await canvas.findByRole('main'));
    const [unlisted, version] = main.getAllByRole('note');
    await expect(unlisted).toHaveTextContent(t('docStatus.unlisted'));
    await expect(within(version!).getByRole('link', { name: t('docVersion.latestLink', { version: 'v1.136.0' }) })).toHaveAttribute('href', '/ru/docs/install/docker-compose');
    await expect(main.getByText('Версия: Next')).toBeVisible();
    await expect(main.getByText('24 июня 2025 г.').parentElement).toHaveTextContent(t('docMeta.lastUpdated', { date: '24 июня 2025 г.' }));
    await expect(main.queryByRole('link', { name: new RegExp(`^${t('docMeta.edit')}`) })).toBeNull();
    await expectNoHorizontalOverflow();
  },
};

/** The latest version in Japanese: a badge, no notice, the date in Japanese. */
export const LatestJapanese: Story = {
  globals: { locale: 'ja' },
  args: { page: sampleDocPage('ja', { versionInfo: sampleVersionInfo('latest', 'ja'), editUrl: EDIT_URL, lastUpdated: { date: '2025-06-24', author: 'Alex Tran' } }), sidebar: sampleSidebar('ja') },
  play: async ({ canvas }) => {
    const t = themeTranslator(['ja']);
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByText(t('docVersion.badge', { version: 'v1.136.0' }))).toBeVisible();
    await expect(main.queryByRole('note')).toBeNull();
    await expect(main.getByText('2025年6月24日').parentElement).toHaveTextContent(t('docMeta.lastUpdatedBy', { date: '2025年6月24日', author: 'Alex Tran' }));
    await expect(main.getByRole('link', { name: new RegExp(`^${t('docMeta.edit')}`) })).toHaveAttribute('target', '_blank');
  },
};

/**
 * Front matter title and a leading `# Heading` in the body (a Docusaurus document): the heading is
 * the page's only h1, drawn as the title; the front matter title names the page in the sidebar.
 */
export const BodyHeadingAsTitle: Story = {
  args: (() => {
    const page = sampleDocPage('en');
    const heading = { type: 'element' as const, tagName: 'h1', properties: { id: 'run-immich-with-compose' }, children: [{ type: 'text' as const, value: 'Run Immich with Compose' }] };
    return { page: { ...page, body: { ...page.body, children: [heading, ...page.body.children] } }, sidebar: sampleSidebar('en') };
  })(),
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    const headings = within(main).getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toHaveAccessibleName('Run Immich with Compose');
    await expect(headings[0]).toHaveClass('ld-doc__title');
    await expect(headings[0]).toHaveAttribute('id', 'run-immich-with-compose');
  },
};

/**
 * `hide_title: true`: no title is seen, but the page keeps its one h1 for screen readers and
 * heading navigation. The doc's tags sit between the body and the edit link.
 */
export const HiddenTitleWithTags: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { page: sampleDocPage('en', { hideTitle: true, tags: [{ label: 'docker' }, { label: 'install', description: 'Setting Immich up' }], editUrl: EDIT_URL }), sidebar: sampleSidebar('en') },
  play: async ({ canvas }) => {
    const t = themeTranslator(['en']);
    const main = within(await canvas.findByRole('main'));
    const title = main.getByRole('heading', { level: 1, name: 'Docker Compose' });
    await expect(title).toHaveClass('ld-sr-only');
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tags = main.getByRole('list', { name: t('blog.tags') });
    await expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['docker', 'install']);
    const body = main.getByRole('heading', { level: 2, name: /Install with Docker Compose/ });
    const edit = main.getByRole('link', { name: new RegExp(`^${t('docMeta.edit')}`) });
    await expect([precedes(body, tags), precedes(tags, edit)]).toEqual([true, true]);
    await expectNoHorizontalOverflow();
  },
};

/** `hide_title` hides only the theme's title: a leading `# Heading` of the body is still shown. */
export const HiddenTitleKeepsBodyHeading: Story = {
  args: (() => {
    const page = sampleDocPage('en', { hideTitle: true });
    const heading = { type: 'element' as const, tagName: 'h1', properties: { id: 'run-immich-with-compose' }, children: [{ type: 'text' as const, value: 'Run Immich with Compose' }] };
    return { page: { ...page, body: { ...page.body, children: [heading, ...page.body.children] } }, sidebar: sampleSidebar('en') };
  })(),
  play: async ({ canvas }) => {
    const heading = await within(await canvas.findByRole('main')).findByRole('heading', { level: 1, name: 'Run Immich with Compose' });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveClass('ld-sr-only');
  },
};
