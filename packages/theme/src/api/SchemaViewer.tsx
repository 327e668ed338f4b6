import type { SchemaView } from '@lumidoc/content-pipeline';
import { useTheme } from '../context.js';
import { SchemaFacts } from './SchemaFacts.js';
import { schemaLabel } from './schema-label.js';
import { schemaChildren, type SchemaChildren } from './schema-tree.js';

/** The text of the disclosure that opens what a schema holds. */
function useChildrenLabel() {
  const { t } = useTheme();
  return (children: Exclude<SchemaChildren, { kind: 'circular' }>) => {
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

/** The fields of an object, or the variants of a composition. */
function SchemaBody({ children }: { children: Exclude<SchemaChildren, { kind: 'circular' }> }) {
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
  if (open) {
    return (
      <>
        {children.kind !== 'fields' && <p className="ld-schema__summary">{label(children)}</p>}
        <SchemaBody>{children}</SchemaBody>
      </>
    );
  }
  return (
    <details className="ld-schema__nested">
      <summary>{label(children)}</summary>
      <SchemaBody>{children}</SchemaBody>
    </details>
  );
}

/** One field (or variant, without a name): name, type, required flag, facts, and what it holds. */
function SchemaField({ name, required, schema }: { name?: string; required: boolean; schema: SchemaView }) {
  const { t } = useTheme();
  return (
    <li className="ld-schema__field">
      <div className="ld-schema__head">
        {name !== undefined && <code className="ld-schema__name">{name}</code>}
        <span className="ld-schema__type">{schemaLabel(schema)}</span>
        {required && <span className="ld-schema__required">{t('api.required')}</span>}
      </div>
      <SchemaFacts schema={schema} />
      <SchemaChildrenView schema={schema} open={false} />
    </li>
  );
}

/**
 * A request or response schema as an expandable tree: the top-level fields are listed, deeper
 * objects, array items and variants open with native `<details>` (keyboard-operable, and readable
 * without JavaScript), and a schema that refers back to an enclosing one is marked as circular.
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
