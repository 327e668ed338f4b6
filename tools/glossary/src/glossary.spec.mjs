import { describe, expect, it } from 'vitest';
import { GlossaryError, parseGlossary } from './glossary.mjs';

const TERM = '  - id: administration\n    en: Administration\n    preferred: Администрирование\n    avoid: ["Управление сервером"]\n    ui: true\n';

describe('parseGlossary', () => {
  it('reads terms with their variants', () => {
    const glossary = parseGlossary(`locale: ru\nterms:\n${TERM}`, 'ru.yaml');
    expect(glossary).toEqual({ locale: 'ru', terms: [{ id: 'administration', en: 'Administration', preferred: 'Администрирование', avoid: ['Управление сервером'], ui: true }] });
  });

  it('names the line of a duplicate id', () => {
    expect(() => parseGlossary(`locale: ru\nterms:\n${TERM}${TERM}`, 'ru.yaml')).toThrow('ru.yaml:8: term id "administration" is also used at line 3');
  });

  it('refuses a variant that every use of the preferred term would match', () => {
    const text = 'locale: zh-Hans\nterms:\n  - id: admin\n    en: Administration\n    preferred: 系统管理\n    avoid: [管理]\n';
    expect(() => parseGlossary(text, 'zh.yaml')).toThrow(/zh\.yaml:3: term "admin": the avoided variant "管理" is part of the preferred term/);
  });

  it('lets a Latin variant stand inside a longer preferred word, since it matches whole words only', () => {
    const text = 'locale: de\nterms:\n  - id: users\n    en: User management\n    preferred: Benutzerverwaltung\n    avoid: [Nutzerverwaltung]\n';
    expect(parseGlossary(text, 'de.yaml').terms[0]?.avoid).toEqual(['Nutzerverwaltung']);
  });

  it('names the line of a YAML syntax error and of a term without a preferred term', () => {
    expect(() => parseGlossary('locale: ru\nterms:\n  - id: [oops\n', 'ru.yaml')).toThrow(GlossaryError);
    expect(() => parseGlossary('locale: ru\nterms:\n  - id: jobs\n    en: Jobs\n', 'ru.yaml')).toThrow('ru.yaml:3: term "jobs" has no `preferred`');
  });
});
