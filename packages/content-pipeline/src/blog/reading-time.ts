import type { Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';

/** Reading speeds; the defaults suit prose read on a screen. */
export interface ReadingSpeed {
  /** Words per minute, for scripts that separate words with spaces (Latin, Cyrillic, Hangul …). */
  wordsPerMinute?: number;
  /** Characters per minute, for Chinese and Japanese, which do not separate words. */
  charactersPerMinute?: number;
}

/** Han ideographs and Japanese kana: each character counts, as these scripts have no spaces. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORD = /[\p{L}\p{N}]/u;

/**
 * Minutes to read a body, at least 1: characters of Chinese and Japanese text, plus words of
 * everything else (an English product name inside Chinese prose counts as a word).
 */
export function readingTimeMinutes(tree: HastRoot, speed: ReadingSpeed = {}): number {
  const text = toString(tree);
  const characters = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter((token) => WORD.test(token)).length;
  const minutes = characters / (speed.charactersPerMinute ?? 400) + words / (speed.wordsPerMinute ?? 200);
  return Math.max(1, Math.ceil(minutes));
}
