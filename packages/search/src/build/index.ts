export { buildSearchIndex, type LocaleSearchIndex } from './build-index.js';
export { searchPlugin, type SearchIndexStats } from './plugin.js';
export { splitSections, isSearchable, type PageSection } from './sections.js';
export { tokenize } from '../shared/tokenize.js';
export { searchFileNames, type SearchDocument, type SearchDocumentsFile } from '../shared/documents.js';
