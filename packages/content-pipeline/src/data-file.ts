/**
 * The format of page and sidebar data files: JSON in which every HAST tree (a page's body, an
 * excerpt) is written compactly. HAST is most of a page's data, and as objects it repeats
 * `"type"`, `"tagName"`, `"properties"` and `"children"` for every node; written as arrays it takes
 * about a third less. Browser-safe: the client reads the files with `parseDataFile`.
 *
 * A root is `{"$hast": [node, ...]}`; an element `[tagName, properties or 0, ...children]`; a text
 * node its string. Other nodes (comments, raw) stay objects.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

const ROOT_KEY = '$hast';
/** Key of a page data file naming the file of the fields its translations share (`sharedFields`). */
export const SHARED_PART_KEY = '$shared';
const ELEMENT_KEYS = new Set(['type', 'tagName', 'properties', 'children', 'position']);

type Packed = string | unknown[] | object;

/** The JSON text of a data file. */
export function serializeDataFile(value: unknown): string {
  // A walk that copies only what holds a tree, then JSON.stringify without a replacer: a replacer
  // is called for every value of the page and took twice as long.
  return JSON.stringify(value && typeof value === 'object' ? withPackedTrees(value) : value);
}

/** A page's data file, and the file of its shared fields when it names some (`sharedFields`). */
export interface PageDataFiles {
  text: string;
  /** The shared fields' file: its name (`id`, from `nameOf` its text) and its text. */
  shared?: { id: string; text: string };
}

/**
 * The data files of a page: the fields it names in `sharedFields` go to a file of their own named
 * by `nameOf` its text (a content hash), which the page's file names under `$shared`. Equal fields
 * in ten locales make one file. Other values are written as `serializeDataFile` writes them.
 */
export function serializePageDataFiles(page: object, nameOf: (text: string) => string): PageDataFiles {
  const names = (page as { sharedFields?: readonly string[] }).sharedFields;
  if (!names) return { text: serializeDataFile(page) };
  const own: Record<string, unknown> = {};
  const shared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(page)) {
    if (key === 'sharedFields') continue;
    if (names.includes(key)) shared[key] = value;
    else own[key] = value;
  }
  if (Object.keys(shared).length === 0) return { text: serializeDataFile(own) };
  const text = serializeDataFile(shared);
  const id = nameOf(text);
  // Last, so that a reader finds it at the end of the text without parsing it (`sharedPartOf`).
  own[SHARED_PART_KEY] = id;
  return { text: serializeDataFile(own), shared: { id, text } };
}

/** The name of the shared part a page data file's text points to, if any. */
export function sharedPartOf(text: string): string | undefined {
  return /"\$shared":"([\w-]+)"\}$/.exec(text)?.[1];
}

/**
 * A parsed page data file with its shared part (`$shared`) merged in, loaded by `loadPart`; other
 * values as they are.
 */
export async function withSharedPart(value: unknown, loadPart: (id: string) => Promise<unknown>): Promise<unknown> {
  if (!value || typeof value !== 'object' || !(SHARED_PART_KEY in value)) return value;
  const { [SHARED_PART_KEY]: id, ...own } = value as Record<string, unknown>;
  if (typeof id !== 'string') return value;
  const part = await loadPart(id);
  if (!part || typeof part !== 'object') throw new Error(`The shared part ${id} of the page ${String(own['route'])} is missing; build the site again.`);
  return { ...own, ...part };
}

/** `value` with every HAST root in it packed; objects and arrays without one are not copied. */
function withPackedTrees(value: object): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const packed = item && typeof item === 'object' ? withPackedTrees(item) : item;
      if (packed !== item) (copy ??= value.slice())[index] = packed;
    }
    return copy ?? value;
  }
  if (isRoot(value)) return { [ROOT_KEY]: value.children.map(pack) };
  // What JSON.stringify turns into something else (a Date) is left to it.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const packed = item && typeof item === 'object' ? withPackedTrees(item as object) : item;
    if (packed !== item) (copy ??= { ...value })[key] = packed;
  }
  return copy ?? value;
}

/**
 * The value of a data file's JSON text, its HAST trees as ordinary HAST again. The parsed value is
 * walked once afterwards: a `JSON.parse` reviver, called for every value, took three times as long.
 */
export function parseDataFile(text: string): unknown {
  return unpackTrees(JSON.parse(text));
}

/** `value` with every packed tree in it unpacked, in place (only JSON.parse's fresh objects). */
function unpackTrees(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const unpacked = unpackTrees(item);
      if (unpacked !== item) value[index] = unpacked;
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  const packed = Object.hasOwn(record, ROOT_KEY) ? record[ROOT_KEY] : undefined;
  if (Array.isArray(packed)) return { type: 'root', children: packed.map(unpack) } satisfies Root;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const unpacked = unpackTrees(item);
    // defineProperty: a key named `__proto__` (JSON.parse makes it an own property) stays a key.
    if (unpacked !== item) Object.defineProperty(record, key, { value: unpacked, writable: true, enumerable: true, configurable: true });
  }
  return record;
}

function isRoot(node: object): node is Root {
  return !!node && typeof node === 'object' && (node as Root).type === 'root' && Array.isArray((node as Root).children);
}

function pack(node: RootContent): Packed {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && Object.keys(node).every((key) => ELEMENT_KEYS.has(key))) {
    const properties = node.properties && Object.keys(node.properties).length ? node.properties : 0;
    return [node.tagName, properties, ...node.children.map(pack)];
  }
  return node;
}

function unpack(packed: unknown): RootContent {
  if (typeof packed === 'string') return { type: 'text', value: packed };
  if (Array.isArray(packed)) {
    const [tagName, properties, ...children] = packed as [string, Element['properties'] | 0, ...unknown[]];
    return { type: 'element', tagName, properties: properties || {}, children: children.map(unpack) as ElementContent[] };
  }
  return packed as RootContent;
}
