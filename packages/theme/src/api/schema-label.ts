import type { SchemaView } from '@lumidoc/contract';

/** A one-line type name for a schema: `AlbumResponseDto[]`, `string (uuid)`, `A | B`, `Record<string, integer>`. */
export function schemaLabel(schema: SchemaView): string {
  const nullable = schema.nullable ? ' | null' : '';
  if (schema.refName && !schema.enum) return schema.refName + nullable;
  if (schema.type === 'array' && schema.items) return `${schemaLabel(schema.items)}[]${nullable}`;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(schemaLabel).join(' | ') + nullable;
  if (schema.allOf) return schema.allOf.map(schemaLabel).join(' & ') + nullable;
  if (schema.additionalProperties && !schema.properties) return `Record<string, ${schemaLabel(schema.additionalProperties)}>${nullable}`;
  const base = schema.refName ?? schema.type ?? 'any';
  return `${base}${schema.format ? ` (${schema.format})` : ''}${nullable}`;
}
