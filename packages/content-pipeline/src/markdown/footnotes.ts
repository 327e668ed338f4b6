import { ContentError } from '../errors.js';
import { pipelineText } from '../strings.js';

/** What remark-rehype calls for each back-link: reference index (from 0) and re-reference (from 1). */
export type FootnoteBackLabel = (referenceIndex: number, rereferenceIndex: number) => string;

/**
 * The back-link label template for a page: the given one, else the one of the page's language
 * (`footnotes.back` of the pipeline's catalogues), else English. It must hold `{n}`, or every
 * back-link would have the same name.
 */
export function footnoteBackTemplate(file: string, template: string | undefined, locale: string | undefined): string {
  const chosen = template ?? pipelineText('footnotes.back', locale ?? 'en');
  if (!chosen.includes('{n}')) {
    throw new ContentError({ file }, `footnote back-link label "${chosen}" has no {n}, so every back-link would have the same name`, 'put {n} where the reference number goes, e.g. "Back to reference {n}"');
  }
  return chosen;
}

/** Fills the template; a footnote referenced twice gets "1-2" for its second back-link, as on GitHub. */
export const footnoteBackLabel =
  (template: string): FootnoteBackLabel =>
  (referenceIndex, rereferenceIndex) =>
    template.replaceAll('{n}', `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`);
