import type { SchemaView } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';

type Schema = OpenAPIV3.SchemaObject;

/** Keys a one-member `allOf` may sit beside and still be only a wrapper around that member. */
const WRAPPER_KEYS = new Set(['allOf', 'nullable', 'description', 'default', 'title']);

/**
 * OpenAPI 3.0 ignores the siblings of a `$ref`, so a nullable or described reference is written as
 * `{ allOf: [{ $ref }], nullable: true }`. Returns the member when the schema is only such a wrapper.
 */
function wrappedMember(schema: Schema): Schema | undefined {
  if (schema.allOf?.length !== 1) return undefined;
  if (Object.keys(schema).some((key) => !WRAPPER_KEYS.has(key))) return undefined;
  return schema.allOf[0] as Schema;
}

/**
 * Reduces a dereferenced schema to what the reference shows. A schema met again inside itself is
 * marked `circular` instead of being expanded forever.
 */
export function toSchemaView(schema: Schema | undefined, names: ReadonlyMap<object, string>, ancestors: Set<object> = new Set()): SchemaView {
  if (!schema) return {};
  const member = wrappedMember(schema);
  if (member) {
    const inner = toSchemaView(member, names, ancestors);
    return {
      ...inner,
      ...(schema.nullable ? { nullable: true } : {}),
      ...(schema.default !== undefined ? { default: schema.default } : {}),
      ...(schema.description ? { description: schema.description } : {}),
    };
  }
  const refName = names.get(schema);
  if (ancestors.has(schema)) return { ...(refName ? { refName } : {}), circular: true };
  const next = new Set(ancestors).add(schema);
  const view: SchemaView = {};
  if (refName) view.refName = refName;
  if (schema.type) view.type = schema.type;
  if (schema.format) view.format = schema.format;
  if (schema.nullable) view.nullable = true;
  if (schema.enum) view.enum = schema.enum as SchemaView['enum'];
  if (schema.default !== undefined) view.default = schema.default;
  if (schema.description) view.description = schema.description;
  if (schema.type === 'array') view.items = toSchemaView(schema.items as Schema, names, next);
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    view.properties = Object.entries(schema.properties).map(([name, child]) => ({ name, required: required.has(name), schema: toSchemaView(child as Schema, names, next) }));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    view.additionalProperties = toSchemaView(schema.additionalProperties as Schema, names, next);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) view[key] = list.map((s) => toSchemaView(s as Schema, names, next));
  }
  return view;
}

const MAX_DEPTH = 6;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An example value built from a schema, for request and response samples. */
export function exampleFor(view: SchemaView, depth = 0): unknown {
  if (view.circular || depth > MAX_DEPTH) return view.type === 'array' ? [] : {};
  if (view.default !== undefined) return view.default;
  if (view.enum?.length) return view.enum[0];
  if (view.allOf?.length) {
    // Members that are objects merge into one; otherwise the first member stands for the value.
    const parts = view.allOf.map((s) => exampleFor(s, depth + 1));
    return parts.every(isPlainObject) ? Object.assign({}, ...parts) : parts[0];
  }
  const variant = view.oneOf?.[0] ?? view.anyOf?.[0];
  if (variant) return exampleFor(variant, depth + 1);
  switch (view.type) {
    case 'array':
      return view.items ? [exampleFor(view.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return true;
    case 'string':
      return stringExample(view.format);
    default:
      return objectExample(view, depth);
  }
}

function objectExample(view: SchemaView, depth: number): unknown {
  if (!view.properties && !view.additionalProperties) return view.type === 'object' ? {} : null;
  const entries = (view.properties ?? []).map((p) => [p.name, exampleFor(p.schema, depth + 1)] as const);
  if (view.additionalProperties) entries.push(['key', exampleFor(view.additionalProperties, depth + 1)]);
  return Object.fromEntries(entries);
}

function stringExample(format: string | undefined): string {
  switch (format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date-time':
      return '2025-07-01T12:00:00.000Z';
    case 'date':
      return '2025-07-01';
    case 'email':
      return 'user@example.com';
    case 'uri':
      return 'https://example.com';
    case 'binary':
      return '<binary>';
    default:
      return 'string';
  }
}
