import { isCategoryIndexName, isPartialPath, splitNumberPrefix, stripNumberPrefixes } from './number-prefix.js';

describe('number prefixes', () => {
  it('reads the number and the name after "-", "_", "." and spaced separators', () => {
    expect(splitNumberPrefix('01-intro')).toEqual({ number: 1, name: 'intro' });
    expect(splitNumberPrefix('10_advanced')).toEqual({ number: 10, name: 'advanced' });
    expect(splitNumberPrefix('2. Guides')).toEqual({ number: 2, name: 'Guides' });
    expect(splitNumberPrefix('3 - Setup')).toEqual({ number: 3, name: 'Setup' });
  });

  it('leaves names that start like a date or a version, or are only a number, as they are', () => {
    expect(splitNumberPrefix('2024-01-05-notes')).toEqual({ name: '2024-01-05-notes' });
    expect(splitNumberPrefix('1.2-changes')).toEqual({ name: '1.2-changes' });
    expect(splitNumberPrefix('404')).toEqual({ name: '404' });
    expect(splitNumberPrefix('01-')).toEqual({ name: '01-' });
    expect(splitNumberPrefix('intro-01')).toEqual({ name: 'intro-01' });
  });

  it('strips every part of a path', () => {
    expect(stripNumberPrefixes('01-guides/02-advanced/03-tuning')).toBe('guides/advanced/tuning');
  });

  it('knows partials and index docs', () => {
    expect(isPartialPath('en/_shared/note.md')).toBe(true);
    expect(isPartialPath('en/guides/_snippet.md')).toBe(true);
    expect(isPartialPath('en/guides/setup_notes.md')).toBe(false);
    expect(isCategoryIndexName('index', '02-guides')).toBe(true);
    expect(isCategoryIndexName('README', 'guides')).toBe(true);
    expect(isCategoryIndexName('01-Guides', '02-guides')).toBe(true);
    expect(isCategoryIndexName('setup', 'guides')).toBe(false);
  });
});
