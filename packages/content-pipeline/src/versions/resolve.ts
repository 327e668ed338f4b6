import { ContentError } from '../errors.js';
import type { DocVersionInfo } from '@lumidoc/contract';
import { CURRENT_VERSION, type DocsVersionsOptions } from './options.js';

/** One docs version with everything the build needs to read and route it. */
export interface DocsVersion {
  /** `current` or the snapshot's name (`1.135.0`). */
  name: string;
  label: string;
  /** Locale-neutral route the version's docs live under: `/docs`, `/docs/next`, `/docs/1.134.0`. */
  routeBase: string;
  status: DocVersionInfo['status'];
  badge: boolean;
  /** Folder of the version's docs below `content/`, one sub-folder per locale: `docs`, `versioned_docs/version-1.134.0`. */
  contentPath: string;
  /** The version's sidebars, as named in messages: `content/sidebars.ts`, `content/versioned_sidebars/version-1.134.0-sidebars.json`. */
  sidebarsFile: string;
  /** Appended to the version's sidebar ids in the page data, so versions never share one: `''` for current, `@1.134.0`. */
  sidebarIdSuffix: string;
}

const PATH_SEGMENTS = /^(?:[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)?$/;

/** Where a snapshot's docs and sidebars live below `content/`, Docusaurus's layout. */
export function snapshotPaths(name: string): { contentPath: string; sidebarsPath: string } {
  return { contentPath: `versioned_docs/version-${name}`, sidebarsPath: `versioned_sidebars/version-${name}-sidebars.json` };
}

/**
 * Every docs version of a site, `current` first and then the snapshots newest first, with labels,
 * routes and statuses. The last version is `latest` and served at `/docs`; versions newer than it are
 * `unreleased`, older ones `unmaintained`. A setting that names no version, two versions on one
 * route, or a banner on the last version is a `ContentError` naming the setting.
 */
export function resolveDocsVersions(snapshots: readonly string[], options: DocsVersionsOptions = {}): DocsVersion[] {
  const names = [CURRENT_VERSION, ...snapshots];
  const known = `use one of: ${names.join(', ')} (snapshots are listed in content/versions.json)`;
  const lastVersion = options.lastVersion ?? snapshots[0] ?? CURRENT_VERSION;
  if (!names.includes(lastVersion)) {
    throw new ContentError({ file: 'docsVersions.lastVersion' }, `"${lastVersion}" is not a docs version of this site`, known);
  }
  for (const name of Object.keys(options.versions ?? {})) {
    if (!names.includes(name)) throw new ContentError({ file: `docsVersions.versions["${name}"]` }, `"${name}" is not a docs version of this site`, known);
  }
  const lastIndex = names.indexOf(lastVersion);
  const byRoute = new Map<string, string>();
  return names.map((name, index) => {
    const settings = options.versions?.[name] ?? {};
    const setting = (key: string) => `docsVersions.versions["${name}"].${key}`;
    const segment = settings.path ?? (name === lastVersion ? '' : name === CURRENT_VERSION ? 'next' : name);
    if (!PATH_SEGMENTS.test(segment)) {
      throw new ContentError({ file: setting('path') }, `path "${segment}" is not a route segment`, 'use letters, digits, ".", "_" and "-", with "/" between segments and none at the ends (or "" for /docs)');
    }
    const routeBase = segment === '' ? '/docs' : `/docs/${segment}`;
    const other = byRoute.get(routeBase);
    if (other !== undefined) {
      throw new ContentError({ file: setting('path') }, `versions "${other}" and "${name}" are both served at ${routeBase}`, `give "${name}" another path`);
    }
    byRoute.set(routeBase, name);
    if (settings.banner && name === lastVersion) {
      throw new ContentError({ file: setting('banner') }, `"${name}" is the last version, which is always shown as latest`, 'remove the banner, or make another version the lastVersion');
    }
    const status: DocsVersion['status'] = name === lastVersion ? 'latest' : (settings.banner ?? (index < lastIndex ? 'unreleased' : 'unmaintained'));
    const isCurrent = name === CURRENT_VERSION;
    const paths = snapshotPaths(name);
    return {
      name,
      label: settings.label ?? (isCurrent ? 'Next' : name),
      routeBase,
      status,
      badge: settings.badge ?? true,
      contentPath: isCurrent ? 'docs' : paths.contentPath,
      sidebarsFile: isCurrent ? 'content/sidebars.ts' : `content/${paths.sidebarsPath}`,
      sidebarIdSuffix: isCurrent ? '' : `@${name}`,
    };
  });
}
