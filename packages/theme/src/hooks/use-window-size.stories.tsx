import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useWindowSize } from './use-window-size.js';

/** Shows what `useWindowSize()` answers in the story's viewport. */
function WindowSizeProbe() {
  return (
    <p>
      Window size class: <output data-testid="size">{useWindowSize()}</output>
    </p>
  );
}

const edge = (width: number) => ({ name: `${width} px`, styles: { width: `${width}px`, height: '800px' }, type: 'desktop' as const });

const meta = {
  title: 'Hooks/useWindowSize',
  component: WindowSizeProbe,
  parameters: { viewport: { options: { edge996: edge(996), edge997: edge(997) } } },
} satisfies Meta<typeof WindowSizeProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('size')).toHaveTextContent('desktop');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('size')).toHaveTextContent('mobile');
  },
};

/** 996 px is still mobile: desktop starts above it. */
export const At996Pixels: Story = {
  globals: { viewport: { value: 'edge996', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(996);
    await expect(await canvas.findByTestId('size')).toHaveTextContent('mobile');
  },
};

export const At997Pixels: Story = {
  globals: { viewport: { value: 'edge997', isRotated: false }, theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(997);
    await expect(await canvas.findByTestId('size')).toHaveTextContent('desktop');
  },
};
