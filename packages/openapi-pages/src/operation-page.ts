import { compileMarkdown, ROUTE_PROPERTY, type ApiBody, type ApiCallback, type ApiOperationPageData, type ApiParameter, type ApiResponse, type ApiSecurityScheme, type CodeSample, type CompiledMarkdown, type PageLink } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';
import { codeSamples, webhookSamples } from './code-samples.js';
import type { LoadedSpec } from './load.js';
import type { Operation } from './operations.js';
import { exampleFor, schemaViewer, type SchemaLimits } from './schema-view.js';

/** The parts of an operation page that are the same in every locale. */
export interface OperationContent {
  parameters: ApiParameter[];
  requestBody?: ApiBody;
  responses: ApiResponse[];
  security: string[];
  securitySchemes: ApiSecurityScheme[];
  codeSamples: CodeSample[];
  /** The requests the API sends after the call, with their compiled descriptions. */
  callbacks: CompiledCallback[];
}

/** What compiling an operation's content needs from the reference's options. */
export interface ContentOptions {
  specFile: string;
  sampleServerUrl: string;
  sdkPackage?: string;
  limits?: Partial<SchemaLimits>;
  /** Where the description is published: a cut schema view links to its named schema there. */
  specUrl?: string;
}

/** Compiles a description from the spec, named by its JSON pointer in messages. */
export type DescriptionCompiler = (markdown: string, pointer: string) => CompiledMarkdown;

/** Where a component schema is written in the published file: its URL and JSON pointer (Swagger 2.0 keeps them under `definitions`). */
function schemaLocation(specUrl: string | undefined, sourceVersion: string): ((name: string) => string) | undefined {
  if (!specUrl) return undefined;
  const base = sourceVersion === '2.0' ? ['definitions'] : ['components', 'schemas'];
  return (name) => `${specUrl}#/${[...base, token(name)].map(encodeURIComponent).join('/')}`;
}

