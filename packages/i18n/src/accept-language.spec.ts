import { preferredLocale } from './accept-language.js';

const CODES = ['en', 'ru', 'zh-Hans', 'zh-Hant', 'pt'];

describe('preferredLocale', () => {
  it('takes the first tag the list has: whole tag, Chinese region, then language', () => {
    expect(preferredLocale('ru-RU,ru;q=0.9,en;q=0.8', CODES)).toBe('ru');
    expect(preferredLocale('zh-TW,zh;q=0.9', CODES)).toBe('zh-Hant');
    expect(preferredLocale('zh-CN', CODES)).toBe('zh-Hans');
    expect(preferredLocale('zh-Hant', CODES)).toBe('zh-Hant');
    expect(preferredLocale('pt-BR', CODES)).toBe('pt');
    expect(preferredLocale('sv-SE, en;q=0.5', CODES)).toBe('en');
  });

  it('gives undefined when nothing matches or there is no header', () => {
    expect(preferredLocale('sv-SE,fi;q=0.5', CODES)).toBeUndefined();
    expect(preferredLocale(undefined, CODES)).toBeUndefined();
    expect(preferredLocale('zh-TW', ['en', 'ru'])).toBeUndefined();
  });
});
