import type { PageData } from '@lumidoc/content-pipeline';
import lunr from 'lunr';
import type { SearchDocument, SearchDocumentsFile } from '../shared/documents.js';
import { languagePipeline } from '../shared/languages.js';
import { tokenize } from '../shared/tokenize.js';
import { isSearchable, pageKeywords, splitSections } from './sections.js';

const SNIPPET_LENGTH = 240;

export interface LocaleSearchIndex {
  documents: SearchDocumentsFile;
  /** Serialized lunr index. */
  index: object;
}

/**
 * Builds one locale's search files: every h2/h3 section of every searchable page is a document,
 * indexed with the locale's segmentation, stemming and stop words.
 */
export async function buildSearchIndex(pages: readonly PageData[], locale: string, maxHits = 8): Promise<LocaleSearchIndex> {
  const { stemmer, stopWords } = await languagePipeline(lunr, locale);
  const documents: SearchDocument[] = [];
  const bodies: Array<{ keywords: string; text: string }> = [];
  for (const page of pages) {
    if (page.locale !== locale || !isSearchable(page) || !('body' in page)) continue;
    const keywords = pageKeywords(page);
    for (const section of splitSections(page.body)) {
      documents.push({
        id: documents.length,
        route: page.route,
        ...(section.anchor ? { anchor: section.anchor } : {}),
        title: page.title,
        ...(section.heading ? { section: section.heading } : {}),
        text: section.text.slice(0, SNIPPET_LENGTH),
      });
      bodies.push({ keywords: section.anchor ? '' : `${keywords} ${page.description ?? ''}`, text: section.text });
    }
  }
  const index = lunr(function () {
    this.tokenizer = ((input: unknown) => tokenize(String(input ?? ''), locale).map((term) => new lunr.Token(term, {}))) as unknown as typeof lunr.tokenizer;
    this.pipeline.reset();
    this.pipeline.add(stopWords, stemmer);
    this.searchPipeline.reset();
    this.searchPipeline.add(stemmer);
    this.ref('id');
    this.field('title', { boost: 8 });
    this.field('section', { boost: 4 });
    this.field('keywords', { boost: 4 });
    this.field('text');
    this.metadataWhitelist = [];
    for (const doc of documents) {
      this.add({ id: String(doc.id), title: doc.title, section: doc.section ?? '', keywords: bodies[doc.id]!.keywords, text: bodies[doc.id]!.text });
    }
  });
  return { documents: { locale, documents, maxHits }, index: index.toJSON() };
}
