import { KNOWN_LOCALE_CODES } from '@lumidoc/i18n';
import type { ImportReport } from './report.js';
import { isRecord, listOf, stringOf } from './values.js';

export interface ImportedLocales {
  /** Docusaurus's default locale: Lumidoc's default (no URL prefix) and source locale. */
  sourceLocale: string;
  /** Lumidoc codes, in Docusaurus's order. */
  locales: string[];
  /** Lumidoc's code for each Docusaurus locale that is carried over. */
  codeOf: ReadonlyMap<string, string>;
}

const CHINESE: Record<string, string> = { 'zh-cn': 'zh-Hans', 'zh-sg': 'zh-Hans', zh: 'zh-Hans', 'zh-tw': 'zh-Hant', 'zh-hk': 'zh-Hant', 'zh-mo': 'zh-Hant' };

/** Lumidoc's locale for a Docusaurus locale code: the same code, else its language (`pt-BR` -> `pt`), else none. */
export function lumidocLocale(code: string): string | undefined {
  const lower = code.toLowerCase();
  const exact = KNOWN_LOCALE_CODES.find((known) => known.toLowerCase() === lower);
  return exact ?? CHINESE[lower] ?? KNOWN_LOCALE_CODES.find((known) => known === lower.split('-')[0]);
}

/**
 * The site's locales from Docusaurus's `i18n`: each mapped to a locale Lumidoc ships strings for;
 * others are reported and their content is not carried over. The default locale stays the default
 * (served without a prefix) and is the source locale translations are made from.
 */
export function translateLocales(i18n: unknown, file: string, report: ImportReport): ImportedLocales {
  const config = isRecord(i18n) ? i18n : {};
  const defaultCode = stringOf(config['defaultLocale']) ?? 'en';
  const codes = [...new Set([defaultCode, ...listOf(config['locales']).filter((c): c is string => typeof c === 'string')])];
  const codeOf = new Map<string, string>();
  for (const code of codes) {
    const lumidoc = lumidocLocale(code);
    if (!lumidoc) {
      report.add(file, `i18n.locales: "${code}" is not carried over (Lumidoc ships interface strings for ${KNOWN_LOCALE_CODES.join(', ')}); its translations are left out`);
      continue;
    }
    if ([...codeOf.values()].includes(lumidoc)) {
      report.add(file, `i18n.locales: "${code}" is not carried over: it is the same Lumidoc locale (${lumidoc}) as another one`);
      continue;
    }
    if (lumidoc !== code) report.add(file, `i18n.locales: "${code}" becomes Lumidoc's "${lumidoc}"${code === defaultCode ? '' : `: its pages move from /${code}/… to /${lumidoc}/…`}`);
    codeOf.set(code, lumidoc);
  }
  const sourceLocale = codeOf.get(defaultCode) ?? 'en';
  if (!codeOf.has(defaultCode)) codeOf.set(defaultCode, sourceLocale);
  if (isRecord(config['localeConfigs']) && Object.keys(config['localeConfigs']).length > 0) {
    report.add(file, "i18n.localeConfigs: not carried over (Lumidoc's locales come with their label, direction, html lang and calendar)");
  }
  if (config['path'] !== undefined) report.add(file, 'i18n.path: not carried over; translations are read from i18n/ (the Docusaurus default)');
  const locales = [...new Set(codes.flatMap((code) => codeOf.get(code) ?? []))];
  return { sourceLocale, locales, codeOf };
}
