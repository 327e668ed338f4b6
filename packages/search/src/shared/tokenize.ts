/** Scripts searched by overlapping pairs of characters (bigrams): Chinese, Japanese, Korean. */
const BIGRAM_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const BIGRAM_SCRIPT = new RegExp(`[${BIGRAM_CHARS}]`, 'u');
/** A word cut into runs of those scripts and stretches of anything else (`Immich的备份`). */
const BIGRAM_RUNS = new RegExp(`[${BIGRAM_CHARS}]+|[^${BIGRAM_CHARS}]+`, 'gu');
/** Thai is written without spaces too; its words come from `Intl.Segmenter`. */
const THAI = /\p{Script=Thai}/u;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

const WORD = /[\p{L}\p{N}]+(?:[._\-/:@][\p{L}\p{N}]+)*/gu;
const IDENTIFIER = /[._\-/:@]/;
/** `uploadAsset`, `getAllAlbums`: a lower-case letter followed by an upper-case one. */
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})/u;

/** Longest term kept: longer words are cut to this length, in the index and in queries alike. */
export const MAX_TERM_LENGTH = 40;
/** Characters of a query that are read; the rest is ignored. */
export const MAX_QUERY_LENGTH = 200;
/** Terms of a query that are looked up; the rest are ignored. */
export const MAX_QUERY_TERMS = 12;

/** A search term and how much it weighs: a whole identifier outranks its parts. */
export interface WeightedTerm {
  term: string;
  /** `whole` for words, whole identifiers and CJK bigrams; `part` for pieces of an identifier. */
  weight: 'whole' | 'part';
}

/** "ё" is usually typed as "е"; folded so both spellings match. */
const normalize = (text: string) => text.toLowerCase().normalize('NFKC').replace(/ё/g, 'е');

/**
 * How a word of `textWords` is written: ASCII letters and digits only; letters and digits of
 * alphabetic scripts (Latin, Greek, Cyrillic and the others before Thai in Unicode), not only ASCII;
 * or anything else (CJK, Thai, an identifier with `._-/:@`).
 */
export type WordKind = 'ascii' | 'alphabetic' | 'other';

/**
 * How a word is written. An ASCII word is its own NFKC form; neither it nor an alphabetic one holds
 * CJK, Thai or identifier punctuation. So a word of either kind has as terms its normalized form
 * and, for `uploadAsset`, its camel-case parts: a loop over its code units answers faster than the
 * Unicode tests it spares, for nearly every word of a page in a language written with spaces.
 */
export function wordKind(word: string): WordKind {
  let kind: WordKind = word.length > 0 ? 'ascii' : 'other';
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    // 0-9, A-Z, a-z
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) continue;
    // Beyond ASCII and before Thai (U+0E00); `textWords` gives no other ASCII character but `._-/:@`.
    if (code >= 0x80 && code < 0x0e00) kind = 'alphabetic';
    else return 'other';
  }
  return kind;
}

/** `CAMEL` for an ASCII word: a lower-case letter followed by an upper-case one. */
function hasAsciiCamelHump(word: string): boolean {
  for (let i = 1; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const before = word.charCodeAt(i - 1);
    if (code >= 65 && code <= 90 && before >= 97 && before <= 122) return true;
  }
  return false;
}

/** A term as long as it may be (`MAX_TERM_LENGTH`). */
const cut = (term: string) => (term.length > MAX_TERM_LENGTH ? term.slice(0, MAX_TERM_LENGTH) : term);

