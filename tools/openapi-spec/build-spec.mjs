#!/usr/bin/env node
// Builds the Immich OpenAPI 3.0.3 description that the site's API reference is
// generated from.
//
// Inputs (committed next to this script, see README.md):
//   input/operations.json   every operation of the published SDK (method, path, area, params, body, response)
//   input/schemas.json      every DTO (property list) and enum of the published SDK
//   input/descriptions.json our own summaries/descriptions per operationId, plus one tag entry per area
// Output:
//   apps/site/openapi/immich-openapi-specs.json  (2-space indent, trailing newline, stable key order)
//
// Usage (from the repository root):  node tools/openapi-spec/build-spec.mjs
// Exits non-zero, naming the culprit, when an operation lacks a summary or description, an area lacks a
// tag entry, a type cannot be resolved, or the written file does not validate as OpenAPI.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const inputDir = path.join(here, 'input');
const outFile = path.join(repoRoot, 'apps', 'site', 'openapi', 'immich-openapi-specs.json');

const problems = [];
const problem = (message) => problems.push(message);

// ---------------------------------------------------------------------------
// Authentication
//
// Rule for public operations (emitted with `security: []`): an operation is public when a client must be
// able to call it before anyone has logged in. That is
//   * getting a session in the first place: `login`, and `signUpAdmin` (creates the first administrator
//     on a fresh server);
//   * the OAuth login flow itself: `startOAuth` (authorize), `finishOAuth` (callback) and
//     `redirectOAuthToMobile`. Linking/unlinking an OAuth account acts on a logged-in user, so those stay
//     protected;
//   * the server's public self-description that the login page and apps use while choosing or checking a
//     server: ping, version, version history, features, public config, supported media types and the
//     custom theme.
// Everything else (including every /admin/* route, server statistics/storage/about/licence, and
// validateToken/auth status, which check an existing session) requires one of the three schemes below.
// Shared-link visitors reach a few operations with the `key` query parameter instead of a login; that is
// documented on the parameter rather than modelled as a security scheme.
// The list is explicit (not a pattern) so that a new operation is protected unless someone decides
// otherwise; every id listed here must exist in the facts.
const PUBLIC_OPERATIONS = new Set([
  'login',
  'signUpAdmin',
  'startOAuth',
  'finishOAuth',
  'redirectOAuthToMobile',
  'pingServer',
  'getServerVersion',
  'getVersionHistory',
  'getServerFeatures',
  'getServerConfig',
  'getSupportedMediaTypes',
  'getTheme',
]);

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Session access token (as returned by login) sent as `Authorization: Bearer <token>`.',
  },
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'immich_access_token',
    description: 'Session access token in the cookie that the web app receives when logging in.',
  },
  api_key: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'API key created under Account Settings; its permissions limit what it can do.',
  },
};
const GLOBAL_SECURITY = [{ bearer: [] }, { cookie: [] }, { api_key: [] }];

// ---------------------------------------------------------------------------
// Formats derived from property / parameter names

// `id`, `*Id` and `*Ids` hold UUIDs, except these, which hold identifiers chosen outside Immich
// (device ids, OAuth subject and client id, SMTP message id, device asset ids echoed back).
const NOT_UUID_NAMES = new Set([
  'deviceId',
  'deviceAssetId',
  'deviceAssetIds',
  'existingIds',
  'oauthId',
  'clientId',
  'messageId',
]);
// Per-schema exceptions: the bulk upload check echoes client-chosen ids, not Immich UUIDs.
const NOT_UUID_IN = {
  AssetBulkUploadCheckItem: new Set(['id']),
  AssetBulkUploadCheckResult: new Set(['id']),
};
// Names that do not end in At/Date/After/Before but carry a date-time.
const EXTRA_DATE_TIME_NAMES = new Set([
  'dateTimeOriginal',
  'localDateTime',
  'lastModifiedAssetTimestamp',
  'updatedUntil',
  'hideBuyButtonUntil',
  'for',
]);
// Calendar dates without a time.
const DATE_ONLY_NAMES = new Set(['birthDate']);
// The columnar timeline payload carries local timestamps that are not strict RFC 3339 date-times.
const NO_DATE_FORMAT_IN = { TimeBucketAssetResponseDto: new Set(['fileCreatedAt']) };

