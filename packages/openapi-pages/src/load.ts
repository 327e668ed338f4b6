import fs from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { ContentError } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';
import { specError, type RawSpec } from './spec-errors.js';

/** A validated, dereferenced OpenAPI 3 description, with the names of its component schemas. */
export interface LoadedSpec {
  api: OpenAPIV3.Document;
  /** Component schema objects by identity -> their name, for showing `AlbumResponseDto`. */
  schemaNames: Map<object, string>;
}

/** The file as written, to point at the line of a problem; undefined when it cannot even be parsed. */
async function readRaw(file: string): Promise<RawSpec | undefined> {
  try {
    return { text: await fs.readFile(file, 'utf8'), doc: await SwaggerParser.parse(file) };
  } catch {
    return undefined;
  }
}

/**
 * Validates and dereferences an OpenAPI file. Circular schemas stay shared objects (never expanded
 * forever). A broken description fails with the file, the JSON pointer and the reason; a `$ref` to
 * nothing also with the line it is written on.
 */
export async function loadSpec(file: string, displayPath = file): Promise<LoadedSpec> {
  let api: OpenAPIV3.Document;
  try {
    api = (await SwaggerParser.validate(file, { dereference: { circular: true } })) as OpenAPIV3.Document;
  } catch (error) {
    throw specError(error, displayPath, await readRaw(file));
  }
  if (!('openapi' in api) || !String(api.openapi).startsWith('3.')) {
    throw new ContentError({ file: displayPath }, `only OpenAPI 3.x is supported, found ${JSON.stringify((api as { swagger?: string }).swagger ?? (api as { openapi?: string }).openapi)}`, 'convert the description to OpenAPI 3');
  }
  const schemaNames = new Map<object, string>();
  for (const [name, schema] of Object.entries(api.components?.schemas ?? {})) schemaNames.set(schema, name);
  return { api, schemaNames };
}
