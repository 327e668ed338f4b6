import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMessage } from '@lumidoc/i18n';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { ALBUM_SCHEMA, PERMISSIONS, TRUNCATED_SCHEMA } from '../stories/api-fixtures.js';
import { SchemaViewer } from './SchemaViewer.js';

const t = (locale: string, key: ThemeStringKey, values: Record<string, string | number> = {}) => formatMessage(THEME_CATALOGS[locale]![key], locale, values);

/** Field rows carry no classes: they are the items of a fields (or variants) list. */
const ROW = ':is(.ld-schema__fields, .ld-schema__variants) > li';
/** The field row whose name is `name`. */
const field = (root: HTMLElement, name: string) => within(root).getAllByText(name, { selector: `${ROW} > code` })[0]!.closest('li')!;
/** The disclosure directly inside a field row. */
const disclosureOf = (row: HTMLElement) => row.querySelector<HTMLDetailsElement>(':scope > details')!;

const meta = {
  title: 'API/SchemaViewer',
  component: SchemaViewer,
  args: { schema: ALBUM_SCHEMA },
} satisfies Meta<typeof SchemaViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Top-level fields are listed with type, required flag, enum values and default; a nested object
 * opens and closes (native `<details>`, focusable, in the page even while closed).
 */
export const ExpandAndCollapse: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    await expect(within(root).getByText('AlbumResponseDto', { selector: '.ld-schema__root .ld-schema__type' })).toBeVisible();
    const id = field(root, 'id');
    await expect(within(id).getByText('string (uuid)')).toBeVisible();
    await expect(within(id).getByText(t('en', 'api.required'))).toBeVisible();
    await expect(within(field(root, 'description')).getByText('string | null')).toBeVisible();
    const order = field(root, 'order');
    await expect(within(order).getByText('"asc"')).toBeVisible();
    await expect(within(order).getByText('"desc"', { selector: '.ld-schema__default code' })).toBeVisible();

    // The owner's fields are in the page (readable without JavaScript) but folded away.
    const owner = disclosureOf(field(root, 'owner'));
    const summary = within(owner).getByText(t('en', 'api.schema.fields', { count: 3 }));
    const avatar = within(owner).getByText('avatarColor');
    await expect(avatar).not.toBeVisible();
    await userEvent.click(summary);
    await expect(owner).toHaveAttribute('open');
    await expect(avatar).toBeVisible();
    await expect(within(owner).getByText('UserAvatarColor | null')).toBeVisible();
    // Keyboard: the native summary takes focus (the browser toggles it with Enter and Space;
    // the end-to-end test presses them for real), and a second activation folds the object again.
    summary.focus();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(owner).not.toHaveAttribute('open');
    await expect(avatar).not.toBeVisible();
  },
};

/** Arrays open to their items' fields; variants and a map are listed; a long enum folds away. */
export const ArraysVariantsAndMaps: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    const assets = field(root, 'assets');
    await expect(within(assets).getByText('AssetResponseDto[]')).toBeVisible();
    await userEvent.click(within(assets).getByText(t('en', 'api.schema.itemFields', { count: 3 })));
    await expect(within(assets).getByText('originalFileName')).toBeVisible();

    const cover = field(root, 'cover');
    await expect(within(cover).getByText('AssetResponseDto | string', { selector: `${ROW} > span` })).toBeVisible();
    await userEvent.click(within(cover).getByText(t('en', 'api.schema.oneOf', { count: 2 })));
    await expect(within(cover).getByText('The id of an asset.')).toBeVisible();
    await expect(within(field(root, 'details')).getByText(t('en', 'api.schema.allOf', { count: 2 }))).toBeVisible();

    const counts = field(root, 'counts');
    await expect(within(counts).getByText('Record<string, integer>')).toBeVisible();
    await userEvent.click(within(counts).getByText(t('en', 'api.schema.fields', { count: 1 })));
    await expect(within(counts).getByText(`‹${t('en', 'api.schema.anyKey')}›`)).toBeVisible();

    const permissions = field(root, 'permissions');
    const all = within(permissions).getByText(t('en', 'api.allValues', { count: PERMISSIONS.length }));
    await expect(within(permissions).getByText('"album.share"')).not.toBeVisible();
    await userEvent.click(all);
    await expect(within(permissions).getByText('"album.share"')).toBeVisible();
  },
};

