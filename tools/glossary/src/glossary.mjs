// A locale's glossary: the preferred term for each concept and the variants to avoid.
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';

/** A glossary that cannot be used, with the file, the line and what to do. */
export class GlossaryError extends Error {
  constructor(file, line, problem, fix) {
    super(`${file}:${line}: ${problem}\nfix: ${fix}`);
    this.name = 'GlossaryError';
    this.file = file;
    this.line = line;
  }
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The variant without its stem marker, lower-cased as it is matched. */
export const variantText = (variant) => variant.replace(/\*$/, '').toLocaleLowerCase();

// Scripts that separate words with spaces and do not glue endings on with particles: a variant in
// them matches whole words only (a trailing `*` lets any ending follow). Other scripts (Han, kana,
// Hangul) match anywhere.
const WORD_CHAR = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\d]/u;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression one variant is found with (lower-cased text). */
export function variantPattern(variant) {
  const stem = variant.endsWith('*');
  const text = variantText(variant);
  const start = WORD_CHAR.test(text[0]) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = !stem && WORD_CHAR.test(text.at(-1)) ? '(?![\\p{L}\\p{N}])' : stem && WORD_CHAR.test(text.at(-1)) ? '[\\p{L}\\p{N}]*' : '';
  return new RegExp(`${start}${escapeRegExp(text)}${end}`, 'giu');
}



/**
 * Reads a glossary's YAML text: `locale`, then `terms`, each with `id`, `en`, `preferred`, `avoid`
 * (list), `ui` (boolean) and an optional `note`. Throws `GlossaryError` naming the line of the first
 * problem: a missing field, a duplicate id, or a variant that the preferred term itself contains
 * (every correct use would be reported).
 */
export function parseGlossary(text, file) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineOf = (node) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  if (doc.errors.length) {
    const [error] = doc.errors;
    throw new GlossaryError(file, lineCounter.linePos(error.pos[0]).line, `not valid YAML: ${error.message.split('\n')[0]}`, 'correct the YAML syntax at that line');
  }
  const root = doc.contents;
  if (!isMap(root)) throw new GlossaryError(file, 1, 'a glossary is a map with `locale` and `terms`', 'start the file with `locale: <code>` and `terms:`');
  const locale = root.get('locale');
  if (typeof locale !== 'string' || !locale) throw new GlossaryError(file, 1, '`locale` is missing', 'add `locale: <code>`, the same as the file name');
  const terms = root.get('terms', true);
  if (!isSeq(terms)) throw new GlossaryError(file, lineOf(terms ?? root), '`terms` is not a list', 'write `terms:` followed by `- id: ...` entries');

  const seen = new Map();
  const parsed = terms.items.map((item) => {
    const line = lineOf(item);
    if (!isMap(item)) throw new GlossaryError(file, line, 'a term is a map', 'write the term as `- id: ...` with `en`, `preferred` and `avoid`');
    const value = item.toJSON();
    const id = value.id;
    if (typeof id !== 'string' || !ID.test(id)) throw new GlossaryError(file, line, `term id ${JSON.stringify(id)} is not kebab-case`, 'give the term an id like `external-library`');
    if (seen.has(id)) throw new GlossaryError(file, line, `term id "${id}" is also used at line ${seen.get(id)}`, 'merge the two entries or rename one');
    seen.set(id, line);
    for (const key of ['en', 'preferred']) {
      if (typeof value[key] !== 'string' || !value[key].trim()) throw new GlossaryError(file, line, `term "${id}" has no \`${key}\``, `add \`${key}: <text>\` to the term`);
    }
    const avoid = value.avoid ?? [];
    if (!Array.isArray(avoid) || avoid.some((v) => typeof v !== 'string' || !variantText(v).trim())) {
      throw new GlossaryError(file, line, `term "${id}": \`avoid\` must be a list of non-empty strings`, 'write `avoid: ["variant", "stem*"]` or `avoid: []`');
    }
    const preferred = value.preferred.toLocaleLowerCase();
    const clash = avoid.find((v) => variantPattern(v).test(preferred));
    if (clash) throw new GlossaryError(file, line, `term "${id}": the avoided variant "${clash}" is part of the preferred term "${value.preferred}"`, 'remove that variant, or avoid a longer form of it');
    const unknown = Object.keys(value).filter((k) => !['id', 'en', 'preferred', 'avoid', 'ui', 'note'].includes(k));
    if (unknown.length) throw new GlossaryError(file, line, `term "${id}" has unknown key(s) ${unknown.join(', ')}`, 'use only id, en, preferred, avoid, ui and note');
    return { id, en: value.en, preferred: value.preferred, avoid, ui: value.ui === true, ...(value.note ? { note: String(value.note) } : {}) };
  });
  return { locale, terms: parsed };
}
