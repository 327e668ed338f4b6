import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleErrorsPage, storyText } from './__fixtures__/pages.js';
import { MarkdownPage } from './MarkdownPage.js';
import { inPageShell } from '../stories/page-shell.js';

const meta = {
  title: 'Pages/MarkdownPage',
  component: MarkdownPage,
  parameters: { layout: 'fullscreen' },
  args: { page: sampleErrorsPage('en') },
  decorators: [inPageShell()],
} satisfies Meta<typeof MarkdownPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, body with an anchor on every error heading, and a table of contents; no sidebar. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
    const h2 = main.getByRole('heading', { level: 2, name: /TypeORM upgrade/ });
    await expect(h2).toHaveAttribute('id', 'typeorm-upgrade');
    await expect(within(h2).getByRole('link', { name: storyText('en', 'heading.anchor', { title: 'TypeORM upgrade' }) })).toHaveAttribute('href', '#typeorm-upgrade');
    await expect(main.getByRole('heading', { level: 2, name: /Inconsistent media location/ })).toHaveAttribute('id', 'inconsistent-media-location');
    await expect(main.getByRole('link', { name: 'Upgrading' })).toHaveAttribute('href', '/docs/install/upgrading');
    const toc = main.getByRole('navigation', { name: storyText('en', 'toc.title') });
    await expect(within(toc).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#typeorm-upgrade', '#typeorm-upgrade-fix', '#inconsistent-media-location']);
    await expect(main.queryByRole('navigation', { name: storyText('en', 'sidebar.label') })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** A Russian translation behind its English source, in dark mode. */
export const RussianOutdatedDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  args: { page: sampleErrorsPage('ru', { outdated: { sourceLocale: 'en', sourceRoute: '/errors' } }) },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(within(note).getByRole('link', { name: storyText('ru', 'outdated.link') })).toHaveAttribute('href', '/errors');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ошибки' })).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { page: sampleErrorsPage('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: /TypeORM のアップグレード/ })).toHaveAttribute('id', 'typeorm-upgrade');
  },
};

/** A Spanish reader on a phone: the English page under a Spanish notice, marked English. */
export const SpanishFallbackMobile: Story = {
  globals: { locale: 'es', viewport: { value: 'mobile', isRotated: false } },
  args: { page: sampleErrorsPage('es') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(storyText('es', 'fallback.notice', { source: 'English' }));
    await expect(canvasElement.querySelector('.ld-markdown')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('link', { name: 'Upgrading' })).toHaveAttribute('href', '/es/docs/install/upgrading');
    await expectNoHorizontalOverflow();
  },
};