function stringFormat(name, owner) {
  if (!name) return undefined;
  const uuidLike = name === 'id' || /Ids?$/.test(name);
  if (uuidLike && !NOT_UUID_NAMES.has(name) && !NOT_UUID_IN[owner]?.has(name)) return 'uuid';
  if (NO_DATE_FORMAT_IN[owner]?.has(name)) return undefined;
  if (DATE_ONLY_NAMES.has(name)) return 'date';
  if (/(At|Date|After|Before)$/.test(name) || EXTRA_DATE_TIME_NAMES.has(name)) return 'date-time';
  return undefined;
}

// ---------------------------------------------------------------------------
// Type strings from the SDK facts, e.g. `string`, `number | null`, `(UserLicense) | null`,
// `AssetResponseDto[]`, `(string | null)[]`, `(string[] | null)[]`, `Blob`.

function parseType(raw) {
  const t = raw.trim();
  let m = /^\((.*)\)\[\]$/.exec(t);
  if (m) return { kind: 'array', items: parseType(m[1]) };
  m = /^\((.*)\) \| null$/.exec(t) ?? /^(.*) \| null$/.exec(t);
  if (m) return { kind: 'nullable', inner: parseType(m[1]) };
  if (t.endsWith('[]')) return { kind: 'array', items: parseType(t.slice(0, -2)) };
  return { kind: 'named', name: t };
}

const PRIMITIVES = {
  string: () => ({ type: 'string' }),
  number: () => ({ type: 'number' }),
  integer: () => ({ type: 'integer' }),
  boolean: () => ({ type: 'boolean' }),
  object: () => ({ type: 'object', additionalProperties: true }),
  Blob: () => ({ type: 'string', format: 'binary' }),
};

let knownSchemaNames = new Set();

function refTo(name) {
  return { $ref: `#/components/schemas/${name}` };
}

// `where` names the spot for error messages; `name`/`owner` drive the name-based formats.
function schemaFor(node, { name, owner, where }) {
  switch (node.kind) {
    case 'array':
      return { type: 'array', items: schemaFor(node.items, { name, owner, where }) };
    case 'nullable': {
      const inner = schemaFor(node.inner, { name, owner, where });
      // OpenAPI 3.0 ignores siblings of $ref, so a nullable reference is wrapped in allOf.
      if (inner.$ref) return { allOf: [inner], nullable: true };
      return { ...inner, nullable: true };
    }
    case 'named': {
      if (PRIMITIVES[node.name]) {
        const schema = PRIMITIVES[node.name]();
        if (schema.type === 'string' && !schema.format) {
          const format = stringFormat(name, owner);
          if (format) schema.format = format;
        }
        return schema;
      }
      if (knownSchemaNames.has(node.name)) return refTo(node.name);
      problem(`${where}: unknown type "${node.name}"`);
      return { type: 'string' };
    }
    default:
      throw new Error(`unexpected node ${JSON.stringify(node)}`);
  }
}

// ---------------------------------------------------------------------------
// Responses

