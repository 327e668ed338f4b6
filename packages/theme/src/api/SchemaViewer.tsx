import type { SchemaView } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { fillPlaceholder } from './InlineCode.js';
import { SchemaFacts } from './SchemaFacts.js';
import { schemaLabel } from './schema-label.js';
import { schemaChildren, type SchemaChildren } from './schema-tree.js';

/** What a schema holds when it is listed: fields or variants, not a note in their place. */
type Listed = Exclude<SchemaChildren, { kind: 'circular' | 'truncated' }>;

/** The text of the disclosure that opens what a schema holds. */
function useChildrenLabel() {
  const { t } = useTheme();
  return (children: Listed) => {
    switch (children.kind) {
      case 'fields':
        return t('api.schema.fields', { count: children.count });
      case 'itemFields':
        return t('api.schema.itemFields', { count: children.count });
      case 'oneOf':
        return t('api.schema.oneOf', { count: children.count });
      case 'anyOf':
        return t('api.schema.anyOf', { count: children.count });
      case 'allOf':
        return t('api.schema.allOf', { count: children.count });
    }
  };
}

/** A schema that refers back to one that encloses it: marked, never expanded again. */
function CircularNote({ type }: { type: string }) {
  const { t } = useTheme();
  return (
    <p className="ld-schema__circular">
      <span aria-hidden="true">↻ </span>
      {t('api.schema.circular', { type })}
    </p>
  );
}

/** The JSON pointer of a `definedAt` URL, as a reader finds it in the file: `#/components/schemas/Pet`. */
function pointerOf(definedAt: string): string {
  const hash = definedAt.slice(definedAt.indexOf('#'));
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * Where the view was cut at its depth or size limit: said so, and for a named schema, a link to the
 * published description with the pointer where the whole schema is written.
 */
function TruncatedNote({ type, definedAt }: { type: string; definedAt?: string | undefined }) {
  const { t } = useTheme();
  return (
    <p className="ld-schema__truncated">
      <span aria-hidden="true">⋯ </span>
      {t('api.schema.truncated')}
      {definedAt !== undefined && definedAt.includes('#') && (
        <>
          {' '}
          {fillPlaceholder(
            (marker) => t('api.schema.truncatedRef', { type, pointer: marker }),
            <a href={definedAt}>
              <code>{pointerOf(definedAt)}</code>
            </a>,
          )}
        </>
      )}
    </p>
  );
}

/** The fields of an object, or the variants of a composition. */
function SchemaBody({ children }: { children: Listed }) {
  const { t } = useTheme();
  if (children.kind === 'fields' || children.kind === 'itemFields') {
    const { schema } = children;
    return (
      <ul className="ld-schema__fields">
        {(schema.properties ?? []).map((p) => (
          <SchemaField key={p.name} name={p.name} required={p.required} schema={p.schema} />
        ))}
        {schema.additionalProperties && <SchemaField name={`‹${t('api.schema.anyKey')}›`} required={false} schema={schema.additionalProperties} />}
      </ul>
    );
  }
  return (
    <ol className="ld-schema__variants">
      {children.variants.map((variant, index) => (
        <SchemaField key={index} schema={variant} required={false} />
      ))}
    </ol>
  );
}

/** What a schema holds: shown at once (`open`) or behind a disclosure that works without JavaScript. */
function SchemaChildrenView({ schema, open }: { schema: SchemaView; open: boolean }) {
  const label = useChildrenLabel();
  const children = schemaChildren(schema);
  if (!children) return null;
  if (children.kind === 'circular') return <CircularNote type={children.type} />;
  if (children.kind === 'truncated') return <TruncatedNote type={children.type} definedAt={children.definedAt} />;
  if (open) {
    return (
      <>
        {children.kind !== 'fields' && <p className="ld-schema__summary">{label(children)}</p>}
        <SchemaBody>{children}</SchemaBody>
      </>
    );
  }
  return (
    <details>
      <summary>{label(children)}</summary>
      <SchemaBody>{children}</SchemaBody>
    </details>
  );
}

/**
 * One field (or variant, without a name): name, type, required flag, facts, and what it holds.
 * A site has tens of thousands of these, so the row carries no classes and no wrapper: the
 * stylesheet finds its parts from the list (`.ld-schema__fields > li > code`, `> span`, …).
 */
function SchemaField({ name, required, schema }: { name?: string; required: boolean; schema: SchemaView }) {
  const { t } = useTheme();
  return (
    <li>
      {name !== undefined && <code>{name}</code>}
      <span>{schemaLabel(schema)}</span>
      {required && <span>{t('api.required')}</span>}
      <SchemaFacts schema={schema} />
      <SchemaChildrenView schema={schema} open={false} />
    </li>
  );
}

/**
 * A request or response schema as an expandable tree: the top-level fields are listed, deeper
 * objects, array items and variants open with native `<details>` (keyboard-operable, and readable
 * without JavaScript), a schema that refers back to an enclosing one is marked as circular, and
 * where the view was cut at its depth or size limit a note says so and links to the whole schema.
 */
export function SchemaViewer({ schema }: { schema: SchemaView }) {
  return (
    <div className="ld-schema">
      <p className="ld-schema__root">
        <span className="ld-schema__type">{schemaLabel(schema)}</span>
      </p>
      <SchemaFacts schema={schema} />
      <SchemaChildrenView schema={schema} open />
    </div>
  );
}
