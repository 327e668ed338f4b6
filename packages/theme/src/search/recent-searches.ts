import { readStorage, writeStorage } from '../storage.js';

const RECENT_KEY = 'lumidoc.search.recent';
const RECENT_LIMIT = 5;

/** The last queries that led somewhere, newest first; empty when storage is blocked or garbled. */
export function recentSearches(): string[] {
  try {
    const list: unknown = JSON.parse(readStorage(RECENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((query): query is string => typeof query === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a query that led to a result first in the list (once), keeping the newest few. */
export function rememberSearch(query: string): void {
  const text = query.trim();
  if (!text) return;
  writeStorage(RECENT_KEY, JSON.stringify([text, ...recentSearches().filter((q) => q !== text)].slice(0, RECENT_LIMIT)));
}

/** Takes one query off the list. */
export function forgetSearch(query: string): void {
  writeStorage(RECENT_KEY, JSON.stringify(recentSearches().filter((q) => q !== query)));
}
