import { readStorage, writeStorage } from '../storage.js';

/**
 * The browser-storage key of a docs plugin's preferred version. The name is the one Docusaurus
 * used, so a choice visitors stored on the old site still applies.
 */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** The version name the reader last chose for a docs plugin; `null` when none (or no storage). */
export function readPreferredVersion(pluginId: string): string | null {
  return readStorage(preferredVersionKey(pluginId));
}

/**
 * Remembers the reader's explicit choice of a version (the notice's link, the version switcher).
 * Merely visiting a page of a version stores nothing.
 */
export function rememberPreferredVersion(pluginId: string, versionName: string): void {
  writeStorage(preferredVersionKey(pluginId), versionName);
}

/**
 * The name of the version the notice links to. `DocVersionInfo.latest` is a `PageLink`; the
 * pipeline adds the version's `name` to it (`{ label, route, name }`). Without it, following the
 * link cannot record a choice, so nothing is stored.
 */
export function latestVersionName(latest: object): string | undefined {
  return 'name' in latest && typeof latest.name === 'string' && latest.name !== '' ? latest.name : undefined;
}
