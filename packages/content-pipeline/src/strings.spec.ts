import { PIPELINE_STRINGS, pipelineText, type PipelineStringKey } from './strings.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the pipeline strings', () => {
  const english = PIPELINE_STRINGS['en']!;
  const keys = Object.keys(english) as PipelineStringKey[];

  it('exist in the ten locales, every key in each, with the placeholders of the English string', () => {
    expect(Object.keys(PIPELINE_STRINGS).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'ko', 'pt', 'ru', 'zh-Hans', 'zh-Hant']);
    for (const [locale, catalog] of Object.entries(PIPELINE_STRINGS)) {
      expect(Object.keys(catalog).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) {
        const text = catalog[key] as string;
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key] as string));
      }
    }
  });

  it('are told apart from English outside the Latin-script languages that share a word', () => {
    for (const locale of ['ru', 'zh-Hans', 'zh-Hant', 'ja', 'ko']) {
      for (const key of keys) expect(PIPELINE_STRINGS[locale]![key], `${locale} ${key}`).not.toBe(english[key]);
    }
  });

  it('fill placeholders, and fall back to English for a locale without strings', () => {
    expect(pipelineText('blog.tag', 'ru', { tag: 'релизы' })).toBe('Публикации с тегом «релизы»');
    expect(pipelineText('footnotes.back', 'de')).toBe('Zurück zur Referenz {n}');
    expect(pipelineText('footnotes.heading', 'it')).toBe('Footnotes');
  });
});
