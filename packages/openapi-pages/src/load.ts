import SwaggerParser from '@apidevtools/swagger-parser';
import { ContentError } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';

/** A validated, dereferenced OpenAPI 3 description, with the names of its component schemas. */
export interface LoadedSpec {
  api: OpenAPIV3.Document;
  /** Component schema objects by identity -> their name, for showing `AlbumResponseDto`. */
  schemaNames: Map<object, string>;
}

/**
 * Validates and dereferences an OpenAPI file. Circular schemas stay shared objects (never expanded
 * forever). A broken description fails with the file, the JSON pointer and the reason.
 */
export async function loadSpec(file: string, displayPath = file): Promise<LoadedSpec> {
  let api: OpenAPIV3.Document;
  try {
    api = (await SwaggerParser.validate(file, { dereference: { circular: true } })) as OpenAPIV3.Document;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pointer = /(#\/[^\s"']*)/.exec(message)?.[1];
    throw new ContentError(
      { file: displayPath },
      `the OpenAPI description is invalid${pointer ? ` at ${pointer}` : ''}: ${message.split('\n').slice(0, 6).join(' ')}`,
      pointer ? `fix or define the target of ${pointer}` : 'validate the file against the OpenAPI 3 schema and fix the reported part',
    );
  }
  if (!('openapi' in api) || !String(api.openapi).startsWith('3.')) {
    throw new ContentError({ file: displayPath }, `only OpenAPI 3.x is supported, found ${JSON.stringify((api as { swagger?: string }).swagger ?? (api as { openapi?: string }).openapi)}`, 'convert the description to OpenAPI 3');
  }
  const schemaNames = new Map<object, string>();
  for (const [name, schema] of Object.entries(api.components?.schemas ?? {})) schemaNames.set(schema, name);
  return { api, schemaNames };
}
