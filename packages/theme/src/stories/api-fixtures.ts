import type { ApiCallback, ApiIntroPageData, ApiOperationPageData, ApiParameter, ApiResponse, ApiSecurityScheme, CodeSample, SchemaView } from '@lumidoc/contract';
import type { Element, Root } from 'hast';
import { alternatesFor, sampleApiOperationPage, STORY_LOCALES, type StoryLocale } from './fixtures.js';

const el = (tagName: string, properties: Element['properties'], ...children: Array<Element | string>): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
});

// --- Schemas: nested objects, arrays, enums, nullable, variants, a map and a circular reference ---

const uuid: SchemaView = { type: 'string', format: 'uuid' };

export const PERMISSIONS = ['all', 'activity.create', 'activity.read', 'activity.update', 'activity.delete', 'album.create', 'album.read', 'album.update', 'album.delete', 'album.share', 'asset.read', 'asset.upload'];

export const USER_SCHEMA: SchemaView = {
  refName: 'UserResponseDto',
  type: 'object',
  properties: [
    { name: 'id', required: true, schema: uuid },
    { name: 'name', required: true, schema: { type: 'string' } },
    { name: 'avatarColor', required: false, schema: { refName: 'UserAvatarColor', type: 'string', enum: ['primary', 'pink', 'red'], nullable: true, description: 'Colour of the avatar, or `null` for the default.' } },
  ],
};

export const ASSET_SCHEMA: SchemaView = {
  refName: 'AssetResponseDto',
  type: 'object',
  properties: [
    { name: 'id', required: true, schema: uuid },
    { name: 'originalFileName', required: true, schema: { type: 'string' } },
    { name: 'fileCreatedAt', required: true, schema: { type: 'string', format: 'date-time' } },
  ],
};

/** An album: every shape the viewer knows, including `parent`, which refers back to the album. */
export const ALBUM_SCHEMA: SchemaView = {
  refName: 'AlbumResponseDto',
  type: 'object',
  description: 'An album with its owner and assets.',
  properties: [
    { name: 'id', required: true, schema: uuid },
    { name: 'albumName', required: true, schema: { type: 'string' } },
    { name: 'description', required: false, schema: { type: 'string', nullable: true } },
    { name: 'order', required: false, schema: { refName: 'AssetOrder', type: 'string', enum: ['asc', 'desc'], default: 'desc' } },
    { name: 'owner', required: true, schema: USER_SCHEMA },
    { name: 'assets', required: true, schema: { type: 'array', items: ASSET_SCHEMA } },
    { name: 'parent', required: false, schema: { refName: 'AlbumResponseDto', circular: true, nullable: true } },
    { name: 'cover', required: false, schema: { oneOf: [ASSET_SCHEMA, { type: 'string', description: 'The id of an asset.' }] } },
    { name: 'details', required: false, schema: { allOf: [USER_SCHEMA, { type: 'object', properties: [{ name: 'note', required: false, schema: { type: 'string' } }] }] } },
    { name: 'counts', required: false, schema: { type: 'object', additionalProperties: { type: 'integer' } } },
    { name: 'permissions', required: false, schema: { type: 'array', items: { refName: 'Permission', type: 'string', enum: PERMISSIONS } } },
  ],
};

export const ALBUM_EXAMPLE = {
  id: '00000000-0000-4000-8000-000000000000',
  albumName: 'string',
  description: 'string',
  order: 'desc',
  owner: { id: '00000000-0000-4000-8000-000000000000', name: 'string', avatarColor: 'primary' },
  assets: [{ id: '00000000-0000-4000-8000-000000000000', originalFileName: 'string', fileCreatedAt: '2025-07-01T12:00:00.000Z' }],
};

/**
 * A tree cut at its limits: a named schema with a link to where it is written in full, an inline
 * object without one, and array items cut at the same depth.
 */
export const TRUNCATED_SCHEMA: SchemaView = {
  refName: 'FolderResponseDto',
  type: 'object',
  properties: [
    { name: 'path', required: true, schema: { type: 'string' } },
    {
      name: 'parent',
      required: false,
      schema: {
        refName: 'FolderResponseDto',
        type: 'object',
        properties: [
          { name: 'owner', required: true, schema: { refName: 'UserResponseDto', type: 'object', truncated: true, definedAt: '/openapi/immich-openapi-specs.json#/components/schemas/UserResponseDto' } },
          { name: 'stats', required: false, schema: { type: 'object', truncated: true } },
          { name: 'children', required: false, schema: { type: 'array', items: { refName: 'Folder~Node/Dto', type: 'object', truncated: true, definedAt: '/openapi/immich-openapi-specs.json#/components/schemas/Folder~0Node~1Dto' } } },
        ],
      },
    },
  ],
};

// --- Operation parts -------------------------------------------------------------------------

