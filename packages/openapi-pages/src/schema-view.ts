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

/** Where a reference to a named schema listed above keeps that schema's view, for examples. */
const SHARED_VIEW = Symbol('shared view');

/** Whether a schema holds other schemas (fields, items, variants): only those are worth listing once. */
const hasChildren = (schema: Schema) => Boolean(schema.properties || schema.allOf || schema.oneOf || schema.anyOf || (schema as { items?: unknown }).items || (schema.additionalProperties && typeof schema.additionalProperties === 'object'));

/** How far one schema view may grow before the rest is cut (`truncated: true`). */
export interface SchemaLimits {
  /** Levels of nesting shown. Default 12. */
  maxDepth: number;
  /** Schema nodes in one view (a request or response body, a parameter). Default 2,000. */
  maxNodes: number;
}

export const DEFAULT_SCHEMA_LIMITS: SchemaLimits = { maxDepth: 12, maxNodes: 2000 };

/** `['string', 'number']` -> `string | number`; `null` among them makes the schema nullable instead. */
function typeOf(schema: Schema): { type?: string; nullable?: boolean } {
  const raw = (schema as { type?: string | string[] }).type;
  if (raw === undefined) return {};
  const list = Array.isArray(raw) ? raw : [raw];
  const nonNull = list.filter((t) => t !== 'null');
  const nullable = nonNull.length < list.length && nonNull.length > 0;
  return { ...(list.length ? { type: (nonNull.length ? nonNull : list).join(' | ') } : {}), ...(nullable ? { nullable: true } : {}) };
}

/**
 * A function that reduces dereferenced schemas to what the reference shows, within limits: a named
 * schema is expanded once per view and every later use refers to it (`circular: true`, "listed
 * above"), a schema met again inside itself is marked `circular`, and past `maxDepth` levels or
 * `maxNodes` nodes the rest is cut (`truncated: true`, with `definedAt` from `definedAt(name)` when
 * the cut schema is a named one). So a description whose shared schemas double at every level still
 * gives small pages.
 */
export function schemaViewer(names: ReadonlyMap<object, string>, limits: Partial<SchemaLimits> = {}, definedAt?: (name: string) => string): (schema: Schema | undefined) => SchemaView {
  const { maxDepth, maxNodes } = { ...DEFAULT_SCHEMA_LIMITS, ...limits };
  return (root) => {
    const expanded = new Map<object, SchemaView>();
    let nodes = 0;
    const visit = (schema: Schema | undefined, ancestors: Set<object>, depth: number): SchemaView => {
      if (!schema || typeof schema !== 'object') return {};
      const member = wrappedMember(schema);
      if (member) {
        const inner = visit(member, ancestors, depth);
        return {
          ...inner,
          ...(schema.nullable ? { nullable: true } : {}),
          ...(schema.default !== undefined ? { default: schema.default } : {}),
          ...(schema.description ? { description: schema.description } : {}),
        };
      }
      nodes++;
      const refName = names.get(schema);
      const { type, nullable } = typeOf(schema);
      const head: SchemaView = { ...(refName ? { refName } : {}), ...(type ? { type } : {}) };
      const ref: SchemaView = refName ? { refName } : { ...head };
      if (ancestors.has(schema)) return { ...ref, circular: true };
      const first = refName && hasChildren(schema) ? expanded.get(schema) : undefined;
      if (first) {
        // Listed above: the page refers to it; examples still read its fields (not serialized).
        const stub: SchemaView = { ...ref, circular: true };
        Object.defineProperty(stub, SHARED_VIEW, { value: first, enumerable: false });
        return stub;
      }
      if (depth > maxDepth || nodes > maxNodes) return { ...head, truncated: true, ...(refName && definedAt ? { definedAt: definedAt(refName) } : {}) };
      // One set of open schemas for the whole walk: added on the way in, removed on the way out.
      ancestors.add(schema);
      const next = ancestors;
      const view: SchemaView = { ...head };
      if (refName) expanded.set(schema, view);
      if (schema.format) view.format = schema.format;
      if (schema.nullable || nullable) view.nullable = true;
      const constant = (schema as { const?: unknown }).const;
      if (schema.enum) view.enum = schema.enum as SchemaView['enum'];
      else if (constant !== undefined) view.enum = [constant as string];
      if (schema.default !== undefined) view.default = schema.default;
      if (schema.description) view.description = schema.description;
      if (schema.type === 'array' || (Array.isArray(schema.type) && (schema.type as string[]).includes('array')) || (!schema.type && 'items' in schema)) {
        const items = (schema as { items?: Schema }).items;
        if (items) view.items = visit(items, next, depth + 1);
      }
      if (schema.properties) {
        const required = new Set(schema.required ?? []);
        view.properties = Object.entries(schema.properties).map(([name, child]) => ({ name, required: required.has(name), schema: visit(child as Schema, next, depth + 1) }));
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        view.additionalProperties = visit(schema.additionalProperties as Schema, next, depth + 1);
      }
      for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
        const list = schema[key];
        if (list) view[key] = list.map((s) => visit(s as Schema, next, depth + 1));
      }
      ancestors.delete(schema);
      return view;
    };
    return visit(root, new Set(), 0);
  };
}

/**
 * Reduces one dereferenced schema to what the reference shows (see `schemaViewer`); `ancestors`
 * marks schemas already open around it.
 */
export function toSchemaView(schema: Schema | undefined, names: ReadonlyMap<object, string>, ancestors: Set<object> = new Set()): SchemaView {
  if (!ancestors.size) return schemaViewer(names)(schema);
  if (schema && ancestors.has(schema)) return { ...(names.get(schema) ? { refName: names.get(schema)! } : {}), circular: true };
  return schemaViewer(names)(schema);
}

const MAX_DEPTH = 6;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An example value built from a schema, for request and response samples. */
export function exampleFor(view: SchemaView, depth = 0): unknown {
  const shared = (view as { [SHARED_VIEW]?: SchemaView })[SHARED_VIEW];
  if (shared && depth <= MAX_DEPTH) return exampleFor(shared, depth);
  if (view.circular || view.truncated || depth > MAX_DEPTH) return view.type === 'array' ? [] : {};
  if (view.default !== undefined) return view.default;
  if (view.enum?.length) return view.enum[0];
  if (view.allOf?.length) {
    // Members that are objects merge into one; otherwise the first member stands for the value.
    const parts = view.allOf.map((s) => exampleFor(s, depth + 1));
    return parts.every(isPlainObject) ? Object.assign({}, ...parts) : parts[0];
  }
  const variant = view.oneOf?.[0] ?? view.anyOf?.[0];
  if (variant) return exampleFor(variant, depth + 1);
  switch (view.type?.split(' | ')[0]) {
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
