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
