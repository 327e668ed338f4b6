import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themeTranslator } from '../i18n/catalog.js';
import { DocTags } from './DocTags.js';

const meta = {
  title: 'Docs/DocTags',
  component: DocTags,
  args: { tags: [{ label: 'docker' }, { label: 'Backups', description: 'Keeping your photos safe' }, { label: 'self-hosting' }] },
} satisfies Meta<typeof DocTags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list named by its visible label; tags are plain labels (no docs tag pages), an inline tag's description its tooltip. */
export const English: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const t = themeTranslator(['en']);
    const list = await canvas.findByRole('list', { name: t('blog.tags') });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['docker', 'Backups', 'self-hosting']);
    await expect(within(list).queryByRole('link')).toBeNull();
    await expect(within(list).getByText('Backups')).toHaveAttribute('title', 'Keeping your photos safe');
    await expect(canvas.getByText(t('blog.tags'))).toBeVisible();
  },
};

/** Long Russian tags on a phone, dark: they wrap within the screen. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  args: { tags: [{ label: 'резервное копирование' }, { label: 'машинное обучение и распознавание лиц' }, { label: 'docker' }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: themeTranslator(['ru'])('blog.tags') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A doc without tags shows nothing. */
export const None: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-doc-tags')).toBeNull();
  },
};
