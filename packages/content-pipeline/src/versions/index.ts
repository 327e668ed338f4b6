export { CURRENT_VERSION, DOCS_PLUGIN_ID, type DocsVersionOptions, type DocsVersionsOptions } from './options.js';
export { resolveDocsVersions, snapshotPaths, type DocsVersion } from './resolve.js';
export { parseVersionsJson, readVersionSnapshots, VERSIONS_FILE } from './versions-file.js';
export { parseVersionedSidebars, readVersionedSidebars } from './sidebars-file.js';
export { joinDocsVersions, type VersionDocs } from './version-info.js';
