/** Name of the unreleased docs under `content/docs/`; every site has this version. */
export const CURRENT_VERSION = 'current';

/** Docs plugin id; the theme remembers the reader's version under `docs-preferred-version-<id>`. */
export const DOCS_PLUGIN_ID = 'default';

/** Settings of one docs version, by version name (`current` or a name from `content/versions.json`). */
export interface DocsVersionOptions {
  /** Label of the badge and the version switcher. Default: `Next` for `current`, else the name. */
  label?: string;
  /**
   * Route segment below `/docs` (`'legacy'` gives `/docs/legacy/...`; `''` gives `/docs/...`).
   * Default: `''` for the last version, `next` for `current`, else the version's name.
   */
  path?: string;
  /**
   * Notice on the version's pages, instead of the one its place gives (newer than the last
   * version: `unreleased`; older: `unmaintained`). Not allowed on the last version.
   */
  banner?: 'unreleased' | 'unmaintained';
  /** Show the version badge on its pages. Default `true`. */
  badge?: boolean;
}

/**
 * How a site's docs versions are served. Without options, the newest snapshot of
 * `content/versions.json` is the latest version at `/docs`, `current` is at `/docs/next` and older
 * snapshots at `/docs/<name>`; a site without snapshots serves `current` at `/docs`.
 */
export interface DocsVersionsOptions {
  /** The version served at `/docs` and shown as latest. Default: the newest snapshot, else `current`. */
  lastVersion?: string;
  /** Per-version settings. */
  versions?: Readonly<Record<string, DocsVersionOptions>>;
}