export const PARAMETERS: ApiParameter[] = [
  { name: 'id', in: 'path', required: true, description: 'The album’s id.', schema: uuid },
  { name: 'order', in: 'query', required: false, description: 'Sort order of the assets.', schema: { refName: 'AssetOrder', type: 'string', enum: ['asc', 'desc'], default: 'desc' } },
  { name: 'withoutAssets', in: 'query', required: false, schema: { type: 'boolean', default: false } },
  { name: 'x-immich-checksum', in: 'header', required: false, description: 'SHA-1 checksum of the file, to spot `duplicate` uploads.', schema: { type: 'string' } },
];

export const SECURITY_SCHEMES: ApiSecurityScheme[] = [
  { name: 'bearer', in: 'header', key: 'Authorization', prefix: 'Bearer' },
  { name: 'cookie', in: 'cookie', key: 'immich_access_token' },
  { name: 'api_key', in: 'header', key: 'x-api-key' },
];

const ERROR_SCHEMA: SchemaView = {
  type: 'object',
  properties: [
    { name: 'message', required: true, schema: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
    { name: 'statusCode', required: true, schema: { type: 'integer' } },
  ],
};

export const RESPONSES: ApiResponse[] = [
  { status: '200', description: 'The updated album.', body: { contentType: 'application/json', schema: ALBUM_SCHEMA, example: ALBUM_EXAMPLE } },
  { status: '204', description: 'Nothing changed.' },
  { status: '400', description: 'The body is not valid.', body: { contentType: 'application/json', schema: ERROR_SCHEMA, example: { message: 'albumName must be a string', statusCode: 400 } } },
  { status: '401', description: 'No valid credentials were sent.', body: { contentType: 'application/json', schema: ERROR_SCHEMA, example: { message: 'albumName must be a string', statusCode: 400 } } },
];

export const SAMPLES: CodeSample[] = [
  { id: 'curl', label: 'curl', language: 'bash', code: "curl -X PATCH 'https://immich.example.com/api/albums/00000000-0000-4000-8000-000000000000' \\\n  -H 'x-api-key: YOUR_API_KEY' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  \"albumName\": \"Holidays\"\n}'" },
  { id: 'js-fetch', label: 'JavaScript (fetch)', language: 'js', code: "const id = '00000000-0000-4000-8000-000000000000';\n\nconst response = await fetch(`https://immich.example.com/api/albums/${id}`, {\n  method: 'PATCH',\n  headers: { 'x-api-key': 'YOUR_API_KEY' },\n  body: JSON.stringify({ albumName: 'Holidays' }),\n});" },
  { id: 'python-requests', label: 'Python (requests)', language: 'python', code: 'import requests\n\nresponse = requests.patch(\n    "https://immich.example.com/api/albums/00000000-0000-4000-8000-000000000000",\n    json={"albumName": "Holidays"},\n)' },
  { id: 'sdk', label: '@immich/sdk', language: 'ts', code: "import { init, updateAlbumInfo } from '@immich/sdk';\n\nawait updateAlbumInfo({ id: '00000000-0000-4000-8000-000000000000', updateAlbumDto: { albumName: 'Holidays' } });" },
];

/** Two requests the API sends after an operation: one with a body and a linked description, one without. */
export const CALLBACKS: ApiCallback[] = [
  {
    name: 'onUploaded',
    method: 'post',
    url: '{$request.body#/callbackUrl}',
    summary: 'An upload finished',
    description: { type: 'root', children: [el('p', {}, 'Sent once the server has stored the file; see ', el('a', { href: '/docs/guides/uploads' }, 'the upload guide'), '.')] },
    requestBody: { contentType: 'application/json', schema: { type: 'object', properties: [{ name: 'assetId', required: true, schema: uuid }] }, example: { assetId: '00000000-0000-4000-8000-000000000000' } },
    statuses: ['200', '410'],
  },
  { name: 'onFailed', method: 'put', url: '{$request.body#/errorUrl}', statuses: [] },
];

/** The samples of a webhook: the delivery sent to a local receiver, and that receiver. */
export const WEBHOOK_SAMPLES: CodeSample[] = [
  { id: 'curl', label: 'curl', language: 'bash', code: "curl -X POST 'http://localhost:8080/webhook' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  \"assetId\": \"00000000-0000-4000-8000-000000000000\"\n}'" },
  { id: 'node-receiver', label: 'Node.js (node:http)', language: 'js', code: "import { createServer } from 'node:http';\n\ncreateServer(async (request, response) => {\n  if (request.method !== 'POST') return response.writeHead(405).end();\n  response.writeHead(204).end();\n}).listen(8080);" },
  { id: 'python-receiver', label: 'Python (http.server)', language: 'python', code: 'from http.server import BaseHTTPRequestHandler, HTTPServer\n\n\nclass WebhookHandler(BaseHTTPRequestHandler):\n    def do_POST(self):\n        self.send_response(204)\n        self.end_headers()\n\n\nHTTPServer(("", 8080), WebhookHandler).serve_forever()' },
];

/** A webhook's page: the request the API sends, no credentials, samples that deliver and receive it. */
export function webhookPage(locale: StoryLocale = 'en', extra: Partial<ApiOperationPageData> = {}): ApiOperationPageData {
  return richOperationPage(locale, {
    title: 'An asset was uploaded',
    operationId: 'webhook-asset-uploaded',
    method: 'post',
    path: 'assetUploaded',
    tag: 'Webhooks',
    parameters: [{ name: 'X-Immich-Signature', in: 'header', required: true, description: 'HMAC of the body.', schema: { type: 'string' } }],
    requestBody: CALLBACKS[0]!.requestBody!,
    responses: [{ status: '204', description: 'Received.' }],
    security: [],
    securitySchemes: [],
    codeSamples: WEBHOOK_SAMPLES,
    webhook: true,
    breadcrumbs: [{ label: 'Introduction', route: STORY_LOCALES.localizePath('/docs/api', locale) }, { label: 'Webhooks' }, { label: 'An asset was uploaded' }],
    ...extra,
  });
}

/** `updateAlbumInfo` with full schemas, grouped parameters, credentials and four code samples. */
export function richOperationPage(locale: StoryLocale = 'en', extra: Partial<ApiOperationPageData> = {}): ApiOperationPageData {
  const r = (path: string) => STORY_LOCALES.localizePath(path, locale);
  return sampleApiOperationPage(locale, {
    parameters: PARAMETERS,
    requestBody: {
      contentType: 'application/json',
      required: true,
      schema: { refName: 'UpdateAlbumDto', type: 'object', properties: [{ name: 'albumName', required: false, schema: { type: 'string' } }, { name: 'order', required: false, schema: { refName: 'AssetOrder', type: 'string', enum: ['asc', 'desc'] } }] },
      example: { albumName: 'string', order: 'asc' },
    },
    responses: RESPONSES,
    securitySchemes: SECURITY_SCHEMES,
    authRoute: `${r('/docs/api')}#authentication`,
    codeSamples: SAMPLES,
    breadcrumbs: [{ label: 'Introduction', route: r('/docs/api') }, { label: 'Albums' }, { label: 'Update an album' }],
    ...extra,
  });
}

// --- Introduction ------------------------------------------------------------------------------


const INTRO_TEXT = {
  en: { title: 'Immich API reference', base: 'Base URL', baseText: 'Every path is relative to /api on your server.', auth: 'Authentication', authText: 'Send a bearer token, the session cookie or an API key.', areas: 'Areas' },
  ru: { title: 'Справочник API Immich', base: 'Базовый адрес', baseText: 'Все пути указаны относительно /api на вашем сервере.', auth: 'Аутентификация', authText: 'Передайте токен, cookie сеанса или ключ API.', areas: 'Разделы' },
  ja: { title: 'Immich API リファレンス', base: 'ベース URL', baseText: 'すべてのパスはサーバーの /api からの相対パスです。', auth: '認証', authText: 'ベアラートークン、セッション Cookie、または API キーを送信します。', areas: '分野' },
} as const;

/** The introduction in `words` language, shown to a `locale` reader (a fallback when they differ). */
export function sampleApiIntroPage(locale: StoryLocale = 'en', words: keyof typeof INTRO_TEXT = locale === 'ru' || locale === 'ja' ? locale : 'en'): ApiIntroPageData {
  const r = (path: string) => STORY_LOCALES.localizePath(path, locale);
  const w = INTRO_TEXT[words];
  const body: Root = {
    type: 'root',
    children: [
      el('h2', { id: 'base-url' }, w.base),
      el('p', {}, w.baseText),
      el('h2', { id: 'authentication' }, w.auth),
      el('p', {}, w.authText),
      el('h2', { id: 'areas' }, w.areas),
      el('ul', {}, el('li', {}, el('a', { href: r('/docs/api/get-album-info') }, 'Albums'), ' 11'), el('li', {}, el('a', { href: r('/docs/api/upload-asset') }, 'Assets'), ' 15')),
    ],
  };
  return {
    kind: 'api-intro',
    locale,
    route: r('/docs/api'),
    title: w.title,
    alternates: alternatesFor('/docs/api'),
    untranslatedLocales: [],
    ...(words !== locale ? { fallbackFrom: words } : {}),
    canonicalRoute: r('/docs/api'),
    noindex: words !== locale,
    sidebarId: 'api',
    body,
    toc: [
      { id: 'base-url', text: w.base, depth: 2 },
      { id: 'authentication', text: w.auth, depth: 2 },
      { id: 'areas', text: w.areas, depth: 2 },
    ],
    version: '1.135.3',
    baseUrl: '/api',
    areas: [
      { tag: 'Albums', label: 'Albums', count: 11, route: r('/docs/api/get-album-info') },
      { tag: 'Assets', label: 'Assets', count: 15, route: r('/docs/api/upload-asset') },
    ],
    specUrl: '/openapi/immich-openapi-specs.json',
  };
}
