/** A message: plain text, or one text per plural category of `Intl.PluralRules`. */
export type Message = string | PluralMessage;

/** Plural forms; `other` is required, the rest as the language needs (ru: one, few, many). */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** One locale's messages for a package's keys. */
export type Catalog<K extends string = string> = Readonly<Record<K, Message>>;

/** Values for `{name}` placeholders; `count` also chooses the plural form. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Looks up a message and fills its placeholders. */
export type Translate<K extends string = string> = (key: K, values?: MessageValues) => string;

const pluralRulesCache = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesCache.set(locale, rules);
  }
  return rules;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** Picks the plural form for `count` in `locale`, falling back to `other`. */
export function selectPlural(message: PluralMessage, count: number, locale: string): string {
  const category = pluralRules(locale).select(count) as keyof PluralMessage;
  return message[category] ?? message.other;
}

/** Formats one message for a locale. Unknown placeholders are left visible so they are noticed. */
export function formatMessage(message: Message, locale: string, values: MessageValues = {}): string {
  const count = values['count'];
  const text = typeof message === 'string' ? message : selectPlural(message, typeof count === 'number' ? count : 0, locale);
  // Most labels hold no placeholder: a page renders hundreds of them.
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(locale).format(value) : value;
  });
}

/**
 * Returns `t` for one locale of a package's catalogs. A key missing in that locale is taken from the
 * chain's later locales, so a partial catalogue never shows a raw key.
 */
export function createTranslator<K extends string>(
  catalogs: Readonly<Record<string, Catalog<K>>>,
  localeChain: readonly string[],
): Translate<K> {
  const locale = localeChain[0]!;
  return (key, values) => {
    for (const code of localeChain) {
      const message = catalogs[code]?.[key];
      if (message !== undefined) return formatMessage(message, locale, values);
    }
    return key;
  };
}

/**
 * One message in every locale of the catalogues (missing keys from `fallback`), as configs take
 * localized text (`{ en: 'Docs', ru: 'Документация', … }`).
 */
export function messageByLocale<K extends string>(catalogs: Readonly<Record<string, Catalog<K>>>, key: K, values?: MessageValues, fallback = 'en'): Record<string, string> {
  return Object.fromEntries(Object.keys(catalogs).map((locale) => [locale, createTranslator(catalogs, [locale, fallback])(key, values)]));
}
