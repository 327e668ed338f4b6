import type { ApiParameter } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import type { ThemeStringKey } from '../i18n/catalog.js';
import { InlineCode } from './InlineCode.js';
import { SchemaFacts } from './SchemaFacts.js';
import { schemaLabel } from './schema-label.js';

const GROUPS: ReadonlyArray<{ in: ApiParameter['in']; title: ThemeStringKey }> = [
  { in: 'path', title: 'api.params.path' },
  { in: 'query', title: 'api.params.query' },
  { in: 'header', title: 'api.params.header' },
  { in: 'cookie', title: 'api.params.cookie' },
];

/** One table of parameters that travel the same way. */
function ParameterGroup({ id, title, parameters }: { id: string; title: string; parameters: readonly ApiParameter[] }) {
  const { t } = useTheme();
  return (
    <div className="ld-api__param-group">
      <h3 id={id}>{title}</h3>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className="ld-api__scroll" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="ld-api__params" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{t('api.name')}</th>
              <th scope="col">{t('api.type')}</th>
              <th scope="col">{t('api.requiredColumn')}</th>
              <th scope="col">{t('api.description')}</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                </th>
                <td className="ld-api__type">
                  <code>{schemaLabel(p.schema)}</code>
                </td>
                <td className={p.required ? 'ld-api__required' : 'ld-api__optional'}>{p.required ? t('api.required') : t('api.optional')}</td>
                <td>
                  {(p.description ?? p.schema.description) && (
                    <p className="ld-schema__desc">
                      <InlineCode text={(p.description ?? p.schema.description)!} />
                    </p>
                  )}
                  <SchemaFacts schema={p.schema} description={false} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The parameters of an operation, one table per location (path, query, header, cookie): name,
 * type, whether it is required, description, allowed values and default.
 */
export function ParametersTable({ parameters, idPrefix = 'parameters' }: { parameters: readonly ApiParameter[]; idPrefix?: string }) {
  const { t } = useTheme();
  return (
    <>
      {GROUPS.map((group) => {
        const inGroup = parameters.filter((p) => p.in === group.in);
        return inGroup.length ? <ParameterGroup key={group.in} id={`${idPrefix}-${group.in}`} title={t(group.title)} parameters={inGroup} /> : null;
      })}
    </>
  );
}
