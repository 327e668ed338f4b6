import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { listFiles } from '../build/files.js';
import { ContentError } from '../errors.js';
import { isPartialPath } from './number-prefix.js';

/** What a category's label links to: a doc, or an index page listing the category's items. */
export type CategoryLinkConfig =
  | { type: 'doc'; id: string }
  | {
      type: 'generated-index';
      /** The index page's title; the category label when absent. */
      title?: string;
      /** Shown under the title; the category's `description` when absent. */
      description?: string;
      /** Route below the docs (`/category/guides` by default, from the label). */
      slug?: string;
    };

/** A folder's `_category_.json` or `_category_.yml`, checked. */
export interface CategoryFile {
  /** Path as messages show it. */
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  /** `null` turns off the folder's index doc as the category's link. */
  link?: CategoryLinkConfig | null;
  /** The line of a key (`link`, `label` …) in the file, for later messages about it. */
  lineOf(key: string): number | undefined;
}

/** Category files by folder: `<locale>/<folder below the locale>` (`en/guides/advanced`, `en` for the locale folder). */
export type CategoryFiles = ReadonlyMap<string, CategoryFile>;

const FILE_NAME = /^_category_\.(json|ya?ml)$/;

const FIELDS = {
  label: 'string',
  position: 'number',
  collapsed: 'boolean',
  collapsible: 'boolean',
  className: 'string',
  description: 'string',
} as const;
/** Docusaurus keys read elsewhere or not used by Lumidoc, accepted as they are. */
const IGNORED = new Set(['customProps', 'key']);
const GENERATED_INDEX_FIELDS = { title: 'string', description: 'string', slug: 'string', keywords: 'array', image: 'string' } as const;

/**
 * Reads every `_category_.json` / `_category_.yml` below a docs version folder, each locale's own
 * (a translated folder may give its own label). Files inside `_…` folders are left out. A file that
 * does not parse or holds a wrong field is a `ContentError` naming the file, the line and the key.
 */
export async function readCategoryFiles(siteDir: string, docsDir: string): Promise<Map<string, CategoryFile>> {
  const out = new Map<string, CategoryFile>();
  for (const absolute of await listFiles(docsDir, FILE_NAME)) {
    const relative = path.relative(docsDir, absolute).split(path.sep).join('/');
    const folder = path.posix.dirname(relative);
    if (folder === '.' || isPartialPath(folder)) continue;
    const displayPath = path.relative(siteDir, absolute).split(path.sep).join('/');
    if (out.has(folder)) {
      throw new ContentError({ file: displayPath }, `the folder has two category files (${out.get(folder)!.file} too)`, 'keep one of _category_.json and _category_.yml');
    }
    out.set(folder, parseCategoryFile(await readFile(absolute, 'utf8'), displayPath));
  }
  return out;
}

/** Parses and checks one category file; `.json` by its name, anything else as YAML. */
export function parseCategoryFile(text: string, displayPath: string): CategoryFile {
  const isJson = displayPath.endsWith('.json');
  const value = isJson ? parseJson(text, displayPath) : parseYaml(text, displayPath);
  const lineOf = (key: string) => keyLine(text, key, isJson);
  const fail = (pointer: string, problem: string, fix: string): never => {
    const key = pointer.split('/').pop()!;
    throw new ContentError({ file: displayPath, ...optionalLine(lineOf(key)) }, `${pointer}: ${problem}`, fix);
  };
  if (value === null || value === undefined) return { file: displayPath, lineOf };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ContentError({ file: displayPath, line: 1 }, `a category file holds an object, got ${describe(value)}`, 'write the category as keys: label, position, collapsed, collapsible, className, description, link');
  }
  const record = value as Record<string, unknown>;
  const out: CategoryFile = { file: displayPath, lineOf };
  for (const [key, field] of Object.entries(record)) {
    if (IGNORED.has(key)) continue;
    if (key === 'link') {
      out.link = checkLink(field, fail);
      continue;
    }
    const expected = FIELDS[key as keyof typeof FIELDS];
    if (!expected) fail(`/${key}`, `"${key}" is not a category key`, `use one of: ${[...Object.keys(FIELDS), 'link'].join(', ')}`);
    if (typeof field !== expected || (expected === 'number' && !Number.isFinite(field))) {
      fail(`/${key}`, `${key} must be a ${expected}, got ${describe(field)}`, key === 'position' ? 'write a number, e.g. position: 2' : `write ${key} as a ${expected}`);
    }
    (out as unknown as Record<string, unknown>)[key] = field;
  }
  return out;
}

