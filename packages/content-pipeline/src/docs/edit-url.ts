import type { DocSource } from './sources.js';

/** What an edit-URL function gets for one page: Docusaurus's parameters. */
export interface EditUrlParams {
  /** Docs version name, `current` for the unreleased docs. */
  version: string;
  /** The version's docs folder below `content/`: `docs`, `versioned_docs/version-1.134.0`. */
  versionDocsDirPath: string;
  /** The shown file below its locale folder, with extension: `install/docker-compose.md`. */
  docPath: string;
  /** Locale folder of the file the page is written from: the page's own for a translation, the fallback's for a fallback page. */
  fileLocale: string;
  /** That file below the site's `content/` folder: `docs/ru/install/docker-compose.md`. */
  filePath: string;
  /** Doc id, `install/docker-compose`. */
  id: string;
  /** Locale of the page the link is shown on. */
  locale: string;
}

/**
 * "Edit this page" link of the docs. A string is the base the shown file's path below `content/` is
 * appended to (`https://github.com/org/repo/edit/main/site/content/` gives
 * `…/site/content/docs/ru/install/docker-compose.md` on the Russian page); a function returns the whole
 * URL, or `undefined` for none.
 */
export type EditUrlOption = string | ((params: EditUrlParams) => string | undefined);

/**
 * The edit-URL hook of one version for `createDocPages`: it gets the file the page is written from
 * (a translation's own file, or on a fallback page the fallback locale's) and the page's locale, so
 * the link opens the words the reader is looking at.
 */
export function editUrlFor(option: EditUrlOption | undefined, version: { name: string; contentPath: string }): ((source: DocSource, locale: string) => string | undefined) | undefined {
  if (option === undefined) return undefined;
  return (source, locale) => {
    const params: EditUrlParams = {
      version: version.name,
      versionDocsDirPath: version.contentPath,
      docPath: source.relativePath,
      fileLocale: source.locale,
      filePath: `${version.contentPath}/${source.locale}/${source.relativePath}`,
      id: source.id,
      locale,
    };
    if (typeof option === 'function') return option(params);
    const base = option.endsWith('/') ? option : `${option}/`;
    return base + encodeURI(params.filePath);
  };
}
