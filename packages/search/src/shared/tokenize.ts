/** Scripts written without spaces between words: split with `Intl.Segmenter`. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Korean is spaced; its words still go through the segmenter for the locale. */
const SEGMENTED_LOCALES = /^(zh|ja|ko|th)/;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

const WORD = /[\p{L}\p{N}]+(?:[._\-/:@][\p{L}\p{N}]+)*/gu;

/**
 * Splits text into search terms for a locale. Identifiers are kept whole and also in parts:
 * `UPLOAD_LOCATION` gives `upload_location`, `upload`, `location`; `docker-compose.yml` gives
 * `docker-compose.yml`, `docker`, `compose`, `yml`. Chinese, Japanese, Korean and Thai runs are
 * split into words by `Intl.Segmenter`; single Han characters are kept too, so short queries match.
 */
export function tokenize(text: string, locale: string): string[] {
  return queryTerms(text, locale).map((t) => t.term);
}

/** A search term and how much it weighs: a whole identifier outranks its parts. */
export interface WeightedTerm {
  term: string;
  /** `whole` for words and whole identifiers, `part` for pieces of an identifier or a CJK word. */
  weight: 'whole' | 'part';
}

/** Like `tokenize`, with each term marked whole or part, so a query can rank whole matches first. */
export function queryTerms(text: string, locale: string): WeightedTerm[] {
  const terms: WeightedTerm[] = [];
  const add = (term: string, weight: WeightedTerm['weight']) => terms.push({ term, weight });
  // "ё" is usually typed as "е"; fold it so both spellings match.
  for (const match of text.toLowerCase().normalize('NFKC').replace(/ё/g, 'е').matchAll(WORD)) {
    const word = match[0];
    if (SPACELESS.test(word) || (SEGMENTED_LOCALES.test(locale) && /\p{Script=Hangul}/u.test(word))) {
      for (const part of segmenter(locale).segment(word)) {
        if (!part.isWordLike) continue;
        add(part.segment, 'whole');
        if (/\p{Script=Han}/u.test(part.segment) && part.segment.length > 1) {
          for (const char of part.segment) add(char, 'part');
        }
      }
      continue;
    }
    add(word, 'whole');
    if (/[._\-/:@]/.test(word)) for (const part of word.split(/[._\-/:@]+/)) if (part) add(part, 'part');
  }
  return terms;
}
