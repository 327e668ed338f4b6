import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { AdmonitionBox, type AdmonitionType } from './Admonition.js';

const TYPES: AdmonitionType[] = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];
/** The stylesheet's look each type takes: the four further types borrow the closest of the five. */
const LOOK: Record<AdmonitionType, string> = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };
const typeName = (locale: string, type: AdmonitionType) => THEME_CATALOGS[locale]![`admonition.${type}`] as string;

const meta = {
  title: 'Content/AdmonitionBox',
  component: AdmonitionBox,
  args: { type: 'note', children: <p>Immich keeps your originals untouched; edits are stored separately.</p> },
} satisfies Meta<typeof AdmonitionBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each box is a landmark-free note named by its own (translated) type, whatever look it borrows;
 * the icon is hidden from readers.
 */
const checkType = (type: AdmonitionType, locale = 'en'): Story['play'] =>
  async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>(`[data-admonition-type="${type}"]`)!;
    await expect(box).toHaveClass('ld-admonition', `ld-admonition--${LOOK[type]}`);
    await expect(box).toHaveAccessibleName(typeName(locale, type));
    await expect(within(box).getByText(typeName(locale, type), { exact: false })).toBeVisible();
    await expect(box.querySelector('[aria-hidden="true"]')).not.toBeNull();
  };

export const Note: Story = { args: { type: 'note' }, play: checkType('note') };
export const Tip: Story = { args: { type: 'tip' }, play: checkType('tip') };
export const Info: Story = { args: { type: 'info' }, play: checkType('info') };
export const Warning: Story = {
  args: { type: 'warning', children: <p>Back up the database before you upgrade an existing server.</p> },
  play: checkType('warning'),
};
export const Danger: Story = {
  args: { type: 'danger', children: <p>Deleting the upload folder removes every photo for good.</p> },
  play: checkType('danger'),
};

/** Drawn like a warning, named "Caution". */
export const Caution: Story = {
  args: { type: 'caution', children: <p>Changing the storage template moves files on disk.</p> },
  play: checkType('caution'),
};
/** Drawn like info, named "Important". */
export const Important: Story = { args: { type: 'important' }, play: checkType('important') };
/** Drawn like a tip, named "Success". */
export const Success: Story = {
  args: { type: 'success', children: <p>Your server is up to date.</p> },
  play: checkType('success'),
};
/** Drawn like a note, named "Secondary". */
export const Secondary: Story = { args: { type: 'secondary' }, play: checkType('secondary') };

/** A custom title replaces the type's name. */
export const CustomTitle: Story = {
  args: { type: 'tip', title: 'Hardware transcoding' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ld-admonition')).toHaveAccessibleName('Hardware transcoding');
  },
};

/** Every type at once, for contrast in light mode. */
export const AllTypesLight: Story = {
  render: (args) => (
    <>
      {TYPES.map((type) => (
        <AdmonitionBox key={type} {...args} type={type} />
      ))}
    </>
  ),
  play: async (context) => {
    for (const type of TYPES) await checkType(type)!(context);
  },
};

/** Every type at once in dark mode. */
export const AllTypesDark: Story = {
  ...AllTypesLight,
  globals: { theme: 'dark' },
};

/** Translated type names: German, on a phone. */
export const AllTypesGermanMobile: Story = {
  ...AllTypesLight,
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { children: <p>Sichern Sie die Datenbank, bevor Sie einen bestehenden Server aktualisieren.</p> },
  play: async (context) => {
    for (const type of TYPES) await checkType(type, 'de')!(context);
  },
};

export const AllTypesJapanese: Story = {
  ...AllTypesLight,
  globals: { locale: 'ja' },
  args: { children: <p>既存のサーバーをアップグレードする前に、データベースをバックアップしてください。</p> },
  play: async (context) => {
    for (const type of TYPES) await checkType(type, 'ja')!(context);
  },
};
