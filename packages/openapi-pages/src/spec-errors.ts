import { ContentError } from '@lumidoc/content-pipeline';

/** What swagger-parser's errors carry besides the message (json-schema-ref-parser and Ajv fields). */
interface ParserErrorFields {
  code?: string;
  /** Missing `$ref`: the pointer written in the `$ref`. */
  targetRef?: string;
  /** Missing `$ref`: the deepest part of the pointer that exists. */
  targetFound?: string;
  /** Missing `$ref`: where the `$ref` is written. */
  parentPath?: string;
  /** Schema validation: one entry per problem. */
  details?: Array<{ instancePath?: string; message?: string }>;
}

/** The raw text and parsed (not dereferenced) document, for locating a problem. */
export interface RawSpec {
  text: string;
  doc: unknown;
}

const MAX_PROBLEMS = 5;

/** `/paths/~1albums` (Ajv's instance path) -> `#/paths/~1albums`. */
const pointer = (instancePath: string | undefined) => `#${instancePath ?? ''}`;

/** Every JSON pointer in `node` whose `$ref` is exactly `target`. */
export function referrersOf(node: unknown, target: string, at = '#'): string[] {
  if (!node || typeof node !== 'object') return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === '$ref' && value === target) found.push(at);
    else found.push(...referrersOf(value, target, here));
  }
  return found;
}

/** 1-based line of the first `$ref` to `target` in JSON or YAML text. */
export function lineOfRef(text: string, target: string): number | undefined {
  const escaped = target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`["']?\\$ref["']?\\s*:\\s*["']?${escaped}["']?`).exec(text);
  return match ? text.slice(0, match.index).split('\n').length : undefined;
}

/**
 * Turns what swagger-parser threw into a `ContentError` naming the file, the JSON pointer of the
 * problem and the fix. A missing `$ref` target also gets the line where the `$ref` is written.
 */
export function specError(error: unknown, file: string, raw: RawSpec | undefined): ContentError {
  const fields = (error && typeof error === 'object' ? error : {}) as ParserErrorFields;
  const message = error instanceof Error ? error.message : String(error);

  if (fields.code === 'EMISSINGPOINTER' && fields.targetRef) {
    const target = fields.targetRef;
    const referrers = raw ? referrersOf(raw.doc, target) : [];
    const at = fields.parentPath ?? referrers[0];
    const others = referrers.filter((r) => r !== at).length;
    const name = target.slice(target.lastIndexOf('/') + 1);
    return new ContentError(
      { file, ...(raw ? { line: lineOfRef(raw.text, target) } : {}) },
      `the OpenAPI description is invalid at ${at ?? target}: its $ref "${target}" points to nothing${fields.targetFound ? ` (${fields.targetFound} has no "${name}")` : ''}${others ? `; ${others} other $ref${others === 1 ? '' : 's'} name the same target` : ''}`,
      `define ${target} or correct the $ref`,
    );
  }

  if (fields.details?.length) {
    const [first, ...others] = fields.details;
    const listed = others.slice(0, MAX_PROBLEMS - 1).map((d) => `${pointer(d.instancePath)} ${d.message ?? 'is invalid'}`);
    const more = others.length - listed.length;
    return new ContentError(
      { file },
      `the OpenAPI description is invalid at ${pointer(first!.instancePath)}: ${first!.message ?? 'it does not match the schema'}${listed.length ? `; also ${listed.join('; ')}` : ''}${more > 0 ? `; and ${more} more` : ''}`,
      'correct the named parts so that the file follows the OpenAPI 3 schema',
    );
  }

  const at = /(#\/[^\s"']*)/.exec(message)?.[1];
  return new ContentError(
    { file },
    `the OpenAPI description is invalid${at ? ` at ${at}` : ''}: ${message.split('\n').slice(0, MAX_PROBLEMS + 1).join(' ').trim()}`,
    at ? `fix or define the target of ${at}` : 'fix the file or the $ref named in the message',
  );
}
