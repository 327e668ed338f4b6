import type { Decorator } from '@storybook/react-vite';
import { PageShell } from '../layouts/PageShell.js';

/** Renders a page-layout story inside the site chrome (navbar, footer), as the site does. */
export const inPageShell: Decorator = (Story, { args }) => (
  <PageShell alternates={(args as { page: { alternates: Record<string, string> } }).page.alternates}>
    <Story />
  </PageShell>
);
