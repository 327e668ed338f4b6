import { validateThemeConfig, type NavbarItem, type ThemeConfig } from './config.js';

const base: ThemeConfig = {
  title: 'Immich',
  navbar: {
    items: [
      { type: 'link', label: 'Docs', to: '/docs/overview/welcome' },
      { type: 'external', label: 'GitHub', href: 'https://github.com/immich-app/immich', position: 'right' },
      { type: 'dropdown', label: 'Community', items: [{ label: 'Support', to: '/docs/overview/support-the-project' }, { label: 'Discord', href: 'https://discord.immich.app' }] },
      { type: 'search', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'versionSwitcher', next: { label: 'Next', url: 'https://main.preview.immich.app' }, latest: { label: 'v1.136.0', url: 'https://immich.app' }, archivedUrl: 'https://immich.app/archived-versions.json' },
    ],
  },
  footer: { columns: [] },
  announcement: { id: 'site_announcement_immich', content: { en: 'Keep a second backup.' } },
};

const withItem = (item: unknown): ThemeConfig => ({ ...base, navbar: { items: [...base.navbar.items, item as NavbarItem] } });

describe('validateThemeConfig', () => {
  it('accepts every item type with its fields', () => {
    expect(() => validateThemeConfig(base)).not.toThrow();
  });

  it('rejects an unknown item type, naming the item, where it is and the types to use', () => {
    expect(() => validateThemeConfig(withItem({ type: 'serach', position: 'right' }), 'site.config.ts (theme)')).toThrow(
      'site.config.ts (theme): navbar.items[6] ({"type":"serach","position":"right"}) has unknown type "serach"; use one of link, external, dropdown, localeDropdown, search, versionSwitcher.',
    );
  });

  it.each([
    [{ type: 'link', label: 'Docs' }, 'needs `to`, a route starting with "/"'],
    [{ type: 'link', label: 'Docs', to: 'docs/x' }, 'needs `to`, a route starting with "/"'],
    [{ type: 'link', label: '', to: '/docs' }, 'has no label; add `label`'],
    [{ type: 'external', label: 'GitHub', href: 'github.com/immich-app' }, 'needs `href`, an http(s) URL'],
    [{ type: 'dropdown', label: 'More', items: [] }, 'needs `items`, a non-empty list'],
    [{ type: 'dropdown', label: 'More', items: [{ label: 'Chat' }] }, 'has items[0] without a label and a `to` route or an http(s) `href`'],
    [{ type: 'versionSwitcher', next: {}, latest: {} }, 'needs `archivedUrl`'],
  ])('rejects %j: %s', (item, problem) => {
    expect(() => validateThemeConfig(withItem(item))).toThrow(`navbar.items[6] (${JSON.stringify(item)}) ${problem}`);
  });

  it('rejects an announcement without an id or without text', () => {
    expect(() => validateThemeConfig({ ...base, announcement: { id: ' ', content: 'Hello' } })).toThrow('announcement has no id; set `announcement.id`');
    expect(() => validateThemeConfig({ ...base, announcement: { id: 'a1', content: { en: '' } } })).toThrow('announcement "a1" has no text; set `announcement.content`.');
  });
});
