import type { DocSource } from './sources.js';

/** What an edit-URL function gets for one page: Docusaurus's parameters. */
export interface EditUrlParams {
  /** Docs version name, `current` for the unreleased docs. */
  version: string;
  /** The version's docs folder below `content/`: `docs`, `versioned_docs/version-1.134.0`. */
  versionDocsDirPath: string;
  /** The source-locale file below the version's locale folder, with extension: `install/docker-compose.md`. */
  docPath: string;
  /** Doc id, `install/docker-compose`. */
  id: string;
  /** Locale of the page the link is shown on. */
  locale: string;
}

/**
 * "Edit this page" link of the docs. A string is the base the file's path is appended to, like
 * Docusaurus (`https://github.com/immich-app/immich/tree/main/docs/` gives
 * `…/docs/docs/install/docker-compose.md`); a function returns the whole URL, or `undefined` for none.
 */
export type EditUrlOption = string | ((params: EditUrlParams) => string | undefined);

/**
 * The edit-URL hook of one version for `createDocPages`: it gets the doc's source-locale file, the
 * one contributors edit (translations follow it), and the page's locale.
 */
export function editUrlFor(option: EditUrlOption | undefined, version: { name: string; contentPath: string }): ((source: DocSource, locale: string) => string | undefined) | undefined {
  if (option === undefined) return undefined;
  return (source, locale) => {
    const params: EditUrlParams = { version: version.name, versionDocsDirPath: version.contentPath, docPath: source.relativePath, id: source.id, locale };
    if (typeof option === 'function') return option(params);
    const base = option.endsWith('/') ? option : `${option}/`;
    return base + encodeURI(`${params.versionDocsDirPath}/${params.docPath}`);
  };
}