type Fail = (pointer: string, problem: string, fix: string) => never;

function checkLink(field: unknown, fail: Fail): CategoryLinkConfig | null {
  if (field === null) return null;
  const fix = "write link: { type: 'doc', id: '<doc id>' } or link: { type: 'generated-index' }";
  if (typeof field !== 'object' || Array.isArray(field)) return fail('/link', `link must be an object, got ${describe(field)}`, fix);
  const link = field as Record<string, unknown>;
  if (link['type'] === 'doc') {
    if (typeof link['id'] !== 'string' || link['id'] === '') return fail('/link/id', `a doc link needs the doc's id, got ${describe(link['id'])}`, "write link: { type: 'doc', id: 'guides/setup' }");
    const extra = Object.keys(link).find((key) => key !== 'type' && key !== 'id');
    if (extra) fail(`/link/${extra}`, `"${extra}" is not a key of a doc link`, 'a doc link has type and id only');
    return { type: 'doc', id: link['id'] };
  }
  if (link['type'] === 'generated-index') {
    const out: Extract<CategoryLinkConfig, { type: 'generated-index' }> = { type: 'generated-index' };
    for (const [key, value] of Object.entries(link)) {
      if (key === 'type') continue;
      const expected = GENERATED_INDEX_FIELDS[key as keyof typeof GENERATED_INDEX_FIELDS];
      if (!expected) fail(`/link/${key}`, `"${key}" is not a key of a generated-index link`, `use one of: ${Object.keys(GENERATED_INDEX_FIELDS).join(', ')}`);
      if (expected === 'array' ? !Array.isArray(value) : typeof value !== expected) fail(`/link/${key}`, `${key} must be a ${expected}, got ${describe(value)}`, `write ${key} as a ${expected}`);
      if (key === 'slug' && !/^\/?[\p{L}\p{N}._~-]+(\/[\p{L}\p{N}._~-]+)*$/u.test(value as string)) {
        fail('/link/slug', `slug "${String(value)}" is not a path`, 'write a path of letters, digits, "-", "_", "." and "/", e.g. slug: /category/guides');
      }
      if (key === 'title' || key === 'description' || key === 'slug') out[key] = value as string;
    }
    return out;
  }
  return fail('/link/type', `link type must be "doc" or "generated-index", got ${describe(link['type'])}`, fix);
}

function parseJson(text: string, displayPath: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
    throw new ContentError({ file: displayPath, ...optionalLine(line) }, `the category file is not valid JSON: ${message}`, 'fix the JSON (double-quoted keys and strings, no trailing comma), or write it as _category_.yml');
  }
}

function parseYaml(text: string, displayPath: string): unknown {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line;
    throw new ContentError({ file: displayPath, line }, `the category file is not valid YAML: ${error.message.split('\n')[0]}`, 'fix the YAML: one "key: value" a line, nested keys indented (link:\\n  type: doc\\n  id: guides/setup)');
  }
  return document.toJS();
}

/** The first line that writes `key` as a key. */
function keyLine(text: string, key: string, isJson: boolean): number | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = isJson ? new RegExp(`"${escaped}"\\s*:`) : new RegExp(`(^|[\\s{,])["']?${escaped}["']?\\s*:`);
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

function optionalLine(line: number | undefined): { line?: number } {
  return line === undefined ? {} : { line };
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