/** A schema that refers back to an enclosing one is marked, and offers nothing to expand. */
export const CircularReference: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    const parent = field(root, 'parent');
    await expect(within(parent).getByText('AlbumResponseDto | null')).toBeVisible();
    const note = within(parent).getByText(t('en', 'api.schema.circular', { type: 'AlbumResponseDto' }));
    await expect(note).toBeVisible();
    await expect(note.closest('p')).toHaveClass('ld-schema__circular');
    await expect(disclosureOf(parent)).toBeNull();
  },
};

/** Russian plural forms on a phone in dark mode; long type names wrap instead of overflowing. */
export const RussianMobileDark: Story = {
  globals: { locale: 'ru', theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    await expect(within(field(root, 'owner')).getByText('3 поля')).toBeVisible();
    await expect(within(field(root, 'assets')).getByText('Каждый элемент: 3 поля')).toBeVisible();
    await expect(within(field(root, 'parent')).getByText(t('ru', 'api.schema.circular', { type: 'AlbumResponseDto' }))).toBeVisible();
    await expect(within(field(root, 'id')).getByText('обязательный')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Japanese labels. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    await userEvent.click(within(field(root, 'owner')).getByText('3 個のフィールド'));
    await expect(within(field(root, 'owner')).getByText('avatarColor')).toBeVisible();
    await expect(within(field(root, 'order')).getByText(t('ja', 'api.defaultValue'))).toBeVisible();
  },
};

/**
 * A view cut at its depth or size limit says so where the fields would be; a cut named schema links
 * to the pointer in the published description where it is written in full.
 */
export const Truncated: Story = {
  args: { schema: TRUNCATED_SCHEMA },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    await userEvent.click(within(field(root, 'parent')).getByText(t('en', 'api.schema.fields', { count: 3 })));

    const owner = field(root, 'owner');
    await expect(within(owner).getByText('UserResponseDto', { selector: `${ROW} > span` })).toBeVisible();
    const note = owner.querySelector<HTMLElement>(':scope > .ld-schema__truncated')!;
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(t('en', 'api.schema.truncated'));
    await expect(note).toHaveTextContent('The whole of UserResponseDto is in the OpenAPI description, at #/components/schemas/UserResponseDto.');
    await expect(within(note).getByRole('link', { name: '#/components/schemas/UserResponseDto' })).toHaveAttribute('href', '/openapi/immich-openapi-specs.json#/components/schemas/UserResponseDto');
    await expect(disclosureOf(owner)).toBeNull();

    // An inline object has no name to look up: the note alone.
    const stats = field(root, 'stats');
    await expect(within(stats).getByText(t('en', 'api.schema.truncated'))).toBeVisible();
    await expect(within(stats).queryByRole('link')).toBeNull();

    // Cut array items: the pointer is shown as written in the file (escaped ~0 and ~1), the URL encoded.
    const children = field(root, 'children');
    await expect(within(children).getByText('Folder~Node/Dto[]')).toBeVisible();
    await expect(within(children).getByRole('link', { name: '#/components/schemas/Folder~0Node~1Dto' })).toBeVisible();
  },
};

/** The cut note in Russian and in Simplified Chinese. */
export const TruncatedRussian: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  args: { schema: TRUNCATED_SCHEMA },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    await userEvent.click(within(field(root, 'parent')).getByText('3 поля'));
    const note = field(root, 'owner').querySelector<HTMLElement>('.ld-schema__truncated')!;
    await expect(note).toHaveTextContent('Здесь не раскрыто');
    await expect(note).toHaveTextContent('Схема UserResponseDto целиком приведена в описании OpenAPI, по указателю #/components/schemas/UserResponseDto.');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const TruncatedChineseDark: Story = {
  globals: { locale: 'zh-Hans', theme: 'dark' },
  args: { schema: TRUNCATED_SCHEMA },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ld-schema')!;
    await userEvent.click(within(field(root, 'parent')).getByText(t('zh-Hans', 'api.schema.fields', { count: 3 })));
    await expect(within(field(root, 'stats')).getByText(t('zh-Hans', 'api.schema.truncated'))).toBeVisible();
  },
};
