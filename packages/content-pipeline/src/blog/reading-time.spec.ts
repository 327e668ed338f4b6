import type { Root } from 'hast';
import { readingTimeMinutes } from './reading-time.js';

const paragraph = (text: string): Root => ({ type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }] });
const words = (n: number, word = 'photo') => Array.from({ length: n }, () => word).join(' ');

describe('readingTimeMinutes', () => {
  it('counts words in spaced scripts, 200 a minute, rounding up', () => {
    expect(readingTimeMinutes(paragraph(words(200)))).toBe(1);
    expect(readingTimeMinutes(paragraph(words(201)))).toBe(2);
    expect(readingTimeMinutes(paragraph(words(1000, 'фотография')))).toBe(5);
  });

  it('counts characters in Chinese and Japanese, 400 a minute', () => {
    expect(readingTimeMinutes(paragraph('照片备份'.repeat(100)))).toBe(1);
    expect(readingTimeMinutes(paragraph('照片备份'.repeat(250)))).toBe(3);
    expect(readingTimeMinutes(paragraph('写真をバックアップ'.repeat(100)))).toBe(3);
  });

  it('adds the Latin words inside Chinese text, and ignores punctuation', () => {
    // 400 characters (1 min) and 200 words (1 min).
    expect(readingTimeMinutes(paragraph(`${'备份'.repeat(200)} ${words(200, 'Immich')} — , .`))).toBe(2);
  });

  it('is at least one minute, and takes other speeds', () => {
    expect(readingTimeMinutes({ type: 'root', children: [] })).toBe(1);
    expect(readingTimeMinutes(paragraph(words(300)), { wordsPerMinute: 100 })).toBe(3);
    expect(readingTimeMinutes(paragraph('字'.repeat(300)), { charactersPerMinute: 100 })).toBe(3);
  });
});
