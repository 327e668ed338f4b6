import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.js';

const OS_STORAGE_KEY = 'docusaurus.tab.os';

const meta = {
  title: 'Content/Tabs',
  component: Tabs,
  args: {
    children: [
      <section key="linux" data-tab="Linux">
        <p>Run the commands in a terminal.</p>
      </section>,
      <section key="macos" data-tab="macOS">
        <p>Install Docker Desktop first.</p>
      </section>,
      <section key="windows" data-tab="Windows">
        <p>Use WSL 2 and Docker Desktop.</p>
      </section>,
    ],
  },
  beforeEach: () => {
    localStorage.removeItem(OS_STORAGE_KEY);
    return () => localStorage.removeItem(OS_STORAGE_KEY);
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click selects a tab and shows only its panel; ArrowRight/ArrowLeft move (and wrap) with focus. */
export const ClickAndArrows: Story = {
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Linux', 'macOS', 'Windows']);
    const panel = () => canvas.getByRole('tabpanel');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(panel()).toHaveTextContent('Run the commands in a terminal.');
    await expect(panel()).toHaveAccessibleName('Linux');
    // Roving tabindex: only the selected tab is in the tab order.
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.click(tabs[2]!);
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    await expect(panel()).toHaveTextContent('Use WSL 2 and Docker Desktop.');
    await expect(canvas.getByText('Run the commands in a terminal.')).not.toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveFocus();
    await expect(panel()).toHaveTextContent('Run the commands in a terminal.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(panel()).toHaveTextContent('Install Docker Desktop first.');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[0]).toHaveFocus();
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    // Not remembered without a group.
    await expect(localStorage.getItem(OS_STORAGE_KEY)).toBeNull();
  },
};

/** Two tab sets of one group switch together, and the choice is remembered. */
export const Grouped: Story = {
  args: { group: 'os' },
  render: (args) => (
    <>
      <h2>Install</h2>
      <Tabs {...args} />
      <h2>Upgrade</h2>
      <Tabs group="os">
        <section data-tab="Linux">
          <p>docker compose pull</p>
        </section>
        <section data-tab="macOS">
          <p>Update Docker Desktop, then pull.</p>
        </section>
        <section data-tab="Windows">
          <p>Pull from the WSL 2 shell.</p>
        </section>
      </Tabs>
    </>
  ),
  play: async ({ canvas }) => {
    const [install, upgrade] = await canvas.findAllByRole('tablist');
    await userEvent.click(within(install!).getByRole('tab', { name: 'Windows' }));
    await expect(within(upgrade!).getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Pull from the WSL 2 shell.')).toBeVisible();
    await expect(localStorage.getItem(OS_STORAGE_KEY)).toBe('Windows');
    within(upgrade!).getByRole('tab', { name: 'Windows' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(install!).getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A remembered choice is restored on load. */
export const Remembered: Story = {
  args: { group: 'os' },
  beforeEach: () => {
    localStorage.setItem(OS_STORAGE_KEY, 'macOS');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Install Docker Desktop first.');
  },
};

/** Dark, on a phone, with Japanese tab labels. */
export const JapaneseDarkMobile: Story = {
  globals: { locale: 'ja', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: {
    children: [
      <section key="a" data-tab="Docker Compose（推奨）">
        <p>Docker Compose を使ってインストールします。</p>
      </section>,
      <section key="b" data-tab="ポータブル版">
        <p>単一のコンテナで実行します。</p>
      </section>,
    ],
  },
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab');
    await userEvent.click(tabs[1]!);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('単一のコンテナで実行します。');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
