import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KNOWN_LOCALES } from '@lumidoc/i18n';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { STORY_LOCALE_CODES, alternatesFor } from '../stories/fixtures.js';
import { LocaleDropdown } from './LocaleDropdown.js';

const OWN_NAMES = STORY_LOCALE_CODES.map((code) => KNOWN_LOCALES[code]!.label);

const summaryName = (locale: string) => `${THEME_CATALOGS[locale]!['language.label'] as string}: ${KNOWN_LOCALES[locale]!.label}`;

/** Opens the dropdown, then checks all ten locales by their own names, the current one marked. */
async function checkList(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  const summary = await canvas.findByText(new RegExp(KNOWN_LOCALES[current]!.label), { selector: 'summary' });
  await expect(summary).toHaveAccessibleName(summaryName(current));
  // The globe is an inline SVG hidden from assistive technology, not an emoji that needs a font.
  await expect(summary.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  await expect(summary.textContent?.trim()).toBe(KNOWN_LOCALES[current]!.label);
  const details = summary.closest('details')!;
  await expect(details.open).toBe(false);
  await userEvent.click(summary);
  await expect(details.open).toBe(true);
  const links = within(details).getAllByRole('link');
  await expect(links.map((a) => a.textContent)).toEqual(OWN_NAMES);
  const marked = links.filter((a) => a.getAttribute('aria-current') === 'true');
  await expect(marked.map((a) => a.textContent)).toEqual([KNOWN_LOCALES[current]!.label]);
  for (const [i, link] of links.entries()) {
    const code = STORY_LOCALE_CODES[i]!;
    await expect(link).toHaveAttribute('lang', KNOWN_LOCALES[code]!.htmlLang);
    await expect(link).toHaveAttribute('hreflang', KNOWN_LOCALES[code]!.htmlLang);
  }
  return { details, summary, links };
}

const meta = {
  title: 'Components/LocaleDropdown',
  component: LocaleDropdown,
  args: { alternates: alternatesFor('/docs/install/docker-compose') },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LocaleDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten locales by their own names; each links to this page in that locale; arrows move, Escape closes. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const { details, summary, links } = await checkList(canvasElement, 'en');
    await expect(links[4]).toHaveAttribute('href', '/docs/install/docker-compose');
    await expect(links[9]).toHaveAttribute('href', '/ru/docs/install/docker-compose');
    summary.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(links[9]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
    // A click outside closes it too.
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await userEvent.click(document.body);
    await waitFor(() => expect(details.open).toBe(false));
  },
};

/** A page missing in some locales links to that locale's home page instead. */
export const MissingAlternates: Story = {
  args: { alternates: { en: '/docs/blog-only', de: '/de/docs/blog-only' } },
  play: async ({ canvasElement }) => {
    const { links } = await checkList(canvasElement, 'en');
    await expect(links[8]).toHaveAttribute('href', '/de/docs/blog-only');
    await expect(links[0]).toHaveAttribute('href', '/zh-Hans');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await checkList(canvasElement, 'de');
  },
};

export const ChineseSimplifiedDark: Story = {
  globals: { locale: 'zh-Hans', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await checkList(canvasElement, 'zh-Hans');
  },
};

export const RussianMobile: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await checkList(canvasElement, 'ru');
  },
};
