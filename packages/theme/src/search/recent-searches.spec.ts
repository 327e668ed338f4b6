import { forgetSearch, recentSearches, rememberSearch } from './recent-searches.js';

const KEY = 'lumidoc.search.recent';

describe('recent searches', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the newest five distinct queries, newest first, trimmed', () => {
    for (const query of ['one', 'two', ' three ', 'four', 'five', 'six', 'two', '   ']) rememberSearch(query);
    expect(recentSearches()).toEqual(['two', 'six', 'five', 'four', 'three']);
  });

  it('forgets one query', () => {
    rememberSearch('docker');
    rememberSearch('backup');
    forgetSearch('docker');
    expect(recentSearches()).toEqual(['backup']);
  });

  it('reads garbled or foreign values as no recent searches', () => {
    window.localStorage.setItem(KEY, '{not json');
    expect(recentSearches()).toEqual([]);
    window.localStorage.setItem(KEY, JSON.stringify({ query: 'x' }));
    expect(recentSearches()).toEqual([]);
    window.localStorage.setItem(KEY, JSON.stringify(['ok', 3, null]));
    expect(recentSearches()).toEqual(['ok']);
  });
});
