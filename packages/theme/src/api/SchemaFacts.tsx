import type { SchemaView } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { InlineCode } from './InlineCode.js';

/** How many enum values show before the rest fold away. */
const SHOWN_VALUES = 8;

const literal = (value: unknown) => JSON.stringify(value);

/** Allowed values of an enum as code; long lists fold into a disclosure. */
export function EnumValues({ values }: { values: readonly unknown[] }) {
  const { t } = useTheme();
  const item = (value: unknown) => (
    <li key={literal(value)}>
      <code>{literal(value)}</code>
    </li>
  );
  return (
    <div className="ld-schema__enum">
      <span className="ld-schema__label">{t('api.allowedValues')}</span>{' '}
      {values.length <= SHOWN_VALUES ? (
        <ul className="ld-schema__values">{values.map(item)}</ul>
      ) : (
        <details className="ld-schema__all-values">
          <summary>{t('api.allValues', { count: values.length })}</summary>
          <ul className="ld-schema__values">{values.map(item)}</ul>
        </details>
      )}
    </div>
  );
}

/** A schema's description, allowed values (its own or its items') and default, each only when there is one. */
export function SchemaFacts({ schema, description = true }: { schema: SchemaView; description?: boolean }) {
  const { t } = useTheme();
  // An array of enum values (`Permission[]`) lists the values its items may take.
  const values = schema.enum ?? (schema.type === 'array' ? schema.items?.enum : undefined);
  return (
    <>
      {description && schema.description && (
        <p className="ld-schema__desc">
          <InlineCode text={schema.description} />
        </p>
      )}
      {values && <EnumValues values={values} />}
      {schema.default !== undefined && (
        <p className="ld-schema__default">
          <span className="ld-schema__label">{t('api.defaultValue')}</span> <code>{literal(schema.default)}</code>
        </p>
      )}
    </>
  );
}
