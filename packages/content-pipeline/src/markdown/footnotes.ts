import { ContentError } from '../errors.js';

/**
 * Accessible names of the footnote back-links ("↩"), per content language; `{n}` is the number of
 * the reference the link returns to. Languages not listed use English.
 */
export const FOOTNOTE_BACK_LABELS: Readonly<Record<string, string>> = {
  en: 'Back to reference {n}',
  ru: 'Назад к сноске {n}',
  'zh-Hans': '返回引用 {n}',
};

/** What remark-rehype calls for each back-link: reference index (from 0) and re-reference (from 1). */
export type FootnoteBackLabel = (referenceIndex: number, rereferenceIndex: number) => string;

/**
 * The back-link label template for a page: the given one, else the one of the page's language,
 * else English. It must hold `{n}`, or every back-link would have the same name.
 */
export function footnoteBackTemplate(file: string, template: string | undefined, locale: string | undefined): string {
  const chosen = template ?? FOOTNOTE_BACK_LABELS[locale ?? 'en'] ?? FOOTNOTE_BACK_LABELS['en']!;
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
