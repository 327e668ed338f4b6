import type { WeightedTerm } from '../shared/tokenize.js';

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours (lunr's edit distance 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** Lower-cases and folds a word the way the index did (`tokenize`), so it compares with index terms. */
export const normalizeWord = (word: string): string => word.toLowerCase().normalize('NFKC').replace(/ё/g, 'е');

const SINGLE_HAN = /^\p{Script=Han}$/u;
const IDENTIFIER = /[._\-/:@]/;

/** Shortest stem matched as a prefix: `обнов` (from `обновить`) matches `обновление`. */
export const MIN_STEM_PREFIX = 4;

/**
 * The query terms worth marking: all but single Han characters split from a longer query word,
 * so `备份` does not mark every `份` on the page (a one-character query is a whole term).
 */
export const markableTerms = (terms: readonly WeightedTerm[]): string[] => terms.filter(({ term, weight }) => weight === 'whole' || !SINGLE_HAN.test(term)).map(({ term }) => term);

/**
 * A test for one normalized word of a result: does it match the query by the rules the index
 * query uses? The same stemmed term, a word starting with a query term or with its stem (stems of
 * at least {@link MIN_STEM_PREFIX} characters; for an identifier only its matching piece is marked),
 * or (for query terms
 * longer than 4 characters) one typo away; only {@link markableTerms} count.
 */
export function wordMatcher(terms: readonly WeightedTerm[], stem: (word: string) => string): (word: string) => boolean {
  const wanted = markableTerms(terms).map((term) => ({ term, stemmed: stem(term) }));
  return (word) => {
    const stemmed = stem(word);
    return wanted.some(
      ({ term, stemmed: target }) =>
        stemmed === target || word.startsWith(term) || stemmed.startsWith(term) || (target !== term && target.length >= MIN_STEM_PREFIX && stemmed.startsWith(target) && !IDENTIFIER.test(word)) || (term.length > 4 && withinOneEdit(stemmed, target)),
    );
  };
}
