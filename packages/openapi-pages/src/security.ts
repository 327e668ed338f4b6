import type { ApiSecurityScheme } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * Names of the schemes that can authorize an operation: its own `security` or else the global one.
 * An empty list (`security: []`) means the operation is public.
 */
export function securityNames(operation: OpenAPIV3.OperationObject, api: OpenAPIV3.Document): string[] {
  return [...new Set((operation.security ?? api.security ?? []).flatMap((requirement) => Object.keys(requirement)))];
}

/** How a security scheme sends its credential; OAuth and OpenID tokens travel as bearer tokens. */
export function describeScheme(name: string, scheme: OpenAPIV3.SecuritySchemeObject): ApiSecurityScheme {
  switch (scheme.type) {
    case 'apiKey':
      return { name, in: scheme.in as ApiSecurityScheme['in'], key: scheme.name };
    case 'http':
      return { name, in: 'header', key: 'Authorization', prefix: scheme.scheme.charAt(0).toUpperCase() + scheme.scheme.slice(1) };
    default:
      return { name, in: 'header', key: 'Authorization', prefix: 'Bearer' };
  }
}

/** Every scheme of `components.securitySchemes`, described, by name. */
export function securitySchemes(api: OpenAPIV3.Document): Map<string, ApiSecurityScheme> {
  const schemes = Object.entries(api.components?.securitySchemes ?? {}) as Array<[string, OpenAPIV3.SecuritySchemeObject]>;
  return new Map(schemes.map(([name, scheme]) => [name, describeScheme(name, scheme)]));
}
