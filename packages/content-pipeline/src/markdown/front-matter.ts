import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import { ContentError, type ContentWarning } from '../errors.js';
import { editDistance, nearest } from '../links/nearest.js';
import { readSimpleYaml } from './simple-yaml.js';

/**
 * Front matter keys every content file may use, with the type each must have: every key of
 * Docusaurus's docs front matter, plus `source_hash`, and the blog's `authors` and `date`.
 */
const FRONT_MATTER_TYPES = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  id: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  tags: 'tags',
  keywords: 'string[]',
  image: 'string',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  hide_table_of_contents: 'boolean',
  pagination_prev: 'id|null',
  pagination_next: 'id|null',
  last_update: 'last-update',
  source_hash: 'string',
  authors: 'authors',
  date: 'date',
  pagination_label: 'string',
  sidebar_class_name: 'string',
  sidebar_custom_props: 'object',
  displayed_sidebar: 'string|null',
  hide_title: 'boolean',
  parse_number_prefixes: 'boolean',
  custom_edit_url: 'string|null',
} as const;

type KeyType = (typeof FRONT_MATTER_TYPES)[keyof typeof FRONT_MATTER_TYPES];

/** Parsed front matter. Every key is optional; collections decide which they require. */
export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  id?: string;
  draft?: boolean;
  unlisted?: boolean;
  tags?: FrontMatterTag[];
  keywords?: string[];
  image?: string;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  hide_table_of_contents?: boolean;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  last_update?: { date?: string; author?: string };
  source_hash?: string;
  /** A post's authors: ids of `authors.yml`, or authors written in place (`{ name, title, url, image_url }`); one id may stand alone. */
  authors?: string | Array<string | InlineAuthor>;
  date?: string;
  /** The doc's label in the previous/next links that point to it; default its sidebar label. */
  pagination_label?: string;
  /** Class names of the doc's sidebar item. */
  sidebar_class_name?: string;
  /** Data passed to the doc's sidebar item (`customProps`), for a site's own sidebar component. */
  sidebar_custom_props?: Record<string, unknown>;
  /** Id of the sidebar shown with the doc (also one that does not list it); `null` for none. */
  displayed_sidebar?: string | null;
  /** Hides the title heading the theme adds at the top of a doc (not a leading `# Heading` of the body). */
  hide_title?: boolean;
  /** Whether number prefixes of file names are stripped from the doc's id and route; default true. */
  parse_number_prefixes?: boolean;
  /** The doc's "edit this page" link, replacing the site's; `null` for none. */
  custom_edit_url?: string | null;
}

/** A tag in front matter: a name, or an inline tag with its label, permalink and description. */
export type FrontMatterTag = string | { label: string; permalink: string; description?: string };

/** The front matter and the Markdown after it. */
export interface SplitSource {
  frontMatter: FrontMatter;
  /** Markdown body, with the front matter lines blanked so body line numbers match the file. */
  body: string;
  /** Problems that do not stop the build: an unknown key, which is left out of `frontMatter`. */
  warnings: ContentWarning[];
}

/** Whether `value` is one tag: a string, or a mapping of a string label and permalink and an optional string description. */
function isTag(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const tag = value as Record<string, unknown>;
  return (
    typeof tag['label'] === 'string' &&
    typeof tag['permalink'] === 'string' &&
    (tag['description'] === undefined || typeof tag['description'] === 'string') &&
    Object.keys(tag).every((key) => key === 'label' || key === 'permalink' || key === 'description')
  );
}

/** An author written in a post's front matter instead of `authors.yml`. */
export interface InlineAuthor {
  name: string;
  title?: string;
  url?: string;
  image_url?: string;
  email?: string;
  socials?: Record<string, string>;
}

const INLINE_AUTHOR_KEYS = new Set(['name', 'title', 'url', 'image_url', 'imageURL', 'email', 'socials', 'description', 'page', 'key']);

/** Whether `value` is one author (an id, or a mapping with a string name) or a list of them. */
function isAuthors(value: unknown): boolean {
  const isAuthor = (author: unknown) =>
    typeof author === 'string' ||
    (typeof author === 'object' && author !== null && !Array.isArray(author) && typeof (author as Record<string, unknown>)['name'] === 'string' && Object.keys(author).every((key) => INLINE_AUTHOR_KEYS.has(key)));
  return typeof value === 'string' || (Array.isArray(value) && value.every(isAuthor));
}

/** Whether `value` is a `last_update`: a mapping of a readable `date` and/or a string `author`, and nothing else. */
function isLastUpdate(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { date, author, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || (date === undefined && author === undefined)) return false;
  const readableDate = date === undefined || date instanceof Date || (typeof date === 'string' && !Number.isNaN(Date.parse(date)));
  return readableDate && (author === undefined || typeof author === 'string');
}