/** A request or response body: the first media type, its schema and an example (given or built). */
function body(content: Record<string, OpenAPIV3.MediaTypeObject> | undefined, view: ReturnType<typeof schemaViewer>, extra: { required?: boolean; description?: string }): ApiBody | undefined {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!contentType) return undefined;
  const schema = media?.schema ? view(media.schema as OpenAPIV3.SchemaObject) : undefined;
  return {
    contentType,
    ...(extra.required !== undefined ? { required: extra.required } : {}),
    ...(extra.description ? { description: extra.description } : {}),
    ...(schema ? { schema, example: media?.example ?? exampleFor(schema) } : {}),
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A callback with its compiled description, whose links the site checks. */
export interface CompiledCallback {
  callback: ApiCallback;
  /** JSON pointer of the callback's operation: `#/paths/~1subscriptions/post/callbacks/onEvent/{$request.body#~1url}/post`. */
  pointer: string;
  compiled?: CompiledMarkdown;
}

/** Each request the API sends after an operation (its callbacks): URL expression, body and the answers it expects. */
function callbacksOf(o: Operation, view: ReturnType<typeof schemaViewer>, compile: DescriptionCompiler): CompiledCallback[] {
  const list: CompiledCallback[] = [];
  for (const [name, callback] of Object.entries(o.op.callbacks ?? {})) {
    for (const [expression, item] of Object.entries(callback as OpenAPIV3.CallbackObject)) {
      for (const method of METHODS) {
        const cb = (item as OpenAPIV3.PathItemObject | undefined)?.[method];
        if (!cb) continue;
        const pointer = `${o.pointer}/callbacks/${token(name)}/${token(expression)}/${method}`;
        const request = cb.requestBody as OpenAPIV3.RequestBodyObject | undefined;
        const requestBody = request ? body(request.content, view, request) : undefined;
        const compiled = cb.description ? compile(cb.description, pointer) : undefined;
        list.push({
          pointer,
          ...(compiled ? { compiled } : {}),
          callback: {
            name,
            method,
            url: expression,
            ...(cb.summary ? { summary: cb.summary } : {}),
            ...(compiled ? { description: compiled.body } : {}),
            ...(requestBody ? { requestBody } : {}),
            statuses: Object.keys(cb.responses ?? {}),
          },
        });
      }
    }
  }
  return list;
}

/** Compiles what an operation page shows, once for every locale. */
export function operationContent(o: Operation, spec: LoadedSpec, schemes: ReadonlyMap<string, ApiSecurityScheme>, options: ContentOptions, compile: DescriptionCompiler = descriptionCompiler(options.specFile)): OperationContent {
  const view = schemaViewer(spec.schemaNames, options.limits, schemaLocation(options.specUrl, spec.sourceVersion));
  const parameters: ApiParameter[] = o.parameters.map((param) => ({
    name: param.name,
    in: param.in as ApiParameter['in'],
    required: param.required === true || param.in === 'path',
    ...(param.description ? { description: param.description } : {}),
    schema: view(param.schema as OpenAPIV3.SchemaObject),
  }));
  const request = o.op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const requestBody = request ? body(request.content, view, request) : undefined;
  const responses: ApiResponse[] = Object.entries(o.op.responses ?? {}).map(([status, r]) => {
    const response = r as OpenAPIV3.ResponseObject;
    const responseBody = body(response.content, view, {});
    return { status, description: response.description ?? '', ...(responseBody ? { body: responseBody } : {}) };
  });
  const success = responses.find((r) => /^2/.test(r.status) && r.body) ?? responses.find((r) => /^2/.test(r.status));
  const security = o.security;
  const securitySchemes = security.map((name) => schemes.get(name)!);
  const sampleBody = requestBody ? { body: { contentType: requestBody.contentType, example: requestBody.example, ...(requestBody.schema ? { schema: requestBody.schema } : {}), ...(requestBody.schema?.refName ? { typeName: requestBody.schema.refName } : {}) } } : {};
  return {
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    security,
    securitySchemes,
    callbacks: callbacksOf(o, view, compile),
    // A webhook is a request the API sends: its samples reproduce that delivery and receive it.
    codeSamples: o.webhook
      ? webhookSamples({
          method: o.method,
          name: o.path,
          parameters,
          ...sampleBody,
          ...(success ? { status: success.status } : {}),
          securitySchemes,
        })
      : codeSamples({
          method: o.method,
          path: o.path,
          operationId: o.id,
          parameters,
          ...sampleBody,
          ...(success?.body ? { responseType: success.body.contentType } : {}),
          serverUrl: options.sampleServerUrl,
          ...(options.sdkPackage && o.hasOperationId ? { sdkPackage: options.sdkPackage } : {}),
          authenticated: security.length > 0,
          securitySchemes,
        }),
  };
}

/** An operation's texts in one locale. */
export interface OperationTexts {
  title: string;
  /** The Markdown of the description (or summary), compiled. */
  compiled: CompiledMarkdown;
  /** First line of the description, for `<meta name="description">`. */
  description?: string;
  tagLabel: string;
  parameterDescriptions: ReadonlyMap<string, string>;
  /** Locale whose words the summary and description are, when not the page's own. */
  fallbackFrom?: string;
}

/** Compiles descriptions once per distinct text. */
export function descriptionCompiler(specFile: string): DescriptionCompiler {
  const cache = new Map<string, CompiledMarkdown>();
  return (markdown: string, pointer: string): CompiledMarkdown => {
    let compiled = cache.get(`${pointer}\u0000${markdown}`);
    if (!compiled) {
      compiled = compileMarkdown(markdown, { file: `${specFile}${pointer}`, frontMatter: false });
      cache.set(`${pointer}\u0000${markdown}`, compiled);
    }
    return compiled;
  };
}

type HastNode = CompiledMarkdown['body'] | CompiledMarkdown['body']['children'][number];

/**
 * The body for one reader locale: links marked with a locale-neutral route get the locale's prefix.
 * Only the nodes on the way to such a link are copied; the rest is shared with the other locales.
 */
export function localizeShared<T extends HastNode>(node: T, localize: (route: string) => string): T {
  if (!('children' in node)) return node;
  let changed = false;
  const children = node.children.map((child) => {
    const next = localizeShared(child as HastNode, localize);
    if (next !== child) changed = true;
    return next;
  });
  const route = node.type === 'element' ? node.properties[ROUTE_PROPERTY] : undefined;
  if (!changed && typeof route !== 'string') return node;
  const copy = { ...node, children } as T;
  if (copy.type === 'element' && typeof route === 'string') {
    const href = String(copy.properties['href'] ?? '');
    const hashAt = href.indexOf('#');
    const { [ROUTE_PROPERTY]: _route, ...properties } = copy.properties;
    copy.properties = { ...properties, href: localize(route) + (hashAt === -1 ? '' : href.slice(hashAt)) };
  }
  return copy;
}

/** Where an operation page sits in one locale. */
export interface OperationPlace {
  locale: string;
  route: (slug?: string) => string;
  /** A locale-neutral route of the site in this locale. */
  localize: (route: string) => string;
  alternates: Record<string, string>;
  untranslatedLocales: string[];
  introLabel: string;
  prev?: PageLink | undefined;
  next?: PageLink | undefined;
  specUrl: string;
}

/** One operation's page in one locale. */
export function operationPage(o: Operation, content: OperationContent, texts: OperationTexts, place: OperationPlace): ApiOperationPageData {
  const route = place.route(o.slug);
  const introRoute = place.route();
  const { callbacks, ...shown } = content;
  const localized = (tree: CompiledMarkdown['body'], links: number) => (links ? localizeShared(tree, place.localize) : tree);
  return {
    kind: 'api-operation',
    locale: place.locale,
    route,
    title: texts.title,
    ...(texts.description ? { description: texts.description } : {}),
    alternates: place.alternates,
    untranslatedLocales: place.untranslatedLocales,
    ...(texts.fallbackFrom ? { fallbackFrom: texts.fallbackFrom } : {}),
    canonicalRoute: texts.fallbackFrom ? place.alternates[texts.fallbackFrom] ?? route : route,
    noindex: Boolean(texts.fallbackFrom),
    sidebarId: 'api',
    operationId: o.id,
    method: o.method,
    path: o.path,
    tag: texts.tagLabel,
    deprecated: o.op.deprecated === true,
    // Only internal links differ between locales; a body without them is shared, not copied.
    body: localized(texts.compiled.body, texts.compiled.links.length),
    ...shown,
    ...(callbacks.length
      ? { callbacks: callbacks.map(({ callback, compiled }) => (compiled && callback.description ? { ...callback, description: localized(callback.description, compiled.links.length) } : callback)) }
      : {}),
    ...(o.webhook ? { webhook: true } : {}),
    parameters: shown.parameters.map((p) => {
      const description = texts.parameterDescriptions.get(p.name);
      return description ? { ...p, description } : p;
    }),
    authRoute: `${introRoute}#authentication`,
    specUrl: place.specUrl,
    breadcrumbs: [{ label: place.introLabel, route: introRoute }, { label: texts.tagLabel }, { label: texts.title }],
    ...(place.prev ? { prev: place.prev } : {}),
    ...(place.next ? { next: place.next } : {}),
    sharedFields: SHARED_OPERATION_FIELDS,
  };
}

/**
 * What an operation's page holds equal in every locale (made once per operation, never
 * translated): most of its data, written once for all locales. Parameters and callbacks carry
 * translated descriptions, so each locale keeps its own.
 */
const SHARED_OPERATION_FIELDS = ['requestBody', 'responses', 'security', 'securitySchemes', 'codeSamples', 'specUrl'] as const;
