import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MethodBadge } from './MethodBadge.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const meta = {
  title: 'API/MethodBadge',
  component: MethodBadge,
  args: { method: 'post' },
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {METHODS.map((m) => (
        <MethodBadge key={m} method={m} />
      ))}
    </p>
  ),
} satisfies Meta<typeof MethodBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every method in upper case with its own colour class (contrast checked by axe). */
export const AllMethods: Story = {
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('.ld-method')];
    await expect(badges.map((b) => b.textContent)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    await expect(badges.map((b) => b.className)).toEqual(METHODS.map((m) => `ld-badge ld-badge--${m} ld-method`));
    const colours = new Set(badges.map((b) => getComputedStyle(b).backgroundColor));
    await expect(colours.size).toBe(5);
  },
};

/** The same badges in dark mode on a phone: they keep their own colours and fit. */
export const MobileDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ld-method')).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The method is the HTTP word in every language: a Russian reader sees the same badge. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-badge--delete')).toHaveTextContent('DELETE');
  },
};

/** And so does a Japanese reader. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-badge--get')).toHaveTextContent('GET');
  },
};
