import { compileMarkdown, type ApiBody, type ApiOperationPageData, type ApiParameter, type ApiResponse, type ApiSecurityScheme, type CodeSample, type PageLink } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';
import { codeSamples } from './code-samples.js';
import type { LoadedSpec } from './load.js';
import type { Operation } from './operations.js';
import { exampleFor, toSchemaView } from './schema-view.js';
import { securityNames } from './security.js';
import { operationLabel } from './sidebar.js';

/** The parts of an operation page that are the same in every locale. */
export interface OperationContent {
  body: ApiOperationPageData['body'];
  parameters: ApiParameter[];
  requestBody?: ApiBody;
  responses: ApiResponse[];
  security: string[];
  securitySchemes: ApiSecurityScheme[];
  codeSamples: CodeSample[];
}

/** What compiling an operation's content needs from the reference's options. */
export interface ContentOptions {
  specFile: string;
  sampleServerUrl: string;
  sdkPackage?: string;
}

/** A request or response body: the first media type, its schema and an example (given or built). */
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

/** Compiles what an operation page shows, once for every locale. */
export function operationContent(o: Operation, spec: LoadedSpec, schemes: ReadonlyMap<string, ApiSecurityScheme>, options: ContentOptions): OperationContent {
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
  const request = o.op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const requestBody = request ? body(request.content, spec, request) : undefined;
  const responses: ApiResponse[] = Object.entries(o.op.responses ?? {}).map(([status, r]) => {
    const response = r as OpenAPIV3.ResponseObject;
    const responseBody = body(response.content, spec, {});
    return { status, description: response.description, ...(responseBody ? { body: responseBody } : {}) };
  });
  const success = responses.find((r) => /^2/.test(r.status) && r.body) ?? responses.find((r) => /^2/.test(r.status));
  const security = securityNames(o.op, spec.api);
  const markdown = o.op.description ?? o.op.summary ?? '';
  return {
    body: compileMarkdown(markdown, { file: `${options.specFile}${o.pointer}` }).body,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    security,
    securitySchemes: security.map((name) => schemes.get(name)!),
    codeSamples: codeSamples({
      method: o.method,
      path: o.path,
      operationId: o.op.operationId,
      parameters,
      ...(requestBody ? { body: { contentType: requestBody.contentType, example: requestBody.example, ...(requestBody.schema ? { schema: requestBody.schema } : {}), ...(requestBody.schema?.refName ? { typeName: requestBody.schema.refName } : {}) } } : {}),
      ...(success?.body ? { responseType: success.body.contentType } : {}),
      serverUrl: options.sampleServerUrl,
      ...(options.sdkPackage ? { sdkPackage: options.sdkPackage } : {}),
      authenticated: security.length > 0,
    }),
  };
}

/** Where an operation page sits in one locale. */
export interface OperationPlace {
  locale: string;
  route: (slug?: string) => string;
  alternates: Record<string, string>;
  introLabel: string;
  prev?: Operation | undefined;
  next?: Operation | undefined;
  specUrl: string;
}

/** One operation's page in one locale. */
export function operationPage(o: Operation, content: OperationContent, place: OperationPlace): ApiOperationPageData {
  const route = place.route(o.slug);
  const introRoute = place.route();
  const neighbour = (other: Operation | undefined): PageLink | undefined => (other ? { label: operationLabel(other.op), route: place.route(other.slug) } : undefined);
  const prev = neighbour(place.prev);
  const next = neighbour(place.next);
  const title = operationLabel(o.op);
  return {
    kind: 'api-operation',
    locale: place.locale,
    route,
    title,
    ...(o.op.summary && o.op.description ? { description: o.op.description.split('\n')[0] } : {}),
    alternates: place.alternates,
    untranslatedLocales: [],
    canonicalRoute: route,
    noindex: false,
    sidebarId: 'api',
    operationId: o.op.operationId,
    method: o.method,
    path: o.path,
    tag: o.tag,
    deprecated: o.op.deprecated === true,
    ...content,
    authRoute: `${introRoute}#authentication`,
    specUrl: place.specUrl,
    breadcrumbs: [{ label: place.introLabel, route: introRoute }, { label: o.tag }, { label: title }],
    ...(prev ? { prev } : {}),
    ...(next ? { next } : {}),
  };
}