/** Appends the terms of one word (a match of `WORD` in NFKC text, written as `kind` says) to `out`. */
function wordTerms(original: string, locale: string, mode: 'index' | 'query', out: WeightedTerm[], kind = wordKind(original)): void {
  const add = (term: string, weight: WeightedTerm['weight']) => out.push({ term: cut(term), weight });
  if (kind === 'ascii') {
    add(original.toLowerCase(), 'whole');
    if (hasAsciiCamelHump(original)) for (const part of original.split(CAMEL)) add(part.toLowerCase(), 'part');
    return;
  }
  // A word of a spaced script; `alphabetic`: one without Thai or identifier punctuation.
  const spaced = (word: string, original: string, alphabetic = false) => {
    if (!alphabetic && THAI.test(word)) {
      for (const part of segmenter(locale).segment(word)) if (part.isWordLike) add(part.segment, 'whole');
      return;
    }
    add(word, 'whole');
    if (!alphabetic && IDENTIFIER.test(word)) for (const part of word.split(/[._\-/:@]+/)) if (part) add(part, 'part');
    if (CAMEL.test(original)) for (const part of original.split(CAMEL)) add(normalize(part), 'part');
  };
  const word = normalize(original);
  // Lower case and NFKC keep an alphabetic word alphabetic; the test costs little against being sure.
  if (kind === 'alphabetic' && wordKind(word) !== 'other') {
    spaced(word, original, true);
    return;
  }
  if (!BIGRAM_SCRIPT.test(word)) {
    spaced(word, original);
    return;
  }
  for (const piece of word.matchAll(BIGRAM_RUNS)) {
    const run = piece[0];
    if (!BIGRAM_SCRIPT.test(run)) {
      for (const inner of run.matchAll(WORD)) spaced(inner[0], inner[0]);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) {
      add(run, 'whole');
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i += 1) add(chars[i]! + chars[i + 1]!, 'whole');
    // The last character also stands alone, so a one-character query finds it at the end of a
    // run; anywhere else it begins a bigram, which the query finds as a prefix.
    if (mode === 'index') add(chars.at(-1)!, 'part');
  }
}

function terms(text: string, locale: string, mode: 'index' | 'query'): WeightedTerm[] {
  const out: WeightedTerm[] = [];
  const input = mode === 'query' ? text.slice(0, MAX_QUERY_LENGTH) : text;
  for (const word of textWords(input)) wordTerms(word, locale, mode, out);
  return mode === 'query' ? out.slice(0, MAX_QUERY_TERMS) : out;
}

/**
 * The words of a text as `tokenize` reads them, before any normalizing but Unicode's NFKC: the
 * terms of a text are those of its words, each word's from `wordIndexTerms`, in order. An indexer
 * that meets the same word many times can work out its terms once.
 */
export function textWords(text: string): string[] {
  return text.normalize('NFKC').match(WORD) ?? [];
}

/** The index terms of one word of `textWords` (written as `kind` says, when the caller knows it). */
export function wordIndexTerms(word: string, locale: string, kind = wordKind(word)): string[] {
  if (kind === 'ascii' && !hasAsciiCamelHump(word)) return [cut(word.toLowerCase())];
  const out: WeightedTerm[] = [];
  wordTerms(word, locale, 'index', out, kind);
  return out.map((t) => t.term);
}

/**
 * Splits text into index terms for a locale. Identifiers are kept whole and also in parts:
 * `UPLOAD_LOCATION` gives `upload_location`, `upload`, `location`; `docker-compose.yml` gives
 * `docker-compose.yml`, `docker`, `compose`, `yml`; `uploadAsset` also gives `upload`, `asset`.
 * Chinese, Japanese and Korean runs become overlapping bigrams (`数据库` gives `数据`, `据库`) and
 * their last character; Thai is split into words by `Intl.Segmenter`.
 */
export function tokenize(text: string, locale: string): string[] {
  return textWords(text).flatMap((word) => wordIndexTerms(word, locale));
}

/**
 * The terms of a query, each marked whole or part, so whole matches rank first. Like `tokenize`,
 * but a run of Chinese, Japanese or Korean gives only its bigrams (one character stays itself and
 * is looked up as a prefix), and the query is capped: {@link MAX_QUERY_LENGTH} characters,
 * {@link MAX_QUERY_TERMS} terms of at most {@link MAX_TERM_LENGTH} characters.
 */
export function queryTerms(text: string, locale: string): WeightedTerm[] {
  return terms(text, locale, 'query');
}

/** Whether a term is a CJK bigram or character: looked up without stemming or typos. */
export const isBigramTerm = (term: string) => BIGRAM_SCRIPT.test(term);
