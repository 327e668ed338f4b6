// A large OpenAPI 3.1 description for the bench and for @lumidoc/openapi-pages' limits test:
// `operations` operations (1,200 by default) over 40 tags, written the way real descriptions are
// and the way that used to hurt: path-level parameters, operations without operationId, schemas
// that refer twice to the next one for `depth` levels (each level doubles a naive expansion),
// type arrays, webhooks and callbacks. Deterministic: the same options give the same document.

const VERBS = [
  ['get', 'Get'],
  ['put', 'Replace'],
  ['patch', 'Update'],
  ['delete', 'Delete'],
  ['post', 'Act on'],
];

/**
 * @param {{ operations?: number, tags?: number, depth?: number, webhooks?: number }} [options]
 * @returns {Record<string, unknown>} the description as a plain object, ready for JSON.stringify
 */
export function largeOpenApi({ operations = 1200, tags = 40, depth = 20, webhooks = 10 } = {}) {
  const schemas = {};
  // Level n refers twice to level n+1: expanded naively, the top one has 2^depth leaves.
  for (let n = 0; n < depth; n++) {
    schemas[`Level${n}`] =
      n === depth - 1
        ? { type: 'object', properties: { value: { type: ['string', 'number'] }, note: { type: ['string', 'null'] } } }
        : { type: 'object', description: `Level ${n} of a nested record.`, properties: { left: { $ref: `#/components/schemas/Level${n + 1}` }, right: { $ref: `#/components/schemas/Level${n + 1}` } } };
  }
  const paths = {};
  let made = 0;
  for (let resource = 0; made < operations; resource++) {
    const tag = `Area ${resource % tags}`;
    const name = `resource${resource}`;
    const itemPath = `/${name}/{${name}Id}`;
    const item = {
      parameters: [
        { name: `${name}Id`, in: 'path', required: true, description: 'Identifier of the record.', schema: { type: 'string', format: 'uuid' } },
        { name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } },
      ],
    };
    for (const [method, word] of VERBS) {
      if (made >= operations) break;
      const anonymous = made % 7 === 3;
      item[method] = {
        ...(anonymous ? {} : { operationId: `${method}Resource${resource}` }),
        summary: `${word} record ${resource}`,
        description: `${word}s one record of resource ${resource}. See [the introduction](/docs/api#authentication).`,
        tags: [tag],
        ...(method === 'put' || method === 'patch' ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Level0' } } } } } : {}),
        responses: {
          200: { description: 'The record.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Level0' } } } },
          404: { description: 'No such record.' },
        },
        ...(method === 'post'
          ? { callbacks: { done: { '{$request.query.callbackUrl}': { post: { summary: 'The action finished', responses: { 200: { description: 'Received.' } } } } } } }
          : {}),
      };
      made++;
    }
    paths[itemPath] = item;
  }
  const hooks = {};
  for (let n = 0; n < webhooks; n++) {
    hooks[`event${n}`] = { post: { summary: `Event ${n} happened`, requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Level0' } } } }, responses: { 200: { description: 'Received.' } } } };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Large', version: '1.0.0', description: `A generated description with ${operations} operations.` },
    servers: [{ url: 'https://large.example.com/api' }],
    tags: Array.from({ length: tags }, (_, n) => ({ name: `Area ${n}`, description: `Operations of area ${n}.` })),
    security: [{ bearer: [] }],
    paths,
    webhooks: hooks,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
  };
}