function matchesType(value: unknown, type: KeyType): boolean {
  switch (type) {
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'string|null':
    case 'id|null':
      return value === null || typeof value === 'string';
    case 'tags':
      return Array.isArray(value) && value.every(isTag);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'last-update':
      return isLastUpdate(value);
    case 'authors':
      return isAuthors(value);
    case 'date':
      return (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || value instanceof Date;
    default:
      return typeof value === type;
  }
}

const DESCRIBE: Record<KeyType, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  'string[]': 'a list of strings, e.g. [a, b]',
  'string|null': 'a string or null',
  'id|null': 'a doc id or null',
  tags: 'a list of tags, each a name or { label, permalink, description }',
  object: 'a mapping of names to values, e.g. { badge: new }',
  'last-update': 'a mapping of a date and/or an author, e.g. { date: 2025-07-01, author: Name }',
  authors: 'an author id of authors.yml, or a list of ids and { name, title, url, image_url } authors',
  date: 'a date, e.g. 2024-07-18',
};

/**
 * Splits YAML front matter from Markdown and validates every key. A value of the wrong type is a
 * `ContentError` naming the file, the line and the key; an unknown key is a warning (it may be one
 * another tool reads) and is left out.
 */
export function parseFrontMatter(fileText: string, file: string): SplitSource {
  // A byte-order mark (some Windows editors write one) is not part of the text.
  const source = fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText;
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) {
    if (/^---[ \t]*\r?\n/.test(source)) {
      throw new ContentError({ file, line: 1 }, 'the front matter opened on line 1 is never closed', 'end it with a line of three dashes (---) after its last key');
    }
    return { frontMatter: {}, body: source, warnings: [] };
  }
  const yamlText = match[1]!;
  const blanked = match[0].replace(/[^\n]/g, '');
  const body = blanked + source.slice(match[0].length);
  // Simple front matter of known keys with values of their types is read without the YAML parser;
  // anything else (an unknown key, a wrong type: a warning or an error to report) goes through it.
  const simple = readSimpleYaml(yamlText);
  if (simple?.every(([key, value]) => Object.hasOwn(FRONT_MATTER_TYPES, key) && matchesType(value, (FRONT_MATTER_TYPES as Record<string, KeyType>)[key]!))) {
    return { frontMatter: Object.fromEntries(simple) as FrontMatter, body, warnings: [] };
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line + 1);
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    throw new ContentError({ file, line: lineOf(error.pos[0]) }, `front matter is not valid YAML: ${error.message.split('\n')[0]}`, 'check the indentation and quote values that contain ": "');
  }
  const frontMatter: Record<string, unknown> = {};
  const warnings: ContentWarning[] = [];
  if (doc.contents !== null) {
    if (!isMap(doc.contents)) throw new ContentError({ file, line: 2 }, 'front matter must be a mapping of keys to values');
    for (const pair of doc.contents.items as Pair[]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const line = lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
      const type = (FRONT_MATTER_TYPES as Record<string, KeyType>)[key];
      if (!type) {
        const near = nearest(key, Object.keys(FRONT_MATTER_TYPES));
        const suggestion = near && editDistanceAtMost(key, near) ? `did you mean ${near}? ` : '';
        warnings.push({ location: { file, line }, problem: `unknown front matter key "${key}" is ignored`, fix: `${suggestion}use one of ${Object.keys(FRONT_MATTER_TYPES).join(', ')}` });
        continue;
      }
      const node = pair.value as { toJSON?: () => unknown } | null;
      const value = node && typeof node.toJSON === 'function' ? node.toJSON() : node;
      if (!matchesType(value, type)) {
        // Quote what was written: YAML may have read `12e45678` as a number that prints as Infinity.
        const range = (pair.value as { range?: [number, number] } | null)?.range;
        const written = range ? yamlText.slice(range[0], range[1]).trim() : String(value);
        const hint = type === 'string' && (typeof value === 'number' || typeof value === 'boolean') ? `quote the value: ${key}: "${written}"` : undefined;
        const got = typeof value === 'number' ? `the number ${written}` : JSON.stringify(value);
        throw new ContentError({ file, line }, `front matter key "${key}" must be ${DESCRIBE[type]}, got ${got}`, hint);
      }
      frontMatter[key] = value instanceof Date ? value.toISOString() : value;
    }
  }
  return { frontMatter: frontMatter as FrontMatter, body, warnings };
}

/** Whether `near` is close enough to `key` to be what was meant: a third of its letters or fewer differ. */
function editDistanceAtMost(key: string, near: string): boolean {
  return editDistance(key, near) <= Math.max(1, Math.floor(near.length / 3));
}
