import type { OpenAPIV3 } from 'openapi-types';
import { methodPathSlug, slugOf } from './slug.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation (or webhook) of the description, with what its page needs to be found. */
export interface Operation {
  method: string;
  /** The path, or for a webhook its name. */
  path: string;
  op: OpenAPIV3.OperationObject;
  /** `operationId` when the description gives one, else the slug; the key of its translations. */
  id: string;
  /** Whether `id` is the description's own `operationId` (an SDK function of that name exists). */
  hasOperationId: boolean;
  /** The path item's and the operation's parameters, the operation's winning on name and location. */
  parameters: OpenAPIV3.ParameterObject[];
  /** First tag, `default` when there is none (`Webhooks` for a webhook): the sidebar category. */
  tag: string;
  /** Route segment, never empty: from the operationId, else the summary, else method and path. */
  slug: string;
  /** JSON pointer of the operation, for messages and translations: `#/paths/~1albums/post`. */
  pointer: string;
  /** Set for an OpenAPI 3.1 webhook: a call the API makes, not one it answers. */
  webhook?: boolean;
  /**
   * Security scheme names that authorize it (empty: public); undefined names are left out. A webhook
   * has only its own: the top-level `security` is for calls to the API.
   */
  security: string[];
}

/** The operations grouped by tag: tags in the spec's `tags` order, then in order of first use. */
export interface OperationIndex {
  /** Every operation, in sidebar order (by tag). */
  ordered: Operation[];
  /** Tags that have operations, in sidebar order. */
  tags: string[];
  byTag: Map<string, Operation[]>;
  /** What was repaired to give every operation a page (a clashing slug, an undefined scheme). */
  warnings: string[];
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Path-level parameters, then the operation's; the operation's replace those with the same name and `in`. */
export function mergeParameters(itemParams: readonly unknown[] | undefined, opParams: readonly unknown[] | undefined): OpenAPIV3.ParameterObject[] {
  const merged = new Map<string, OpenAPIV3.ParameterObject>();
  for (const p of [...(itemParams ?? []), ...(opParams ?? [])] as OpenAPIV3.ParameterObject[]) {
    if (p && typeof p === 'object' && typeof p.name === 'string') merged.set(`${p.in}\u0000${p.name}`, p);
  }
  return [...merged.values()];
}

/**
 * Lists the operations and webhooks and gives each a page: a slug from its `operationId` (else its
 * summary, else method and path) that is never empty and never another page's, and the security
 * schemes it names that exist. Everything repaired is reported in `warnings`.
 */
export function indexOperations(api: OpenAPIV3.Document, _specFile: string, routeBase: string): OperationIndex {
  const schemes = new Set(Object.keys(api.components?.securitySchemes ?? {}));
  const warnings: string[] = [];
  const list: Operation[] = [];
  const bySlug = new Map<string, Operation>();
  const groups: Array<[items: Record<string, OpenAPIV3.PathItemObject | undefined> | undefined, base: string, webhook: boolean]> = [
    [api.paths, '#/paths', false],
    [(api as { webhooks?: Record<string, OpenAPIV3.PathItemObject> }).webhooks, '#/webhooks', true],
  ];
  for (const [items, base, webhook] of groups) {
    for (const [path, item] of Object.entries(items ?? {})) {
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        const pointer = `${base}/${token(path)}/${method}`;
        const security: string[] = [];
        // The top-level security is how a reader calls the API; a webhook is the API calling the reader.
        const requirements = op.security ?? (webhook ? [] : api.security) ?? [];
        for (const name of new Set(requirements.flatMap((requirement) => Object.keys(requirement)))) {
          if (schemes.has(name)) security.push(name);
          else warnings.push(`${pointer}/security names the scheme "${name}", which #/components/securitySchemes does not define; the page leaves it out (fix: define "${name}" under components.securitySchemes or correct the name)`);
        }
        const fromId = op.operationId ? slugOf(op.operationId) : '';
        const fallback = webhook ? `webhook-${slugOf(path) || method}` : methodPathSlug(method, path);
        let slug = fromId || (op.summary ? slugOf(op.summary) : '') || fallback;
        if (webhook && !slug.startsWith('webhook-')) slug = `webhook-${slug}`;
        if (op.operationId && !fromId) warnings.push(`${pointer}: the operationId ${JSON.stringify(op.operationId)} has no letter or digit to make a route from; its page is ${routeBase}/${slug}`);
        const clash = bySlug.get(slug);
        if (clash) {
          let n = 2;
          while (bySlug.has(`${slug}-${n}`)) n++;
          warnings.push(`${pointer} and ${clash.pointer} both map to the route ${routeBase}/${slug}; the first keeps it, this one gets ${routeBase}/${slug}-${n} (fix: give them distinct operationIds)`);
          slug = `${slug}-${n}`;
        }
        const operation: Operation = {
          method,
          path,
          op,
          id: op.operationId ?? slug,
          hasOperationId: Boolean(op.operationId),
          parameters: mergeParameters(item?.parameters, op.parameters),
          tag: op.tags?.[0] ?? (webhook ? 'Webhooks' : 'default'),
          slug,
          pointer,
          security,
          ...(webhook ? { webhook: true } : {}),
        };
        bySlug.set(slug, operation);
        list.push(operation);
      }
    }
  }
  const tags = [...new Set([...(api.tags ?? []).map((t) => t.name), ...list.map((o) => o.tag)])].filter((tag) => list.some((o) => o.tag === tag));
  const byTag = new Map(tags.map((tag) => [tag, list.filter((o) => o.tag === tag)]));
  return { ordered: tags.flatMap((tag) => byTag.get(tag)!), tags, byTag, warnings };
}
