import type { SchemaView } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';

type Schema = OpenAPIV3.SchemaObject & { 'x-ref-name'?: string };

/**
 * Reduces a dereferenced schema to what the reference shows. A schema met again inside itself is
 * marked `circular` instead of being expanded forever.
 */
export function toSchemaView(schema: Schema | undefined, names: ReadonlyMap<object, string>, ancestors: Set<object> = new Set()): SchemaView {
  if (!schema) return {};
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

/** An example value built from a schema, for request and response samples. */
export function exampleFor(view: SchemaView, depth = 0): unknown {
  if (view.circular || depth > 6) return view.type === 'array' ? [] : {};
  if (view.default !== undefined) return view.default;
  if (view.enum?.length) return view.enum[0];
  if (view.allOf) return Object.assign({}, ...view.allOf.map((s) => exampleFor(s, depth + 1)));
  if (view.oneOf?.[0] ?? view.anyOf?.[0]) return exampleFor((view.oneOf ?? view.anyOf)![0]!, depth + 1);
  switch (view.type) {
    case 'array':
      return view.items ? [exampleFor(view.items, depth + 1)] : [];
    case 'object':
      return Object.fromEntries((view.properties ?? []).map((p) => [p.name, exampleFor(p.schema, depth + 1)]));
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return true;
    case 'string':
      if (view.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (view.format === 'date-time') return '2025-07-01T12:00:00.000Z';
      if (view.format === 'binary') return '<binary>';
      return 'string';
    default:
      return view.properties ? Object.fromEntries(view.properties.map((p) => [p.name, exampleFor(p.schema, depth + 1)])) : null;
  }
}
