/** Scripts written without spaces between words: split with `Intl.Segmenter`. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Korean is spaced, but particles attach to words; the segmenter splits them off. */
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
  const terms: string[] = [];
  for (const match of text.toLowerCase().normalize('NFKC').matchAll(WORD)) {
    const word = match[0];
    if (SPACELESS.test(word) || (SEGMENTED_LOCALES.test(locale) && /\p{Script=Hangul}/u.test(word))) {
      for (const part of segmenter(locale).segment(word)) {
        if (!part.isWordLike) continue;
        terms.push(part.segment);
        if (/\p{Script=Han}/u.test(part.segment) && part.segment.length > 1) {
          for (const char of part.segment) terms.push(char);
        }
      }
      continue;
    }
    terms.push(word);
    if (/[._\-/:@]/.test(word)) for (const part of word.split(/[._\-/:@]+/)) if (part) terms.push(part);
  }
  return terms;
}
