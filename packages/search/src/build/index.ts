export { buildSearchIndex, type BuildSearchOptions, type LocaleSearchIndex } from './build-index.js';
export { searchPlugin, type SearchIndexStats } from './plugin.js';
export { splitSections, isSearchable, type PageSection } from './sections.js';
export { tokenize } from '../shared/tokenize.js';
export { searchFileNames, shardFile, chunkFile, SEARCH_FORMAT, type SearchDocument, type SearchManifest, type TermShard, type DocumentChunk } from '../shared/documents.js';
