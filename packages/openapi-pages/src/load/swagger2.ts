import { createRequire } from 'node:module';
import { ContentError } from '@lumidoc/content-pipeline';

const require = createRequire(import.meta.url);
type Swagger2OpenApi = { convertObj(doc: unknown, options: Record<string, unknown>): Promise<{ openapi: Record<string, unknown> }> };

/**
 * Converts a Swagger 2.0 description to OpenAPI 3.0 with `swagger2openapi`, fixing what it can
 * (`patch`) instead of refusing. References stay as written, pointing into `components`.
 */
export async function convertSwagger2(doc: Record<string, unknown>, displayPath: string): Promise<Record<string, unknown>> {
  try {
    // Loaded when a Swagger 2.0 file is met: most builds read none, or only a cached result.
    const swagger2openapi = require('swagger2openapi') as Swagger2OpenApi;
    const { openapi } = await swagger2openapi.convertObj(structuredClone(doc), { patch: true, warnOnly: true, resolve: false, direct: false });
    return openapi;
  } catch (error) {
    throw new ContentError({ file: displayPath }, `the Swagger 2.0 description cannot be converted to OpenAPI 3: ${(error as Error).message.split('\n')[0]}`, 'correct the named part of the Swagger 2.0 file, or convert it to OpenAPI 3 yourself');
  }
}
