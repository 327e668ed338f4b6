import fs from 'node:fs/promises';
import path from 'node:path';
import type { SidebarConfigItem, SidebarsConfig } from '../docs/sidebar.js';
import { ContentError } from '../errors.js';
import { parseJsonFile, type JsonFile } from './json-file.js';

const SHAPE_FIX = 'write an object of sidebar id -> list of items, as sidebars.ts exports: { "docs": [{ "type": "doc", "id": "intro" }] }';

type Path = Array<string | number>;

/**
 * Reads a snapshot's `version-<name>-sidebars.json`: the shape `sidebars.ts` exports, plus
 * Docusaurus's shorthands (a doc id string for a doc, `{ "Label": [items] }` for a category), so
 * sidebars copied from a Docusaurus site keep working. A wrong shape is a `ContentError` with its line.
 */
export function parseVersionedSidebars(text: string, file: string): SidebarsConfig {
  const json = parseJsonFile(text, file, SHAPE_FIX);
  if (!isObject(json.value)) throw new ContentError({ file, line: json.lineOf([]) }, 'must be an object of sidebar id -> list of items', SHAPE_FIX);
  const config: Record<string, SidebarConfigItem[]> = {};
  for (const [id, value] of Object.entries(json.value)) config[id] = itemsOf(value, [id], { file, json });
  return config;
}

/** Reads and parses a snapshot's sidebars file, named in messages as `file` (relative to the site). */
export async function readVersionedSidebars(siteDir: string, file: string): Promise<SidebarsConfig> {
  return parseVersionedSidebars(await fs.readFile(path.join(siteDir, file), 'utf8'), file);
}

interface Source {
  file: string;
  json: JsonFile;
}

function itemsOf(value: unknown, at: Path, source: Source): SidebarConfigItem[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => itemOf(item, [...at, index], source));
  if (isObject(value)) return categoriesOf(value, at, source);
  throw fail(source, at, `${describePath(at)} must be a list of items`, 'write the items in [ ... ]');
}

function itemOf(value: unknown, at: Path, source: Source): SidebarConfigItem[] {
  if (typeof value === 'string') return [{ type: 'doc', id: value }];
  if (!isObject(value)) throw fail(source, at, `${describePath(at)} must be a doc id or an item object`, 'write "<doc id>" or { "type": "doc", "id": "<doc id>" }');
  if (!('type' in value)) return categoriesOf(value, at, source);
  if (value['type'] === 'category') {
    const link = value['link'];
    if (link !== undefined && !(isObject(link) && link['type'] === 'doc' && typeof link['id'] === 'string')) {
      throw fail(source, [...at, 'link'], `${describePath(at)}: a category link must name a doc`, 'write "link": { "type": "doc", "id": "<doc id>" } or leave the link out');
    }
    return [{ ...value, items: itemsOf(value['items'], [...at, 'items'], source) } as SidebarConfigItem];
  }
  return [value as SidebarConfigItem];
}

/** `{ "Label": [items] }`: each key is a category. */
function categoriesOf(value: Record<string, unknown>, at: Path, source: Source): SidebarConfigItem[] {
  return Object.entries(value).map(([label, items]) => ({ type: 'category', label, items: itemsOf(items, [...at, label], source) }));
}

function fail(source: Source, at: Path, problem: string, fix: string): ContentError {
  return new ContentError({ file: source.file, line: source.json.lineOf(at) }, problem, fix);
}

function describePath(at: Path): string {
  return `sidebar "${at[0]}"${at.slice(1).map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
