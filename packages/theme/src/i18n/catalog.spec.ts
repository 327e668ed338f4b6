import { KNOWN_LOCALE_CODES, type Message } from '@lumidoc/i18n';
import { THEME_CATALOGS, type ThemeStringKey } from './catalog.js';

const en = THEME_CATALOGS['en']!;
const EN_KEYS = Object.keys(en).sort() as ThemeStringKey[];
const TRANSLATIONS = Object.entries(THEME_CATALOGS).filter(([code]) => code !== 'en');

/**
 * Values a translation may share with English, and where. Everything else equal to the English
 * text is taken for a string someone forgot to translate.
 */
const SAME_AS_ENGLISH: Record<string, { locales: string[]; why: string }> = {
  Documentation: { locales: ['fr'], why: 'French writes "documentation" exactly as English does (sidebar label).' },
  Danger: { locales: ['fr'], why: 'French "danger" is the same word (admonition type).' },
  Important: { locales: ['fr'], why: 'French "important" is the same word (admonition type).' },
  Type: { locales: ['fr'], why: 'French "type" is the same word (API table column).' },
  Info: { locales: ['de'], why: 'German uses the short form "Info" for "Information" as English does (admonition type).' },
  Name: { locales: ['de'], why: 'The German noun "Name" is spelled as in English (API table column).' },
  optional: { locales: ['de'], why: 'The German adjective "optional" is spelled as in English (API parameter).' },
  Tags: { locales: ['de'], why: 'German user interfaces, and the German glossary, say "Tags" for blog tags.' },
  'Version: {version}': { locales: ['de'], why: 'The German noun "Version" is spelled as in English (docs version badge).' },
  Community: { locales: ['de'], why: 'German self-hosting writing keeps "Community" (home page section).' },
  Callbacks: { locales: ['de'], why: 'German API documentation says "Callbacks", as it says "Request-Body" (API section heading).' },
};

const forms = (message: Message): string[] => (typeof message === 'string' ? [message] : Object.values(message).filter((v): v is string => typeof v === 'string'));
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

describe('THEME_CATALOGS', () => {
  it('has a catalogue for each of the ten known locales, and no other', () => {
    expect(Object.keys(THEME_CATALOGS).sort()).toEqual([...KNOWN_LOCALE_CODES].sort());
    expect(KNOWN_LOCALE_CODES).toHaveLength(10);
  });

  it.each(TRANSLATIONS)('%s has exactly the keys of en', (_code, catalog) => {
    const keys = Object.keys(catalog);
    expect({ missing: EN_KEYS.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !(EN_KEYS as string[]).includes(k)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(Object.entries(THEME_CATALOGS))('%s: plural messages have an `other` form, where en has a plural', (_code, catalog) => {
    for (const key of EN_KEYS) {
      const message = catalog[key];
      expect(typeof message, key).toBe(typeof en[key]);
      if (typeof message === 'object') expect(message.other, `${key}.other`).toEqual(expect.any(String));
    }
  });

  it.each(TRANSLATIONS)('%s keeps every placeholder of en', (_code, catalog) => {
    for (const key of EN_KEYS) {
      const expected = placeholders(forms(en[key]).join(' '));
      for (const form of forms(catalog[key])) expect(placeholders(form), key).toEqual(expected);
    }
  });

  it.each(TRANSLATIONS)('%s translates every value (but for the listed words that are the same)', (code, catalog) => {
    const untranslated = EN_KEYS.filter((key) => {
      if (JSON.stringify(catalog[key]) !== JSON.stringify(en[key])) return false;
      const same = typeof en[key] === 'string' ? SAME_AS_ENGLISH[en[key] as string] : undefined;
      return !same?.locales.includes(code);
    });
    expect(untranslated).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    for (const [value, { locales }] of Object.entries(SAME_AS_ENGLISH)) {
      for (const code of locales) {
        const shared = EN_KEYS.some((key) => en[key] === value && THEME_CATALOGS[code]![key] === value);
        expect(shared, `${code}: "${value}"`).toBe(true);
      }
    }
  });
});

describe('theme string keys', () => {
  // The text of the component sources (read through Vite: the theme's lint allows no Node
  // built-ins); not the catalogues themselves, tests, stories or their fixtures.
  const files = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../i18n/**', '!../stories/**', '!../**/*.spec.{ts,tsx}', '!../**/*.stories.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const sources = Object.values(files);

  it('reads the component sources', () => {
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['../components/SearchBox.tsx', '../content/CodeBlock.tsx', '../layouts/DocPage.tsx']));
    expect(Object.keys(files).filter((file) => file.startsWith('../i18n/') || file.includes('.stories.'))).toEqual([]);
  });

  /**
   * A key is used when a source names it as a string literal, or builds it from a prefix
   * (`t(\`admonition.${type}\`)`) in a file that also names its last part (`'warning'`).
   */
  const used = (key: string) => {
    const quoted = (text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``];
    if (sources.some((source) => quoted(key).some((literal) => source.includes(literal)))) return true;
    const at = key.lastIndexOf('.');
    const prefix = key.slice(0, at + 1);
    const last = key.slice(at + 1);
    return sources.some((source) => source.includes(`\`${prefix}\${`) && quoted(last).some((literal) => source.includes(literal)));
  };

  it('uses every key of the English catalogue somewhere in packages/theme/src', () => {
    expect(EN_KEYS.filter((key) => !used(key))).toEqual([]);
  });
});
