import { createRequire } from 'node:module';
import { specError } from '../spec-errors.js';

const require = createRequire(import.meta.url);
/**
 * swagger-parser's check of a document against the official OpenAPI 2/3.0/3.1 JSON schemas. It is
 * run on the document as written (with its `$ref`s), which keeps it linear in the file's size;
 * swagger-parser itself runs it on the dereferenced document, where shared schemas multiply.
 */
const validateSchema = require('@apidevtools/swagger-parser/lib/validators/schema.js') as (api: unknown) => void;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks that a description follows the OpenAPI schema, as leniently as a reader: an operation with
 * an empty `responses` object is reported as a warning (its page says it documents no response)
 * instead of failing the build. Anything else that breaks the schema fails, naming the file, the
 * JSON pointer and the fix.
 */
export function validateStructure(doc: Record<string, unknown>, displayPath: string, raw: { text: string; doc: unknown }): string[] {
  const warnings: string[] = [];
  const patched: Array<Record<string, unknown>> = [];
  const visitOperations = (items: unknown, base: string) => {
    if (!isObject(items)) return;
    for (const [route, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const op = item[method];
        if (isObject(op) && isObject(op['responses']) && Object.keys(op['responses']).length === 0) {
          warnings.push(`${base}/${token(route)}/${method}/responses is empty: the page says that no response is documented (fix: describe at least the successful response)`);
          patched.push(op);
        }
      }
    }
  };
  visitOperations(doc['paths'], '#/paths');
  visitOperations(doc['webhooks'], '#/webhooks');
  for (const op of patched) op['responses'] = { default: { description: '' } };
  try {
    validateSchema(doc);
  } catch (error) {
    throw specError(error, displayPath, raw);
  } finally {
    for (const op of patched) op['responses'] = {};
  }
  return warnings;
}
