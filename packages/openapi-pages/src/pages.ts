import { compileMarkdown, type ApiBody, type ApiIntroPageData, type ApiOperationPageData, type ApiParameter, type ApiResponse, type SidebarData, type SidebarItem } from '@lumidoc/content-pipeline';
import type { LocaleSet } from '@lumidoc/i18n';
import type { OpenAPIV3 } from 'openapi-types';
import { codeSamples } from './code-samples.js';
import type { LoadedSpec } from './load.js';
import { exampleFor, toSchemaView } from './schema-view.js';
import { kebabCase } from './slug.js';

export interface ApiPagesOptions {
  locales: LocaleSet;
  /** Locale-neutral route of the reference, `/docs/api`. */
  routeBase?: string;
  /** Where the site serves the OpenAPI file for download. */
  specUrl: string;
  /** Server URL used in the code samples. */
  sampleServerUrl: string;
  /** npm package with one function per operation id, for the SDK sample. */
  sdkPackage?: string;
  /** Shown in error messages. */
  specFile: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  method: string;
  path: string;
  op: OpenAPIV3.OperationObject;
  tag: string;
  slug: string;
}

function operations(api: OpenAPIV3.Document): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(api.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId; every operation needs one for its page's route.`);
      list.push({ method, path, op, tag: op.tags?.[0] ?? 'default', slug: kebabCase(op.operationId) });
    }
  }
  return list;
}

function body(content: Record<string, OpenAPIV3.MediaTypeObject> | undefined, spec: LoadedSpec, extra: { required?: boolean; description?: string }): ApiBody | undefined {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!contentType) return undefined;
  const schema = media?.schema ? toSchemaView(media.schema as OpenAPIV3.SchemaObject, spec.schemaNames) : undefined;
  return {
    contentType,
    ...(extra.required !== undefined ? { required: extra.required } : {}),
    ...(extra.description ? { description: extra.description } : {}),
    ...(schema ? { schema, example: media?.example ?? exampleFor(schema) } : {}),
  };
}

