import { ContentError } from '@lumidoc/content-pipeline';
import type { OpenAPIV3 } from 'openapi-types';
import { kebabCase } from './slug.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation of the description, with what its page needs to be found. */
export interface Operation {
  method: string;
  path: string;
  op: OpenAPIV3.OperationObject & { operationId: string };
  /** First tag, `default` when there is none: the sidebar category. */
  tag: string;
  /** Route segment: the kebab-case operation id. */
  slug: string;
  /** JSON pointer of the operation, for error messages: `#/paths/~1albums/post`. */
  pointer: string;
}

/** The operations grouped by tag: tags in the spec's `tags` order, then in order of first use. */
export interface OperationIndex {
  /** Every operation, in sidebar order (by tag). */
  ordered: Operation[];
  /** Tags that have operations, in sidebar order. */
  tags: string[];
  byTag: Map<string, Operation[]>;
}

const pointerOf = (path: string, method: string) => `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;

/**
 * Lists the operations and checks that each can have a page: it has an `operationId`, no two ids map
 * to the same route, and every security scheme it names is defined.
 */
export function indexOperations(api: OpenAPIV3.Document, specFile: string, routeBase: string): OperationIndex {
  const schemes = new Set(Object.keys(api.components?.securitySchemes ?? {}));
  const list: Operation[] = [];
  const bySlug = new Map<string, Operation>();
  for (const [path, item] of Object.entries(api.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const pointer = pointerOf(path, method);
      if (!op.operationId) throw new ContentError({ file: specFile }, `${method.toUpperCase()} ${path} (${pointer}) has no operationId; every operation needs one for its page's route`, 'add a unique operationId such as "getAlbumInfo"');
      for (const name of (op.security ?? api.security ?? []).flatMap((requirement) => Object.keys(requirement))) {
        if (!schemes.has(name)) throw new ContentError({ file: specFile }, `${pointer}/security names the scheme "${name}", which #/components/securitySchemes does not define`, `define "${name}" under components.securitySchemes or correct the name`);
      }
      const operation: Operation = { method, path, op: op as Operation['op'], tag: op.tags?.[0] ?? 'default', slug: kebabCase(op.operationId), pointer };
      const clash = bySlug.get(operation.slug);
      if (clash) throw new ContentError({ file: specFile }, `operations ${clash.op.operationId} and ${op.operationId} both map to the route ${routeBase}/${operation.slug}`, 'rename one operationId');
      bySlug.set(operation.slug, operation);
      list.push(operation);
    }
  }
  const tags = [...new Set([...(api.tags ?? []).map((t) => t.name), ...list.map((o) => o.tag)])].filter((tag) => list.some((o) => o.tag === tag));
  const byTag = new Map(tags.map((tag) => [tag, list.filter((o) => o.tag === tag)]));
  return { ordered: tags.flatMap((tag) => byTag.get(tag)!), tags, byTag };
}
