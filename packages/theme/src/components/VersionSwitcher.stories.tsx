import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { VersionSwitcher } from './VersionSwitcher.js';

const archived = [
  { label: 'v1.135.3', url: 'https://v1.135.3.archive.immich.app', rootPath: '/docs' },
  { label: 'v1.134.0', url: 'https://v1.134.0.archive.immich.app', rootPath: '/docs' },
];
const respond = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });

const meta = {
  title: 'Components/VersionSwitcher',
  component: VersionSwitcher,
  args: {
    next: { label: 'Next', url: 'https://main.preview.immich.app' },
    latest: { label: 'v1.136.0', url: 'https://immich.app' },
    archivedUrl: '/archived-versions.json',
    fetchImpl: respond(archived),
  },
} satisfies Meta<typeof VersionSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lists Next, Latest and the archive; each link keeps the current path on the other host. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = await canvas.findByText('v1.136.0', { selector: 'summary' });
    await userEvent.click(summary);
    const links = canvas.getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual(['Next', 'v1.136.0', 'v1.135.3', 'v1.134.0']);
    await expect(links[2]!.getAttribute('href')).toMatch(/^https:\/\/v1\.135\.3\.archive\.immich\.app\/docs\//);
  },
};

/** A failed fetch logs "Failed to fetch versions" and shows no switcher (dark, Russian). */
export const FetchFailed: Story = {
  args: { fetchImpl: respond({}, 500) },
  globals: { theme: 'dark', locale: 'ru' },
  beforeEach: () => {
    // Watch the console from before the first render, when the fetch starts.
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to fetch versions', expect.anything()));
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByText('v1.136.0')).toBeNull();
  },
};

/** Thirty-six archived versions, as the real list has. */
const manyArchived = Array.from({ length: 36 }, (_, i) => ({ label: `v1.${134 - i}.0`, url: `https://v1.${134 - i}.0.archive.immich.app`, rootPath: '/docs' }));

/** A long list fits the window and scrolls inside its menu, down to the oldest version (light, desktop). */
export const ManyVersionsScroll: Story = {
  args: { fetchImpl: respond(manyArchived) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('v1.136.0', { selector: 'summary' }));
    const menu = canvasMenu(canvas.getByText('v1.136.0', { selector: 'summary' }));
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
    const oldest = canvas.getByRole('link', { name: 'v1.99.0' });
    oldest.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(oldest.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
};

/** Escape and a click outside close the menu; Escape returns focus to the toggle (dark, phone). */
export const ClosesOutsideAndEscape: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const summary = await canvas.findByText('v1.136.0', { selector: 'summary' });
    const details = summary.closest('details')!;
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await userEvent.click(document.body);
    await waitFor(() => expect(details.open).toBe(false));
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
  },
};

/** Choosing a version stores it under the spec's key: "current" for Next, the label otherwise. */
export const StoresPreferredVersion: Story = {
  beforeEach: () => {
    localStorage.removeItem('docs-preferred-version-default');
    // Keep the story where it is instead of following the link to another host.
    const stay = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) event.preventDefault();
    };
    window.addEventListener('click', stay, true);
    return () => window.removeEventListener('click', stay, true);
  },
  play: async ({ canvas, userEvent }) => {
    const summary = await canvas.findByText('v1.136.0', { selector: 'summary' });
    await userEvent.click(summary);
    await userEvent.click(canvas.getByRole('link', { name: 'v1.135.3' }));
    await expect(localStorage.getItem('docs-preferred-version-default')).toBe('v1.135.3');
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
  },
};

function canvasMenu(summary: HTMLElement): HTMLElement {
  return summary.closest('details')!.querySelector<HTMLElement>('.ld-dropdown__menu')!;
}
