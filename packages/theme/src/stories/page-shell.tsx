// What the page stories share: the page as the site renders it (skip link, navbar, the page in
// <main>, footer), and the check that nothing on it is wider than the viewport.
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageShell } from '../layouts/PageShell.js';
import { gatedSearchLoader } from './fixtures.js';

/** Renders a page story inside `PageShell`, with the language menu of its page's alternates. */
export function inPageShell<Args extends { page: { alternates: Record<string, string> } }>(): Decorator<Args> {
  return (Story, { args }) => (
    <PageShell alternates={args.page.alternates} loadSearch={gatedSearchLoader({ autoRelease: true }).load}>
      <Story />
    </PageShell>
  );
}

/** Nothing on the page is wider than the viewport. */
export const expectNoHorizontalOverflow = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
