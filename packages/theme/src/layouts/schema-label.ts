import type { SchemaView } from '@lumidoc/content-pipeline';

/** A one-line type name for a schema: `AlbumResponseDto[]`, `string (uuid)`, `A | B`. */
export function schemaLabel(schema: SchemaView): string {
  if (schema.refName && !schema.enum) return schema.refName + (schema.nullable ? ' | null' : '');
  if (schema.type === 'array' && schema.items) return `${schemaLabel(schema.items)}[]`;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(schemaLabel).join(' | ');
  if (schema.allOf) return schema.allOf.map(schemaLabel).join(' & ');
  const base = schema.refName ?? schema.type ?? 'any';
  return `${base}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`;
}
