/** One searchable section of a page, as stored in `search-doc-<ts>.json`. */
export interface SearchDocument {
  /** Index into the documents array, the lunr ref. */
  id: number;
  route: string;
  /** Heading id of the section; absent for the page's opening text. */
  anchor?: string;
  /** Page title. */
  title: string;
  /** Section heading. */
  section?: string;
  /** Beginning of the section text, for the result snippet. */
  text: string;
}

/** The documents file: what a hit links to and shows. */
export interface SearchDocumentsFile {
  locale: string;
  documents: SearchDocument[];
  /** Most hits a query returns. */
  maxHits: number;
}

export const searchFileNames = (timestamp: string) => ({
  documents: `search-doc-${timestamp}.json`,
  index: `lunr-index-${timestamp}.json`,
});
