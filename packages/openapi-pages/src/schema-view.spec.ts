import path from 'node:path';
import type { SchemaView } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';
import { loadSpec, type LoadedSpec } from './load.js';
import { exampleFor, toSchemaView } from './schema-view.js';

let spec: LoadedSpec;
beforeAll(async () => {
  spec = await loadSpec(path.join(import.meta.dirname, '__fixtures__', 'composition.json'));
});
const view = (name: string) => toSchemaView(spec.api.components!.schemas![name] as OpenAPIV3.SchemaObject, spec.schemaNames);
const prop = (schema: SchemaView, name: string) => schema.properties!.find((p) => p.name === name)!;

describe('toSchemaView', () => {
  it('marks a schema met again inside itself as circular: through array items, a nullable wrapper and another schema', () => {
    const node = view('TreeNodeDto');
    expect(node.refName).toBe('TreeNodeDto');
    expect(prop(node, 'children')).toEqual({ name: 'children', required: true, schema: { type: 'array', items: { refName: 'TreeNodeDto', circular: true } } });
    expect(prop(node, 'parent').schema).toEqual({ refName: 'TreeNodeDto', circular: true, nullable: true });
    const owner = prop(node, 'owner').schema;
    expect(owner.refName).toBe('OwnerDto');
    expect(prop(owner, 'favourite').schema).toEqual({ refName: 'TreeNodeDto', circular: true });
    // The same schema outside its own subtree is expanded, not marked.
    expect(prop(view('OwnerDto'), 'favourite').schema.properties).toHaveLength(9);
  });

  it('keeps oneOf, anyOf and a real allOf as lists of variants', () => {
    const node = view('TreeNodeDto');
    expect(prop(node, 'shape').schema.oneOf!.map((v) => v.refName)).toEqual(['CircleDto', 'SquareDto']);
    expect(prop(node, 'label').schema.anyOf!.map((v) => v.type)).toEqual(['string', 'integer']);
    const combined = prop(node, 'combined').schema.allOf!;
    expect(combined.map((v) => v.refName ?? v.type)).toEqual(['BaseDto', 'object']);
  });

  it('unwraps a one-member allOf that only adds nullable or a description (a nullable $ref in OpenAPI 3.0)', () => {
    expect(prop(view('CreateNodeDto'), 'color').schema).toEqual({ refName: 'ColorEnum', type: 'string', enum: ['red', 'green'], nullable: true, description: 'Colour, or null for none.' });
  });

  it('keeps required flags, defaults, formats and map values', () => {
    const create = view('CreateNodeDto');
    expect(create.properties!.map((p) => [p.name, p.required])).toEqual([['name', true], ['weight', false], ['color', false]]);
    expect(prop(create, 'weight').schema.default).toBe(1.5);
    expect(prop(view('OwnerDto'), 'email').schema.format).toBe('email');
    expect(prop(view('TreeNodeDto'), 'counts').schema.additionalProperties).toEqual({ type: 'integer' });
  });
});

describe('exampleFor', () => {
  it('builds a request example from defaults, first enum values and formats', () => {
    expect(exampleFor(view('CreateNodeDto'))).toEqual({ name: 'string', weight: 1.5, color: 'red' });
  });

  it('stops at circular references, takes the first variant, and merges object members of allOf', () => {
    expect(exampleFor(view('TreeNodeDto'))).toEqual({
      id: '00000000-0000-4000-8000-000000000000',
      children: [{}],
      parent: {},
      owner: { email: 'user@example.com', favourite: {} },
      shape: { radius: 0 },
      label: 'string',
      combined: { id: '00000000-0000-4000-8000-000000000000', extra: true },
      color: 'red',
      counts: { key: 0 },
    });
  });

  it('takes a non-object allOf member as the value instead of spreading it into an object', () => {
    expect(exampleFor({ allOf: [{ type: 'string', enum: ['asc', 'desc'] }] })).toBe('asc');
  });

  it('gives up after six levels of nesting', () => {
    let deep: SchemaView = { type: 'string' };
    for (let i = 0; i < 10; i++) deep = { type: 'object', properties: [{ name: 'next', required: true, schema: deep }] };
    expect(JSON.stringify(exampleFor(deep))).toBe('{"next":{"next":{"next":{"next":{"next":{"next":{"next":{}}}}}}}}');
  });
});