/** The API reference: an introduction page and one page per operation, in every locale, with one sidebar. */
export function createApiPages(spec: LoadedSpec, options: ApiPagesOptions): { pages: Array<ApiOperationPageData | ApiIntroPageData>; sidebars: SidebarData[] } {
  const { api } = spec;
  const { locales } = options;
  const base = options.routeBase ?? '/docs/api';
  const ops = operations(api);
  const seen = new Map<string, Operation>();
  for (const op of ops) {
    const clash = seen.get(op.slug);
    if (clash) throw new Error(`${options.specFile}: operations ${clash.op.operationId} and ${op.op.operationId} both map to the route ${base}/${op.slug}; rename one operationId.`);
    seen.set(op.slug, op);
  }
  const tagOrder = (api.tags ?? []).map((t) => t.name);
  const tags = [...new Set([...tagOrder, ...ops.map((o) => o.tag)])].filter((tag) => ops.some((o) => o.tag === tag));
  const ordered = tags.flatMap((tag) => ops.filter((o) => o.tag === tag));
  const globalSecurity = api.security ?? [];
  const compiledDescriptions = new Map(ordered.map((o) => [o.slug, compileMarkdown(o.op.description ?? o.op.summary ?? '', { file: `${options.specFile}#/paths/${o.path.replace(/\//g, '~1')}/${o.method}` }).body]));

  const pages: Array<ApiOperationPageData | ApiIntroPageData> = [];
  const sidebars: SidebarData[] = [];
  for (const locale of locales.list) {
    const route = (slug?: string) => locales.localizePath(slug ? `${base}/${slug}` : base, locale.code);
    const alternates = (slug?: string) => Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath(slug ? `${base}/${slug}` : base, l.code)]));
    const introRoute = route();
    const items: SidebarItem[] = [
      { type: 'link', label: api.info.title, href: introRoute },
      ...tags.map((tag): SidebarItem => ({
        type: 'category',
        label: tag,
        collapsed: true,
        collapsible: true,
        items: ops.filter((o) => o.tag === tag).map((o) => ({ type: 'link' as const, label: o.op.summary ?? o.op.operationId!, href: route(o.slug), badge: o.method.toUpperCase() })),
      })),
    ];
    sidebars.push({ id: 'api', locale: locale.code, items });

    ordered.forEach((o, index) => {
      const parameters: ApiParameter[] = (o.op.parameters ?? []).map((p) => {
        const param = p as OpenAPIV3.ParameterObject;
        return {
          name: param.name,
          in: param.in as ApiParameter['in'],
          required: param.required === true,
          ...(param.description ? { description: param.description } : {}),
          schema: toSchemaView(param.schema as OpenAPIV3.SchemaObject, spec.schemaNames),
        };
      });
      const requestBody = o.op.requestBody ? body((o.op.requestBody as OpenAPIV3.RequestBodyObject).content, spec, o.op.requestBody as OpenAPIV3.RequestBodyObject) : undefined;
      const responses: ApiResponse[] = Object.entries(o.op.responses ?? {}).map(([status, r]) => {
        const response = r as OpenAPIV3.ResponseObject;
        const responseBody = body(response.content, spec, {});
        return { status, description: response.description, ...(responseBody ? { body: responseBody } : {}) };
      });
      const security = [...new Set((o.op.security ?? globalSecurity).flatMap((req) => Object.keys(req)))];
      const neighbour = (other: Operation | undefined) => (other ? { label: other.op.summary ?? other.op.operationId!, route: route(other.slug) } : undefined);
      const prev = neighbour(ordered[index - 1]);
      const next = neighbour(ordered[index + 1]);
      const pageRoute = route(o.slug);
      pages.push({
        kind: 'api-operation',
        locale: locale.code,
        route: pageRoute,
        title: o.op.summary ?? o.op.operationId!,
        ...(o.op.summary && o.op.description ? { description: o.op.description.split('\n')[0] } : {}),
        alternates: alternates(o.slug),
        untranslatedLocales: [],
        canonicalRoute: pageRoute,
        noindex: false,
        sidebarId: 'api',
        operationId: o.op.operationId!,
        method: o.method,
        path: o.path,
        tag: o.tag,
        deprecated: o.op.deprecated === true,
        body: compiledDescriptions.get(o.slug)!,
        parameters,
        ...(requestBody ? { requestBody } : {}),
        responses,
        security,
        codeSamples: codeSamples({
          method: o.method,
          path: o.path,
          operationId: o.op.operationId!,
          parameters,
          ...(requestBody ? { body: { contentType: requestBody.contentType, example: requestBody.example, ...(requestBody.schema?.refName ? { typeName: requestBody.schema.refName } : {}) } } : {}),
          serverUrl: options.sampleServerUrl,
          ...(options.sdkPackage ? { sdkPackage: options.sdkPackage } : {}),
          authenticated: security.length > 0,
        }),
        specUrl: options.specUrl,
        breadcrumbs: [{ label: api.info.title, route: introRoute }, { label: o.tag }, { label: o.op.summary ?? o.op.operationId! }],
        ...(prev ? { prev } : {}),
        ...(next ? { next } : {}),
      });
    });

    const intro = compileMarkdown(introMarkdown(api, options, tags.map((tag) => ({ tag, count: ops.filter((o) => o.tag === tag).length, route: route(ops.find((o) => o.tag === tag)!.slug) }))), { file: options.specFile });
    pages.push({
      kind: 'api-intro',
      locale: locale.code,
      route: introRoute,
      title: api.info.title,
      description: `HTTP API reference for ${api.info.title} ${api.info.version}: ${ops.length} operations.`,
      alternates: alternates(),
      untranslatedLocales: [],
      canonicalRoute: introRoute,
      noindex: false,
      sidebarId: 'api',
      body: intro.body,
      toc: intro.toc,
      version: api.info.version,
      baseUrl: api.servers?.[0]?.url ?? '/',
      areas: tags.map((tag) => ({ tag, label: tag, count: ops.filter((o) => o.tag === tag).length, route: route(ops.find((o) => o.tag === tag)!.slug) })),
      specUrl: options.specUrl,
    });
  }
  return { pages, sidebars };
}

function introMarkdown(api: OpenAPIV3.Document, options: ApiPagesOptions, areas: Array<{ tag: string; count: number; route: string }>): string {
  const schemes = Object.entries(api.components?.securitySchemes ?? {}) as Array<[string, OpenAPIV3.SecuritySchemeObject]>;
  const describe = ([name, s]: [string, OpenAPIV3.SecuritySchemeObject]) =>
    `| \`${name}\` | ${s.type === 'http' ? `HTTP \`${s.scheme}\`` : s.type === 'apiKey' ? `API key in ${s.in} \`${s.name}\`` : s.type} |`;
  return [
    api.info.description ?? '',
    '',
    '## Base URL {#base-url}',
    '',
    `Every path is relative to your server's API root: \`${api.servers?.[0]?.url ?? '/'}\`, for example \`${options.sampleServerUrl}\`.`,
    '',
    '## Authentication {#authentication}',
    '',
    'Send one of these credentials with each call that needs it:',
    '',
    '| Scheme | How it is sent |',
    '| --- | --- |',
    ...schemes.map(describe),
    '',
    '## Errors {#errors}',
    '',
    'Failed calls answer with a 4xx or 5xx status and a JSON body that says what went wrong.',
    '',
    '## Areas {#areas}',
    '',
    '| Area | Operations |',
    '| --- | --- |',
    ...areas.map((a) => `| [${a.tag}](${a.route}) | ${a.count} |`),
    '',
    `[Download the OpenAPI description](${options.specUrl}).`,
  ].join('\n');
}
