import { ContentError } from '../errors.js';
import type { LocalizedText } from '../localized-text.js';
import type { YamlEntry } from './yaml-entries.js';

/** Checks the field names of an entry against the allowed ones. */
export function checkFieldNames(entry: YamlEntry, allowed: readonly string[], file: string): void {
  for (const name of Object.keys(entry.fields)) {
    if (!allowed.includes(name)) {
      throw new ContentError({ file, line: entry.fieldLines[name] }, `unknown field "${name}" in "${entry.key}"`, `use one of ${allowed.join(', ')}`);
    }
  }
}

/** A text field: one string for every locale, or a map of site locale -> string. */
export function localizedField(entry: YamlEntry, name: string, file: string, localeCodes: readonly string[]): LocalizedText | undefined {
  const value = entry.fields[name];
  if (value === undefined || value === null) return undefined;
  const where = { file, line: entry.fieldLines[name] };
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ContentError(where, `"${entry.key}.${name}" must be a string or a map of locale to string, got ${JSON.stringify(value)}`, `write ${name}: "text", or ${name}: { en: "text", ru: "текст" }`);
  }
  for (const [code, text] of Object.entries(value)) {
    if (!localeCodes.includes(code)) throw new ContentError(where, `"${entry.key}.${name}" names "${code}", which is not a locale of this site`, `use one of ${localeCodes.join(', ')}`);
    if (typeof text !== 'string') throw new ContentError(where, `"${entry.key}.${name}.${code}" must be a string, got ${JSON.stringify(text)}`, 'quote the value');
  }
  return value as Record<string, string>;
}

/** A plain string field. */
export function stringField(entry: YamlEntry, name: string, file: string): string | undefined {
  const value = entry.fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ContentError({ file, line: entry.fieldLines[name] }, `"${entry.key}.${name}" must be a string, got ${JSON.stringify(value)}`, 'quote the value');
  return value;
}
