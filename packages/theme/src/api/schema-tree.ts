import type { SchemaView } from '@lumidoc/contract';

/** What a schema holds below itself, as the schema viewer discloses it. */
export type SchemaChildren =
  | { kind: 'fields'; count: number; schema: SchemaView }
  | { kind: 'itemFields'; count: number; schema: SchemaView }
  | { kind: 'oneOf' | 'anyOf' | 'allOf'; count: number; variants: SchemaView[] }
  | { kind: 'circular'; type: string }
  | { kind: 'truncated'; type: string; definedAt?: string };

/** Named fields of an object schema; a map's values count as one field. */
export const fieldCount = (schema: SchemaView) => (schema.properties?.length ?? 0) + (schema.additionalProperties ? 1 : 0);

/**
 * What to disclose under a schema: its fields, the fields of its array items, its variants, a note
 * that it refers back to an enclosing schema, or a note that the view was cut there (with where the
 * named schema is written in full, when known). Undefined for scalars.
 */
export function schemaChildren(schema: SchemaView): SchemaChildren | undefined {
  if (schema.circular) return { kind: 'circular', type: schema.refName ?? schema.type ?? 'object' };
  if (schema.truncated) return { kind: 'truncated', type: schema.refName ?? schema.type ?? 'object', ...(schema.definedAt ? { definedAt: schema.definedAt } : {}) };
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const variants = schema[kind];
    if (variants?.length) return { kind, count: variants.length, variants };
  }
  if (fieldCount(schema)) return { kind: 'fields', count: fieldCount(schema), schema };
  if (schema.type === 'array' && schema.items) {
    const inner = schemaChildren(schema.items);
    if (inner?.kind === 'fields' || inner?.kind === 'itemFields') return { kind: 'itemFields', count: inner.count, schema: inner.schema };
    return inner;
  }
  return undefined;
}
