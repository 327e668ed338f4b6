import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { sampleDocPage } from '../stories/fixtures.js';
import { MobileTableOfContents, TableOfContents } from './TableOfContents.js';

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
    // Top-level entries carry no class; a deeper one its level, which indents it.
    await expect(links[0]!.closest('li')).not.toHaveAttribute('class');
    await expect(links[1]!.closest('li')).toHaveClass('ld-toc__entry--1');
    const indent = (link: HTMLElement) => parseFloat(getComputedStyle(link).paddingLeft);
    await expect(indent(links[1]!)).toBeGreaterThan(indent(links[0]!));
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

/** Scroll-spy: the entry of the heading scrolled to is marked as the current location. */
export const ScrollSpy: Story = {
  render: (args) => (
    <div>
      <TableOfContents {...args} />
      <h2 id="install-with-docker-compose">Install with Docker Compose</h2>
      <div style={{ height: '150vh' }} />
      <h3 id="check-the-installation">Check the installation</h3>
      <div style={{ height: '150vh' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const links = within(await canvas.findByRole('navigation', { name: title('en') })).getAllByRole('link');
    document.getElementById('check-the-installation')!.scrollIntoView();
    await waitFor(() => expect(links[1]).toHaveAttribute('aria-current', 'location'));
    await expect(links[0]).not.toHaveAttribute('aria-current');
    window.scrollTo(0, 0);
  },
};

/** On a phone the TOC is a closed disclosure above the article that opens on demand (Russian). */
export const MobileDisclosure: Story = {
  render: (args) => <MobileTableOfContents toc={args.toc} />,
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText(title('ru'), { selector: 'summary' });
    await expect(canvas.getByRole('link', { name: 'Install with Docker Compose', hidden: true })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByRole('link', { name: 'Install with Docker Compose' })).toBeVisible();
  },
};
