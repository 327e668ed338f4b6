import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { SkipLink } from './SkipLink.js';

const label = (locale: string) => THEME_CATALOGS[locale]!['skip.toContent'] as string;

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <header>
          <a href="/">Immich</a>
        </header>
        <main id="main-content" tabIndex={-1}>
          <h1>Docker Compose</h1>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until it gets focus with the first Tab; Enter moves focus to the main content. */
export const FirstTabStop: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: label('en') });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(link).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const RussianDark: Story = {
  globals: { locale: 'ru', theme: 'dark' },
  play: async ({ canvas }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: label('ru') })).toHaveFocus();
  },
};

export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: label('ja') });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const GermanDesktop: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: label('de') })).toHaveFocus();
  },
};
