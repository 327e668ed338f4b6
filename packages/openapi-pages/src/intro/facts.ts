import type { OpenAPIV3 } from 'openapi-types';
import type { LoadedSpec } from '../load.js';
import type { OperationIndex } from '../operations.js';
import { exampleFor, toSchemaView } from '../schema-view.js';
import { securitySchemes } from '../security.js';
import type { IntroFacts } from './template.js';

/** What the facts need from the reference's options. */
export interface IntroOptions {
  routeBase: string;
  sampleServerUrl: string;
  specUrl: string;
  sdkPackage?: string;
  apiKeyRoute?: string;
}

const isError = (status: string) => /^[45]/.test(status);

/** The error statuses the operations answer with, in numeric order, each with its first description. */
function errorStatuses(index: OperationIndex): Array<{ status: string; description: string; response: OpenAPIV3.ResponseObject; uses: number }> {
  const byStatus = new Map<string, { status: string; description: string; response: OpenAPIV3.ResponseObject; uses: number }>();
  for (const o of index.ordered.filter((op) => !op.webhook)) {
    for (const [status, r] of Object.entries(o.op.responses ?? {})) {
      if (!isError(status)) continue;
      const response = r as OpenAPIV3.ResponseObject;
      const entry = byStatus.get(status) ?? { status, description: response.description, response, uses: 0 };
      entry.uses += 1;
      byStatus.set(status, entry);
    }
  }
  return [...byStatus.values()].sort((a, b) => a.status.localeCompare(b.status));
}

/** Example JSON of the error answer most operations share, when it has a JSON schema. */
function errorExample(errors: ReturnType<typeof errorStatuses>, spec: LoadedSpec): string | undefined {
  const common = [...errors].sort((a, b) => b.uses - a.uses).find((e) => e.response.content?.['application/json']?.schema);
  const schema = common?.response.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  return schema ? JSON.stringify(exampleFor(toSchemaView(schema, spec.schemaNames)), null, 2) : undefined;
}

/**
 * The facts every locale's introduction is written from (the spec's own descriptions included;
 * `introPage` drops them for templates in other languages). Routes are locale-neutral.
 */
export function introFacts(spec: LoadedSpec, index: OperationIndex, options: IntroOptions): IntroFacts {
  const { api } = spec;
  const described = securitySchemes(api);
  const rawSchemes = (api.components?.securitySchemes ?? {}) as Record<string, OpenAPIV3.SecuritySchemeObject>;
  // A scheme only webhooks name is how the API signs its own requests, not a way to call it.
  const callers = new Set(index.ordered.filter((o) => !o.webhook).flatMap((o) => o.security));
  const webhookOnly = new Set(index.ordered.filter((o) => o.webhook).flatMap((o) => o.security).filter((name) => !callers.has(name)));
  const schemes = [...described.values()].filter((s) => !webhookOnly.has(s.name)).map((s) => ({ ...s, ...(rawSchemes[s.name]?.description ? { description: rawSchemes[s.name]!.description } : {}) }));
  const apiKey = schemes.find((s) => s.in === 'header' && !s.prefix);
  const simple = index.ordered.find((o) => o.method === 'get' && !o.path.includes('{') && !o.webhook && !o.parameters.some((p) => p.required) && o.security.length > 0);
  const errors = errorStatuses(index);
  const example = errorExample(errors, spec);
  return {
    title: api.info.title,
    version: api.info.version,
    ...(api.info.description ? { description: api.info.description } : {}),
    operationCount: index.ordered.length,
    baseUrl: api.servers?.[0]?.url ?? '/',
    sampleServerUrl: options.sampleServerUrl,
    specUrl: options.specUrl,
    schemes,
    ...(options.apiKeyRoute ? { apiKeyRoute: options.apiKeyRoute } : {}),
    ...(apiKey ? { apiKeyHeader: apiKey.key } : {}),
    ...(simple ? { sampleCall: { method: simple.method.toUpperCase(), path: simple.path } } : {}),
    ...(options.sdkPackage ? { sdkPackage: options.sdkPackage } : {}),
    errors: errors.map(({ status, description }) => ({ status, description })),
    ...(example ? { errorExample: example } : {}),
    areas: index.tags.map((tag) => ({ tag, count: index.byTag.get(tag)!.length, route: `${options.routeBase}/${index.byTag.get(tag)![0]!.slug}` })),
  };
}
