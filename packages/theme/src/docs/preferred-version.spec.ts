import { latestVersionName, preferredVersionKey, readPreferredVersion, rememberPreferredVersion } from './preferred-version.js';

describe('preferred docs version', () => {
  beforeEach(() => localStorage.clear());

  it('uses the key Docusaurus used, per plugin id', () => {
    expect(preferredVersionKey('default')).toBe('docs-preferred-version-default');
    expect(preferredVersionKey('community')).toBe('docs-preferred-version-community');
  });

  it('stores the chosen version name under that key and reads it back', () => {
    expect(readPreferredVersion('default')).toBeNull();
    rememberPreferredVersion('default', '1.136.0');
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('1.136.0');
    expect(readPreferredVersion('default')).toBe('1.136.0');
    // Another plugin keeps its own choice.
    expect(readPreferredVersion('community')).toBeNull();
  });

  it('reads a choice stored by the old site', () => {
    localStorage.setItem('docs-preferred-version-default', 'current');
    expect(readPreferredVersion('default')).toBe('current');
  });

  it('does nothing but warn when storage is blocked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The user denied access to storage.', 'SecurityError');
    });
    try {
      expect(() => rememberPreferredVersion('default', 'current')).not.toThrow();
      expect(readPreferredVersion('default')).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Browser storage is unavailable'));
    } finally {
      setItem.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('latestVersionName', () => {
  it('is the name the pipeline sends with the latest-version link', () => {
    expect(latestVersionName({ label: 'v1.136.0', route: '/docs/overview/welcome', name: '1.136.0' })).toBe('1.136.0');
  });

  it('is undefined for a link without a name', () => {
    expect(latestVersionName({ label: 'v1.136.0', route: '/docs/overview/welcome' })).toBeUndefined();
    expect(latestVersionName({ label: 'v1.136.0', route: '/docs/overview/welcome', name: '' })).toBeUndefined();
  });
});
