import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { sampleDocPage } from '../stories/fixtures.js';
import { TableOfContents } from './TableOfContents.js';

const title = (locale: string) => THEME_CATALOGS[locale]!['toc.title'] as string;

const meta = {
  title: 'Components/TableOfContents',
  component: TableOfContents,
  args: { toc: sampleDocPage('en').toc },
  decorators: [(Story) => <div style={{ maxWidth: '14rem' }}><Story /></div>],
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation landmark named by its title; h3 entries are indented under h2 ones. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: title('en') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['#install-with-docker-compose', '#check-the-installation']);
    await expect(links[0]!.closest('li')).toHaveClass('ld-toc__entry--0');
    await expect(links[1]!.closest('li')).toHaveClass('ld-toc__entry--1');
  },
};

/** A page without headings has no table of contents at all. */
export const Empty: Story = {
  args: { toc: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Japanese headings keep their (non-ASCII) anchors. */
export const JapaneseDark: Story = {
  globals: { locale: 'ja', theme: 'dark' },
  args: { toc: sampleDocPage('ja').toc },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: title('ja') });
    await expect(within(nav).getByRole('link', { name: 'インストールを確認する' })).toHaveAttribute('href', '#インストールを確認する');
  },
};

/** Long Russian headings wrap inside the column. */
export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { toc: sampleDocPage('ru').toc },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: title('ru') });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
