import fs from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';
import { parseDescription } from './load/parse.js';
import { dereference, type RefPolicy } from './load/refs.js';
import { convertSwagger2 } from './load/swagger2.js';
import { validateStructure } from './load/validate.js';

/** A validated, dereferenced OpenAPI 3 description, with the names of its component schemas. */
export interface LoadedSpec {
  /** OpenAPI 3.0 or 3.1 (Swagger 2.0 is converted to 3.0), every `$ref` replaced by its target. */
  api: OpenAPIV3.Document;
  /** Component schema objects by identity -> their name, for showing `AlbumResponseDto`. */
  schemaNames: Map<object, string>;
  /** Problems that did not stop the pages, each with its JSON pointer, to be logged. */
  warnings: string[];
  /** Version the file was written in: `2.0`, `3.0.3`, `3.1.0`. */
  sourceVersion: string;
  /** The name and text of every document read (the description first, then those its `$ref`s name): what the pages are made from. */
  sources: string[];
  /**
   * With `deferCheck`, checks the description against the OpenAPI schema now (once; rejects as
   * `loadSpec` would, adds its warnings to `warnings`). Without, the check has run already.
   */
  check(): Promise<void>;
}

/** How `loadSpec` may reach beyond the description's own file. */
export interface LoadOptions {
  /** Hosts whose `https:` documents a `$ref` may name; none by default. */
  allowedRefHosts?: readonly string[];
  /** Fetches a remote document (tests replace it); defaults to the global `fetch`. */
  fetchText?: (url: string) => Promise<string>;
  /**
   * Leave the schema check to `check()`: for a caller that keeps what it made from the same
   * `sources` (already checked then), since the check costs more than reading. Default false.
   */
  deferCheck?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads, validates and dereferences an OpenAPI file (JSON or YAML; 2.0, 3.0 or 3.1). Swagger 2.0
 * is converted to OpenAPI 3. Shared schemas stay shared objects, cycles stay cycles. `$ref`s may
 * only name files inside the description's folder (or allowed hosts). A broken description fails
 * with the file, the JSON pointer and the fix; a `$ref` to nothing also with its line.
 */
export async function loadSpec(file: string, displayPath = file, options: LoadOptions = {}): Promise<LoadedSpec> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new ContentError({ file: displayPath }, `the OpenAPI description cannot be read: ${(error as Error).message}`, 'check the specFile option');
  }
  const parsed = parseDescription(text, displayPath);
  if (!isObject(parsed)) throw new ContentError({ file: displayPath }, 'the OpenAPI description at # is not an object', 'the file must be a mapping with "openapi", "info" and "paths"');
  const version = String(parsed['openapi'] ?? parsed['swagger'] ?? '');
  let doc = parsed;
  if (parsed['swagger'] !== undefined) {
    if (version !== '2.0') throw new ContentError({ file: displayPath }, `#/swagger is ${JSON.stringify(parsed['swagger'])}; only Swagger 2.0 and OpenAPI 3.x are supported`, 'set "swagger": "2.0" or convert the description to OpenAPI 3');
    doc = await convertSwagger2(parsed, displayPath);
  } else if (!/^3\.[01]\./.test(version)) {
    throw new ContentError({ file: displayPath }, `only OpenAPI 3.0, 3.1 and Swagger 2.0 are supported, found ${parsed['openapi'] === undefined ? 'no "openapi" field at #/openapi' : JSON.stringify(parsed['openapi'])}`, 'start the file with openapi: 3.1.0 (or 3.0.3) and describe it to that version');
  }
  const warnings: string[] = [];
  let checking: Promise<void> | undefined;
  // Deferred, the check reads the text again: dereferencing replaces the `$ref`s of `doc` in place.
  const check = () =>
    (checking ??= (async () => {
      if (!options.deferCheck) return;
      const fresh = parseDescription(text, displayPath) as Record<string, unknown>;
      warnings.push(...validateStructure(fresh['swagger'] !== undefined ? await convertSwagger2(fresh, displayPath) : fresh, displayPath, { text, doc: fresh }));
    })());
  if (!options.deferCheck) warnings.push(...validateStructure(doc, displayPath, { text, doc: parsed }));
  const policy: RefPolicy = { rootDir: path.dirname(path.resolve(file)), ...(options.allowedRefHosts ? { allowedHosts: options.allowedRefHosts } : {}), ...(options.fetchText ? { fetchText: options.fetchText } : {}) };
  const { api, texts } = await dereference(file, text, doc, displayPath, policy);
  const schemaNames = new Map<object, string>();
  const components = (api as OpenAPIV3.Document).components?.schemas ?? {};
  for (const [name, schema] of Object.entries(components)) if (!schemaNames.has(schema)) schemaNames.set(schema, name);
  return { api: api as OpenAPIV3.Document, schemaNames, warnings, sourceVersion: version, sources: texts, check };
}