const ERROR_BODY = {
  type: 'object',
  properties: {
    correlationId: { type: 'string', description: 'Id of the request, also written to the server log.' },
    error: { type: 'string', description: 'HTTP status text.' },
    message: {
      description: 'What went wrong; validation failures list one message per problem.',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    statusCode: { type: 'integer' },
  },
  required: ['message', 'statusCode'],
};
const errorResponse = (description) => ({
  description,
  content: { 'application/json': { schema: ERROR_BODY } },
});
const SHARED_RESPONSES = {
  BadRequest: errorResponse('The request is invalid: a parameter or the body failed validation.'),
  Unauthorized: errorResponse('No valid credentials were sent, or the login failed.'),
  Forbidden: errorResponse(
    'The caller may not do this: the operation is for administrators, the API key lacks the permission, or the caller has no access to the resource.',
  ),
};
const responseRef = (name) => ({ $ref: `#/components/responses/${name}` });

// POST operations that create something answer 201; other successful JSON answers are 200.
const isCreate = (op) => op.method === 'POST' && /^(create|upload|signUp)/.test(op.operationId);

function successResponses(op, where) {
  const { kind, type } = op.response;
  if (op.operationId === 'redirectOAuthToMobile') {
    // The SDK types it as void; the server answers with a temporary redirect to the app's URL scheme.
    return {
      307: {
        description: 'Redirect to the mobile app with the OAuth callback parameters.',
        headers: { Location: { description: 'The app callback address.', schema: { type: 'string' } } },
      },
    };
  }
  if (op.operationId === 'getSyncStream') {
    // The SDK types it as void because it cannot read the stream; the body is JSON Lines.
    return {
      200: {
        description: 'One JSON object per line, each with `type`, `data` and `ack`.',
        content: { 'application/jsonlines+json': { schema: { type: 'string' } } },
      },
    };
  }
  if (kind === 'text' && (type === 'never' || type === 'void')) {
    return { 204: { description: 'Done; there is no response body.' } };
  }
  if (kind === 'blob' || kind === 'file' || kind === 'binary') {
    return {
      200: {
        description: 'The file contents.',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  if (kind === 'json') {
    const schema = schemaFor(parseType(type), { where: `${where} response` });
    const body = { content: { 'application/json': { schema } } };
    if (op.operationId === 'uploadAsset') {
      return {
        200: { description: 'The file was already on the server; the existing asset is returned.', ...body },
        201: { description: 'The asset was created.', ...body },
      };
    }
    return isCreate(op) ? { 201: { description: 'Created.', ...body } } : { 200: { description: 'OK.', ...body } };
  }
  problem(`${where}: cannot map response kind "${kind}" / type "${type}"`);
  return { 200: { description: 'OK.' } };
}

// ---------------------------------------------------------------------------
// Parameters

const PARAM_DESCRIPTIONS = {
  key: 'Key of a shared link; lets a visitor of the link make this call without logging in.',
  'x-immich-checksum': 'SHA-1 checksum of the file (base64 or hex), used to detect duplicates before the upload is stored.',
  timeBucket: 'The time bucket (month) to load, as returned by the bucket list.',
};

function buildParameter(p, where) {
  const param = { name: p.name, in: p.in };
  if (PARAM_DESCRIPTIONS[p.name]) param.description = PARAM_DESCRIPTIONS[p.name];
  if (p.in === 'path' && p.required !== true) problem(`${where}: path parameter "${p.name}" must be required`);
  param.required = Boolean(p.required);
  param.schema = schemaFor(parseType(p.type), { name: p.name, where: `${where} parameter ${p.name}` });
  return param;
}

// ---------------------------------------------------------------------------
// Helpers

const METHOD_ORDER = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const byString = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const nonEmpty = (v) => typeof v === 'string' && v.trim().length > 0;

async function readJson(file) {
  try {
    return JSON.parse(await readFile(path.join(inputDir, file), 'utf8'));
  } catch (error) {
    throw new Error(`cannot read input/${file}: ${error.message}`);
  }
}

// ---------------------------------------------------------------------------

async function main() {
  const [operationsFacts, schemaFacts, descriptions] = await Promise.all([
    readJson('operations.json'),
    readJson('schemas.json'),
    readJson('descriptions.json'),
  ]);
  const { sdkVersion, basePath, operations } = operationsFacts;
  if (schemaFacts.sdkVersion !== sdkVersion) {
    problem(`sdkVersion differs: operations.json ${sdkVersion}, schemas.json ${schemaFacts.sdkVersion}`);
  }

  const dtos = schemaFacts.schemas ?? {};
  const enums = schemaFacts.enums ?? {};
  for (const name of Object.keys(enums)) if (dtos[name]) problem(`schema "${name}" is both a DTO and an enum`);
  knownSchemaNames = new Set([...Object.keys(dtos), ...Object.keys(enums)]);
  for (const name of knownSchemaNames) {
    // OpenAPI component keys are limited to this character set.
    if (!/^[A-Za-z0-9._-]+$/.test(name)) problem(`schema name "${name}" is not a valid component name`);
  }

  // --- descriptions and tags -------------------------------------------------
  const tagEntries = descriptions.tags ?? {};
  const areas = [...new Set(operations.map((op) => op.area))].sort(byString);
  const tagNameByArea = {};
  for (const area of areas) {
    const entry = tagEntries[area];
    if (!entry || !nonEmpty(entry.name) || !nonEmpty(entry.description)) {
      problem(`area "${area}": missing tag entry (name and description) in descriptions.json "tags"`);
      continue;
    }
    tagNameByArea[area] = entry.name.trim();
  }
  for (const area of Object.keys(tagEntries)) {
    if (!areas.includes(area)) problem(`descriptions.json tag "${area}" matches no operation area`);
  }
  const tagNames = Object.values(tagNameByArea);
  for (const name of new Set(tagNames)) {
    if (tagNames.filter((n) => n === name).length > 1) problem(`tag name "${name}" is used by more than one area`);
  }

  const operationIds = new Set();
  const routes = new Set();
  for (const op of operations) {
    if (op.operationId === 'tags') problem('operationId "tags" clashes with the tags section of descriptions.json');
    if (operationIds.has(op.operationId)) problem(`duplicate operationId "${op.operationId}"`);
    operationIds.add(op.operationId);
    const route = `${op.method.toUpperCase()} ${op.path}`;
    if (routes.has(route)) problem(`duplicate route ${route}`);
    routes.add(route);
    const text = descriptions[op.operationId];
    if (!text || !nonEmpty(text.summary)) problem(`operation "${op.operationId}": missing summary in descriptions.json`);
    if (!text || !nonEmpty(text.description)) {
      problem(`operation "${op.operationId}": missing description in descriptions.json`);
    }
  }
  for (const key of Object.keys(descriptions)) {
    if (key !== 'tags' && !operationIds.has(key)) problem(`descriptions.json entry "${key}" matches no operation`);
  }
  for (const id of PUBLIC_OPERATIONS) if (!operationIds.has(id)) problem(`public operation "${id}" does not exist`);

  // --- components.schemas ----------------------------------------------------
  const schemas = {};
  for (const name of [...knownSchemaNames].sort(byString)) {
    if (enums[name]) {
      const values = enums[name];
      if (!Array.isArray(values) || values.length === 0) problem(`enum "${name}" has no values`);
      schemas[name] = { type: 'string', enum: [...values] };
      continue;
    }
    const props = dtos[name];
    if (!Array.isArray(props)) {
      problem(`schema "${name}" is not a property list`);
      continue;
    }
    const properties = {};
    const required = [];
    for (const prop of [...props].sort((a, b) => byString(a.name, b.name))) {
      if (properties[prop.name]) problem(`schema "${name}": duplicate property "${prop.name}"`);
      properties[prop.name] = schemaFor(parseType(prop.type), {
        name: prop.name,
        owner: name,
        where: `schema ${name}.${prop.name}`,
      });
      if (prop.required) required.push(prop.name);
    }
    schemas[name] = { type: 'object', properties };
    if (required.length > 0) schemas[name].required = required;
  }

  // --- paths -----------------------------------------------------------------
  const pathItems = {};
  for (const op of operations) {
    const where = `operation ${op.operationId}`;
    const method = op.method.toLowerCase();
    if (!METHOD_ORDER.includes(method)) problem(`${where}: unsupported method ${op.method}`);
    const isPublic = PUBLIC_OPERATIONS.has(op.operationId);
    const text = descriptions[op.operationId] ?? {};

    const operation = {
      operationId: op.operationId,
      summary: text.summary?.trim(),
      description: text.description?.trim(),
      tags: [tagNameByArea[op.area]],
    };
    if (op.parameters.length > 0) operation.parameters = op.parameters.map((p) => buildParameter(p, where));
    if (op.body) {
      operation.requestBody = {
        required: Boolean(op.body.required),
        content: {
          [op.body.contentType]: {
            schema: schemaFor(parseType(op.body.type), { where: `${where} body` }),
          },
        },
      };
    }
    const responses = successResponses(op, where);
    if (op.parameters.length > 0 || op.body) responses[400] = responseRef('BadRequest');
    if (!isPublic || op.operationId === 'login') responses[401] = responseRef('Unauthorized');
    if (!isPublic) responses[403] = responseRef('Forbidden');
    operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => byString(a, b)));
    if (isPublic) operation.security = [];

    // Every {name} in the path needs a matching path parameter.
    for (const [, name] of op.path.matchAll(/\{([^}]+)\}/g)) {
      if (!op.parameters.some((p) => p.in === 'path' && p.name === name)) {
        problem(`${where}: path parameter "${name}" is not declared`);
      }
    }

    pathItems[op.path] ??= {};
    pathItems[op.path][method] = operation;
  }
  const paths = {};
  for (const p of Object.keys(pathItems).sort(byString)) {
    const item = pathItems[p];
    paths[p] = Object.fromEntries(
      Object.keys(item)
        .sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))
        .map((m) => [m, item[m]]),
    );
  }

  if (problems.length > 0) {
    console.error(`OpenAPI spec not written: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }

  // --- document ----------------------------------------------------------------
  const tags = areas
    .map((area) => ({ name: tagNameByArea[area], description: tagEntries[area].description.trim() }))
    .sort((a, b) => byString(a.name.toLowerCase(), b.name.toLowerCase()) || byString(a.name, b.name));

  const spec = {
    openapi: '3.0.3',
    info: {
      title: 'Immich',
      version: sdkVersion,
      description:
        'The REST API of Immich, the self-hosted photo and video management server. ' +
        'Every request goes to your own Immich server under the `/api` path. ' +
        'Authenticate with a session access token (bearer header or the `immich_access_token` cookie) ' +
        'or with an API key in the `x-api-key` header; a few calls, such as logging in, need no authentication. ' +
        `This reference matches the published Immich SDK version ${sdkVersion}.`,
      license: {
        name: 'GNU AGPL v3',
        url: 'https://github.com/immich-app/immich/blob/main/LICENSE',
      },
    },
    servers: [
      {
        url: basePath,
        description: 'Your own Immich server; the API lives under `/api` on the address you use for the web app.',
      },
    ],
    security: GLOBAL_SECURITY,
    tags,
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      responses: SHARED_RESPONSES,
      schemas,
    },
  };

  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(spec, null, 2)}\n`, 'utf8');

  // --- validate what was written ---------------------------------------------
  try {
    await SwaggerParser.validate(outFile);
  } catch (error) {
    console.error(`OpenAPI validation failed for ${path.relative(repoRoot, outFile)}:`);
    console.error(error.message);
    process.exit(1);
  }

  const written = JSON.parse(await readFile(outFile, 'utf8'));
  let operationCount = 0;
  for (const item of Object.values(written.paths)) operationCount += Object.keys(item).length;
  if (operationCount !== operations.length) {
    console.error(`expected ${operations.length} operations in the output, found ${operationCount}`);
    process.exit(1);
  }
  const publicCount = operations.filter((op) => PUBLIC_OPERATIONS.has(op.operationId)).length;
  console.log(`Wrote ${path.relative(repoRoot, outFile)} (OpenAPI ${written.openapi}, Immich SDK ${sdkVersion})`);
  console.log(
    `  operations: ${operationCount} (${publicCount} public) in ${Object.keys(written.paths).length} paths; ` +
      `schemas: ${Object.keys(written.components.schemas).length} ` +
      `(${Object.keys(dtos).length} DTOs, ${Object.keys(enums).length} enums); tags: ${written.tags.length}`,
  );
  console.log('  valid OpenAPI: yes');
}

main().catch((error) => {
  console.error(error?.stack ?? String(error));
  process.exit(1);
});
