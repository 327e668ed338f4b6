import { KNOWN_LOCALES, type LocaleInfo } from './locales.js';

/** A site's locale configuration. */
export interface LocaleConfig {
  /** Served at the site root, without a path prefix. */
  defaultLocale: string;
  /** Every locale the site is built in, in dropdown order. */
  locales: readonly string[];
  /** Where a locale without a translation borrows from; each chain ends at the source locale. */
  fallbacks?: Readonly<Record<string, readonly string[]>>;
  /** The locale content is written in first. */
  sourceLocale?: string;
}

/** The locales of one site, with path helpers bound to its default locale. */
export interface LocaleSet {
  readonly defaultLocale: string;
  readonly sourceLocale: string;
  readonly list: readonly LocaleInfo[];
  get(code: string): LocaleInfo;
  has(code: string): boolean;
  /** Splits `/ru/docs/x` into `{ locale: 'ru', path: '/docs/x' }`; no prefix means the default locale. */
  parse(pathname: string): { locale: string; path: string };
  /** Prefixes a locale-neutral path (`/docs/x`) for a locale (`/ru/docs/x`). */
  localizePath(path: string, locale: string): string;
  /** The locale itself, then the locales it falls back to, in order. */
  fallbackChain(locale: string): string[];
}

/** Thrown for a locale configuration that cannot work; the message says what to change. */
export class LocaleConfigError extends Error {
  override name = 'LocaleConfigError';
}

const DEFAULT_FALLBACKS: Record<string, string[]> = { 'zh-Hant': ['zh-Hans', 'en'] };

/** Validates a locale configuration and returns its locale set. */
export function createLocaleSet(config: LocaleConfig): LocaleSet {
  const sourceLocale = config.sourceLocale ?? 'en';
  const unknown = config.locales.filter((code) => !KNOWN_LOCALES[code]);
  if (unknown.length > 0) {
    throw new LocaleConfigError(
      `Unknown locale ${unknown.map((c) => `"${c}"`).join(', ')} in locales; known locales: ${Object.keys(KNOWN_LOCALES).join(', ')}.`,
    );
  }
  for (const code of [config.defaultLocale, sourceLocale]) {
    if (!config.locales.includes(code)) {
      throw new LocaleConfigError(`Locale "${code}" is the default or source locale but is missing from locales; add it.`);
    }
  }
  if (new Set(config.locales).size !== config.locales.length) {
    throw new LocaleConfigError('A locale appears twice in locales; list each once.');
  }
  const fallbacks = { ...DEFAULT_FALLBACKS, ...config.fallbacks };
  for (const [from, chain] of Object.entries(fallbacks)) {
    const missing = chain.filter((code) => !config.locales.includes(code));
    if (config.locales.includes(from) && missing.length > 0) {
      throw new LocaleConfigError(`Fallback chain of "${from}" names ${missing.join(', ')}, which is not in locales.`);
    }
  }

  const list: LocaleInfo[] = config.locales.map((code) => ({
    ...KNOWN_LOCALES[code]!,
    path: code === config.defaultLocale ? '' : code,
  }));
  const byCode = new Map(list.map((l) => [l.code, l]));
  const byPath = new Map(list.filter((l) => l.path).map((l) => [l.path, l.code]));

  const get = (code: string): LocaleInfo => {
    const info = byCode.get(code);
    if (!info) throw new LocaleConfigError(`Locale "${code}" is not one of this site's locales (${config.locales.join(', ')}).`);
    return info;
  };

  return {
    defaultLocale: config.defaultLocale,
    sourceLocale,
    list,
    get,
    has: (code) => byCode.has(code),
    parse(pathname) {
      const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
      const locale = match && byPath.get(match[1]!);
      if (!match || !locale) return { locale: config.defaultLocale, path: pathname || '/' };
      return { locale, path: match[2] ?? '/' };
    },
    localizePath(path, locale) {
      const prefix = get(locale).path;
      if (!prefix) return path;
      return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
    },
    fallbackChain(locale) {
      const chain = [locale, ...(fallbacks[locale] ?? (locale === sourceLocale ? [] : [sourceLocale]))];
      return [...new Set(chain)].filter((code) => byCode.has(code));
    },
  };
}
