import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, sampleMilestones, storyText } from './__fixtures__/pages.js';
import { Timeline } from './Timeline.js';

const meta = {
  title: 'Pages/Timeline',
  component: Timeline,
  args: { milestones: sampleMilestones('en') },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = (canvas: { getAllByRole: (role: 'heading', options: { level: number }) => HTMLElement[] }) => canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

/**
 * Planned milestones first, under "Planned" and saying "Planned" instead of a date; then one group
 * per year, newest first, each milestone with its date and its link.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings(canvas)).toEqual(['Planned', '2024', '2022']);
    const entries = canvas.getAllByRole('listitem');
    await expect(entries.map((e) => within(e).getByRole('heading', { level: 3 }).textContent)).toEqual(sampleMilestones('en').map((m) => m.title));
    // Planned: a label, no date, even the one whose target date has passed.
    for (const planned of entries.slice(0, 2)) {
      await expect(within(planned).getByText('Planned')).toBeVisible();
      await expect(planned.querySelector('time')).toBeNull();
    }
    const face = entries[2]!;
    await expect(face.querySelector('time')).toHaveAttribute('datetime', '2024-09-06');
    await expect(face.querySelector('time')).toHaveTextContent('September 6, 2024');
    await expect(within(face).getByRole('link', { name: `Release v1.114.0 ${storyText('en', 'navbar.external')}` })).toHaveAccessibleDescription('Metadata face import');
    await expect(within(entries[4]!).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/docs/features/tags');
    await expect(within(entries[6]!).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelectorAll('.ld-timeline__entry--planned')).toHaveLength(2);
  },
};

/** Russian dates, year headings and labels. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { milestones: sampleMilestones('ru') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Импорт лиц из метаданных' })).toBeVisible();
    await expect(headings(canvas)).toEqual(['Запланировано', '2024', '2022']);
    await expect(canvas.getByText('6 сентября 2024 г.')).toHaveAttribute('datetime', '2024-09-06');
    await expect(canvas.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/ru/docs/features/tags');
  },
};

/** Japanese on a phone: the line and markers fit, nothing overflows. */
export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  args: { milestones: sampleMilestones('ja') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2024年9月6日')).toBeVisible();
    await expect(headings(canvas)).toEqual(['予定', '2024年', '2022年']);
    await expectNoHorizontalOverflow();
  },
};

/** Dark mode: a planned milestone's marker is hollow, a reached one's is filled. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Planned')).toHaveLength(3);
    const marker = (selector: string) => getComputedStyle(canvasElement.querySelector(selector)!, '::before');
    await expect(marker('.ld-timeline__entry--planned').borderTopWidth).toBe('2px');
    await expect(marker('.ld-timeline__entry--planned').backgroundColor).toBe(getComputedStyle(document.body).backgroundColor);
    await expect(marker('.ld-timeline__entry--done').borderTopStyle).toBe('none');
  },
};

/** English milestones for a German reader: headings and labels are German, the milestones marked English. */
export const GermanFallbackMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { milestones: sampleMilestones('de', 'en'), lang: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Geplant' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Folders' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getAllByText('30. August 2024', { selector: 'time' })).toHaveLength(2);
    await expectNoHorizontalOverflow();
  },
};
