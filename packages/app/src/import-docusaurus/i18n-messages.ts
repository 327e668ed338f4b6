import fs from 'node:fs';
import path from 'node:path';
import type { ImportReport } from './report.js';
import { isRecord } from './values.js';

/** Messages of one Docusaurus translation file (`{ key: { message, description } }`), by key. */
export function readMessages(file: string, displayPath: string, report: ImportReport): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    report.add(displayPath, `not carried over: it is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return {};
  }
  if (!isRecord(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([key, value]) => {
      const message = isRecord(value) ? value['message'] : value;
      return typeof message === 'string' ? [[key, message]] : [];
    }),
  );
}

/** The translation files of every locale but the source one, read as messages by Lumidoc locale. */
export function readLocaleMessages(siteDir: string, locales: ReadonlyMap<string, string>, sourceLocale: string, relative: string, report: ImportReport): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const [code, locale] of locales) {
    if (locale === sourceLocale) continue;
    const display = `i18n/${code}/${relative}`;
    const messages = readMessages(path.join(siteDir, display), display, report);
    if (Object.keys(messages).length > 0) result[locale] = messages;
  }
  return result;
}
