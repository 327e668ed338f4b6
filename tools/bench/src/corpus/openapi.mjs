// The corpus's OpenAPI 3.0 document: `count` operations over a set of API areas, with path
// parameters, request bodies, responses and security, and schemas that refer to each other.

const AREAS = ['activities', 'albums', 'api-keys', 'assets', 'auth', 'faces', 'jobs', 'libraries', 'memories', 'notifications', 'partners', 'people', 'search', 'server', 'shared-links', 'stacks', 'tags', 'timeline', 'trash', 'users'];
const ACTIONS = [
  ['get', 'get'],
  ['post', 'create'],
  ['put', 'update'],
  ['delete', 'delete'],
  ['get', 'list'],
];
const SCHEMA_COUNT = 48;

const camel = (text) => text.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const pascal = (text) => camel(text).replace(/^[a-z]/, (letter) => letter.toUpperCase());
const ref = (n) => ({ $ref: `#/components/schemas/Item${n % SCHEMA_COUNT}Dto` });

function schemas() {
  const out = {};
  for (let n = 0; n < SCHEMA_COUNT; n++) {
    out[`Item${n}Dto`] = {
      type: 'object',
      required: ['id', 'createdAt'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string', description: `Display name of item ${n}` },
        size: { type: 'integer', format: 'int64', minimum: 0 },
        visibility: { type: 'string', enum: ['public', 'shared', 'private'] },
        createdAt: { type: 'string', format: 'date-time' },
        // Every few schemas refer to an earlier one, some to themselves (a tree).
        ...(n > 0 ? { parent: ref(n - 1) } : {}),
        ...(n % 7 === 0 ? { children: { type: 'array', items: ref(n) } } : {}),
      },
    };
  }
  return out;
}

/**
 * @param {number} count operations
 * @returns {object} an OpenAPI 3.0.3 document
 */
export function openApiDocument(count) {
  const paths = {};
  for (let i = 0; i < count; i++) {
    const area = AREAS[i % AREAS.length];
    const [method, verb] = ACTIONS[Math.floor(i / AREAS.length) % ACTIONS.length];
    const round = Math.floor(i / (AREAS.length * ACTIONS.length));
    const withId = verb !== 'create' && verb !== 'list';
    const path = `/${area}${round > 0 ? `/v${round}` : ''}${withId ? '/{id}' : ''}`;
    const operationId = `${verb}${pascal(area)}${round > 0 ? `V${round}` : ''}`;
    paths[path] ??= {};
    paths[path][method] = {
      operationId,
      tags: [area],
      summary: `${verb} ${area.replace(/-/g, ' ')}`,
      description: `Operation ${i + 1} of the benchmark API: **${verb}** on \`${area}\`.`,
      parameters: [
        ...(withId ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }] : []),
        ...(verb === 'list' ? [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }, { name: 'size', in: 'query', schema: { type: 'integer', maximum: 1000 } }] : []),
      ],
      ...(method === 'post' || method === 'put' ? { requestBody: { required: true, content: { 'application/json': { schema: ref(i) } } } } : {}),
      responses: {
        [method === 'post' ? '201' : method === 'delete' ? '204' : '200']:
          method === 'delete' ? { description: 'Deleted' } : { description: 'OK', content: { 'application/json': { schema: verb === 'list' ? { type: 'array', items: ref(i + 3) } : ref(i + 3) } } },
        ...(withId ? { 404: { description: 'Not found' } } : {}),
      },
      security: [{ bearer: [] }, { cookie: [] }, { api_key: [] }],
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Benchmark API', version: '1.0.0', description: 'A generated API of the size of a real one.' },
    servers: [{ url: '/api' }],
    tags: AREAS.map((name) => ({ name, description: `Operations on ${name.replace(/-/g, ' ')}` })),
    paths,
    components: {
      schemas: schemas(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
        api_key: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      },
    },
  };
}
