import { isCollection, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { ContentError } from '../errors.js';

/** Where a value sits in a YAML document: keys and list indexes, from the root. */
export type YamlPath = ReadonlyArray<string | number>;

/** `['milestones', 3, 'date']` -> `milestones[3].date`, as error messages name a key. */
export function formatYamlPath(path: YamlPath): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Typed, validating access to one YAML content file. Every accessor names the file, the line and
 * the key (`milestones[3].date`) when the value is missing or of the wrong type.
 */
export class YamlFields {
  private constructor(
    readonly file: string,
    private readonly doc: Document,
    private readonly lines: LineCounter,
  ) {}

  /** Parses a file whose root must be a mapping. */
  static parse(text: string, file: string): YamlFields {
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
    const error = doc.errors[0];
    if (error) {
      throw new ContentError({ file, line: lines.linePos(error.pos[0]).line }, `not valid YAML: ${error.message.split('\n')[0]}`, 'check the indentation and quote values that contain ": "');
    }
    if (!isMap(doc.contents)) throw new ContentError({ file, line: 1 }, 'the file must be a mapping of keys to values', 'start with `title: ...`');
    return new YamlFields(file, doc, lines);
  }

  /** Throws a `ContentError` about the value at `path`. */
  fail(path: YamlPath, problem: string, fix?: string): never {
    throw new ContentError({ file: this.file, ...this.lineOf(path) }, `${formatYamlPath(path)} ${problem}`, fix);
  }

  /** A required, non-empty string. */
  string(path: YamlPath): string {
    const value = this.value(path);
    if (value === undefined || value === null) this.fail(path, 'is missing', `add it: ${formatYamlPath(path)}: ...`);
    if (typeof value !== 'string') this.fail(path, `must be a string, got ${describe(value)}`, typeof value === 'number' || typeof value === 'boolean' ? `quote the value: "${String(value)}"` : undefined);
    if (value.trim() === '') this.fail(path, 'must not be empty');
    return value;
  }

  /** A string when the key is present, else `undefined`. */
  optionalString(path: YamlPath): string | undefined {
    return this.value(path) === undefined ? undefined : this.string(path);
  }

  /** A required date written `YYYY-MM-DD`, returned as that ISO string. */
  isoDate(path: YamlPath): string {
    const value = this.value(path);
    if (value === undefined || value === null) this.fail(path, 'is missing', `add it: ${formatYamlPath(path)}: 2024-07-18`);
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    if (typeof text !== 'string' || !isIsoDate(text)) this.fail(path, `must be an ISO date (YYYY-MM-DD), got ${describe(value)}`, 'write the date as year-month-day with two-digit month and day, e.g. 2024-07-18');
    return text;
  }

  /** An optional ISO date. */
  optionalIsoDate(path: YamlPath): string | undefined {
    return this.value(path) === undefined ? undefined : this.isoDate(path);
  }

  /** One of a fixed set of strings. */
  oneOf<T extends string>(path: YamlPath, allowed: readonly T[]): T {
    const value = this.string(path);
    if (!(allowed as readonly string[]).includes(value)) this.fail(path, `must be one of ${allowed.join(', ')}, got ${describe(value)}`);
    return value as T;
  }

  /** An absolute route of the site (`/docs/...`), locale-neutral. */
  route(path: YamlPath): string {
    const value = this.string(path);
    if (!value.startsWith('/') || value.startsWith('//')) this.fail(path, `must be a route of the site starting with "/", got ${describe(value)}`, 'write the route without the locale prefix, e.g. /docs/features/sharing');
    return value;
  }

  /** An optional link: an http(s) URL or a route of the site. */
  optionalLink(path: YamlPath): string | undefined {
    const value = this.optionalString(path);
    if (value === undefined || /^https?:\/\/[^\s]+$/.test(value)) return value;
    return this.route(path);
  }

  /** The length of a required, non-empty list. */
  listLength(path: YamlPath): number {
    const node = this.node(path);
    if (node === undefined) this.fail(path, 'is missing', `add a list: ${formatYamlPath(path)}:\n    - ...`);
    if (!isSeq(node)) this.fail(path, `must be a list, got ${describe(this.value(path))}`);
    if (node.items.length === 0) this.fail(path, 'must not be empty');
    return node.items.length;
  }

  /** Requires a mapping at `path` (the root when empty) with no key outside `allowed`. */
  mapping(path: YamlPath, allowed: readonly string[]): void {
    const node = path.length === 0 ? this.doc.contents : this.node(path);
    if (node === undefined || node === null) this.fail(path, 'is missing', `add it with the keys ${allowed.join(', ')}`);
    if (!isMap(node)) this.fail(path, `must be a mapping with the keys ${allowed.join(', ')}, got ${describe(this.value(path))}`);
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!allowed.includes(key)) this.fail([...path, key], 'is not a known key', `use one of ${allowed.join(', ')}`);
    }
  }

  /** The line (1-based) of the value at `path`, or of its nearest existing parent. */
  lineOf(path: YamlPath): { line?: number } {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? this.doc.contents : this.node(path.slice(0, depth));
      const offset = (node as Node | undefined)?.range?.[0];
      if (offset !== undefined) return { line: this.lines.linePos(offset).line };
    }
    return {};
  }

  private node(path: YamlPath): unknown {
    return this.doc.getIn(path, true);
  }

  private value(path: YamlPath): unknown {
    const node = this.node(path);
    if (isScalar(node)) return node.value;
    if (isCollection(node)) return node.toJSON();
    return node;
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return JSON.stringify(value);
}
