import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { NavigationProgress } from './NavigationProgress.js';

const meta = {
  title: 'Components/NavigationProgress',
  component: NavigationProgress,
  args: { active: true, delay: 200 },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows during the first 200 ms of a navigation; then the bar appears. */
export const SlowNavigation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument(), { timeout: 1000 });
  },
};

/** An idle router shows no bar (dark mode, phone). */
export const IdleDarkMobile: Story = {
  args: { active: false },
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
