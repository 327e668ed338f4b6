import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import { ContentError } from '../errors.js';

/** One top-level entry of a YAML mapping file, with the lines of its fields for messages. */
export interface YamlEntry {
  key: string;
  line: number;
  /** The entry's fields: key -> value as plain data. */
  fields: Record<string, unknown>;
  /** Line of each field. */
  fieldLines: Record<string, number>;
}

/**
 * Reads a YAML file whose top level maps keys to mappings (`authors.yml`, `tags.yml`). Invalid
 * YAML, or an entry that is not a mapping, is a `ContentError` with the file and line.
 */
export function parseYamlEntries(text: string, file: string): YamlEntry[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    throw new ContentError({ file, line: lineOf(error.pos[0]) }, `not valid YAML: ${error.message.split('\n')[0]}`, 'check the indentation and quote values that contain ": "');
  }
  if (doc.contents === null) return [];
  if (!isMap(doc.contents)) throw new ContentError({ file, line: 1 }, 'the file must map keys to entries', 'write one `key:` per entry, each followed by its indented fields');
  return (doc.contents.items as Pair[]).map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (!isMap(pair.value)) throw new ContentError({ file, line }, `entry "${key}" must be a mapping of fields`, `indent its fields under "${key}:"`);
    const fields: Record<string, unknown> = {};
    const fieldLines: Record<string, number> = {};
    for (const field of pair.value.items as Pair[]) {
      const name = isScalar(field.key) ? String(field.key.value) : String(field.key);
      const node = field.value as { toJSON?: () => unknown } | null;
      fields[name] = node && typeof node.toJSON === 'function' ? node.toJSON() : node;
      fieldLines[name] = lineOf(isScalar(field.key) ? field.key.range?.[0] : undefined);
    }
    return { key, line, fields, fieldLines };
  });
}
