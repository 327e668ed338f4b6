// Pseudo-words in each locale's script, so every locale's search index is different and its
// tokenizer (spaces, CJK segmentation, stemming) does real work.

const LATIN = {
  onsets: ['b', 'c', 'd', 'f', 'g', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'br', 'cl', 'pr', 'st', 'tr'],
  vowels: ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'],
  codas: ['', '', 'n', 'r', 's', 'l', 'x'],
};
/** Letters each Latin-script locale adds, so their texts differ. */
const LATIN_ACCENTS = { en: [], pt: ['ã', 'ç', 'õ', 'é'], es: ['ñ', 'á', 'í', 'ó'], fr: ['é', 'è', 'ç', 'ê'], de: ['ä', 'ö', 'ü', 'ß'] };
const CYRILLIC = {
  onsets: ['б', 'в', 'г', 'д', 'ж', 'з', 'к', 'л', 'м', 'н', 'п', 'р', 'с', 'т', 'ф', 'х', 'ш', 'ст', 'пр'],
  vowels: ['а', 'е', 'и', 'о', 'у', 'ы', 'я', 'ю'],
  codas: ['', '', 'н', 'т', 'й', 'ль', 'ск'],
};
/** Common CJK ideographs and Hangul syllables, by code point range. */
const HAN = [0x4e00, 0x5fff];
const HIRAGANA = [0x3042, 0x3093];
const KATAKANA = [0x30a2, 0x30f3];
const HANGUL = [0xac00, 0xd7a3];

const fromRange = (pick, [low, high]) => String.fromCodePoint(pick.int(low, high));

function syllables(pick, table, count, accents = []) {
  let word = '';
  for (let i = 0; i < count; i++) {
    const vowel = accents.length > 0 && pick.chance(0.08) ? pick.one(accents) : pick.one(table.vowels);
    word += pick.one(table.onsets) + vowel + pick.one(table.codas);
  }
  return word;
}

/** Whether a locale writes spaces between words. */
export const spacedLocale = (locale) => !/^(zh|ja)/.test(locale);

/**
 * One pseudo-word in a locale's script.
 * @param {ReturnType<typeof import('./random.mjs').picker>} pick
 * @param {string} locale
 */
export function word(pick, locale) {
  const length = pick.int(1, 3);
  if (locale === 'ru') return syllables(pick, CYRILLIC, length);
  if (locale === 'ko') return Array.from({ length }, () => fromRange(pick, HANGUL)).join('');
  if (locale.startsWith('zh')) return Array.from({ length }, () => fromRange(pick, HAN)).join('');
  if (locale === 'ja') return Array.from({ length: length + 1 }, () => fromRange(pick, pick.one([HAN, HIRAGANA, HIRAGANA, KATAKANA]))).join('');
  return syllables(pick, LATIN, length, LATIN_ACCENTS[locale] ?? []);
}

/**
 * A sentence of `min` to `max` words with the locale's spacing and full stop.
 * @param {ReturnType<typeof import('./random.mjs').picker>} pick
 * @param {string} locale
 */
export function sentence(pick, locale, min = 5, max = 16) {
  const words = Array.from({ length: pick.int(min, max) }, () => word(pick, locale));
  if (!spacedLocale(locale)) return `${words.join('')}。`;
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** A few sentences. */
export function paragraph(pick, locale, min = 3, max = 6) {
  return Array.from({ length: pick.int(min, max) }, () => sentence(pick, locale)).join(spacedLocale(locale) ? ' ' : '');
}

/** A heading or title: a short sentence without its full stop. */
export function title(pick, locale) {
  return sentence(pick, locale, 2, 5).replace(/[.。]$/, '');
}
