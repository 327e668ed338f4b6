import { slug as plainSlug } from 'github-slugger';
import { ContentError } from '../errors.js';
import type { LocalizedText } from '../localized-text.js';
import { checkFieldNames, localizedField, stringField } from './config-fields.js';
import { parseYamlEntries } from './yaml-entries.js';

/** A tag as `tags.yml` describes it, texts not yet picked for a locale. */
export interface TagConfig {
  key: string;
  label: LocalizedText;
  /** Path of the tag's page under `/blog/tags`, starting with `/`. */
  permalink: string;
  description?: LocalizedText;
}

const TAG_FIELDS = ['label', 'permalink', 'description'] as const;
const PERMALINK = /^(\/[a-z0-9][a-z0-9._~-]*)+$/i;

/**
 * Parses `tags.yml`: each key is a tag with `label` (required), `permalink` (default `/<key>`)
 * and `description`. Texts may be per locale.
 */
export function parseTags(text: string, file: string, localeCodes: readonly string[]): Map<string, TagConfig> {
  const tags = new Map<string, TagConfig>();
  const permalinks = new Map<string, string>();
  for (const entry of parseYamlEntries(text, file)) {
    checkFieldNames(entry, TAG_FIELDS, file);
    const label = localizedField(entry, 'label', file, localeCodes);
    if (label === undefined) throw new ContentError({ file, line: entry.line }, `tag "${entry.key}" has no label`, 'add `label: ...`');
    const permalink = stringField(entry, 'permalink', file) ?? `/${entry.key}`;
    const where = { file, line: entry.fieldLines['permalink'] ?? entry.line };
    if (!PERMALINK.test(permalink)) {
      throw new ContentError(where, `tag "${entry.key}" has permalink "${permalink}", which is not a URL path`, `write permalink: /${entry.key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
    }
    const taken = permalinks.get(permalink);
    if (taken) throw new ContentError(where, `tags "${taken}" and "${entry.key}" have the same permalink "${permalink}"`, 'give each tag its own permalink');
    permalinks.set(permalink, entry.key);
    const description = localizedField(entry, 'description', file, localeCodes);
    tags.set(entry.key, { key: entry.key, label, permalink, ...(description !== undefined ? { description } : {}) });
  }
  return tags;
}

/**
 * A tag a post names without `tags.yml` (`tags: [release]`, or `{ label, permalink }` written in
 * place), as Docusaurus makes them: labelled as written, its page at its slug or given permalink.
 */
export function inlineTag(tag: string | { label: string; permalink: string }): TagConfig {
  if (typeof tag === 'string') return { key: tag, label: tag, permalink: `/${plainSlug(tag) || 'tag'}` };
  return { key: plainSlug(tag.label) || 'tag', label: tag.label, permalink: `/${tag.permalink.replace(/^\/+/, '')}` };
}
