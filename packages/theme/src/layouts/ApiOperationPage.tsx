import type { ApiOperationPageData, ApiParameter, SidebarData } from '@lumidoc/content-pipeline';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Pagination } from '../components/Pagination.js';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { useTheme } from '../context.js';
import { CodeBlock } from '../content/CodeBlock.js';
import { HastContent } from '../content/HastContent.js';
import { DocLayout } from './DocLayout.js';
import { schemaLabel } from './schema-label.js';

function ParameterRows({ parameters }: { parameters: readonly ApiParameter[] }) {
  const { t } = useTheme();
  return (
    <table className="ld-api__params">
      <thead>
        <tr>
          <th scope="col">{t('api.name')}</th>
          <th scope="col">{t('api.in')}</th>
          <th scope="col">{t('api.type')}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <tr key={`${p.in}:${p.name}`}>
            <td>
              <code>{p.name}</code>
              {p.required && <span className="ld-api__required"> {t('api.required')}</span>}
              {p.description && <div className="ld-api__desc">{p.description}</div>}
            </td>
            <td>{p.in}</td>
            <td>
              <code>{schemaLabel(p.schema)}</code>
              {p.schema.enum && <div className="ld-api__enum">{p.schema.enum.map(String).join(' | ')}</div>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One API operation: method and path, description, parameters, bodies, auth and code samples. */
export function ApiOperationPage({ page, sidebar }: { page: ApiOperationPageData; sidebar?: SidebarData | undefined }) {
  const { t } = useTheme();
  return (
    <DocLayout route={page.route} sidebar={sidebar} className="ld-api">
          <Breadcrumbs items={page.breadcrumbs} />
          <TranslationNotice fallbackFrom={page.fallbackFrom} />
          <header>
            <h1 className="ld-doc__title">{page.title}</h1>
            <p className="ld-api__endpoint">
              <span className={`ld-badge ld-badge--${page.method.toLowerCase()}`}>{page.method.toUpperCase()}</span> <code>{page.path}</code>
            </p>
          </header>
          <div className="ld-markdown">
            <HastContent tree={page.body} />
          </div>
          <h2 id="authorization">{t('api.auth')}</h2>
          {page.security.length ? (
            <ul>
              {page.security.map((s) => (
                <li key={s}>
                  <code>{s}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('api.noAuth')}</p>
          )}
          {page.parameters.length > 0 && (
            <>
              <h2 id="parameters">{t('api.parameters')}</h2>
              <ParameterRows parameters={page.parameters} />
            </>
          )}
          {page.requestBody && (
            <>
              <h2 id="request-body">{t('api.requestBody')}</h2>
              <p>
                <code>{page.requestBody.contentType}</code> {page.requestBody.schema && <code>{schemaLabel(page.requestBody.schema)}</code>}
              </p>
            </>
          )}
          <h2 id="responses">{t('api.responses')}</h2>
          <ul>
            {page.responses.map((r) => (
              <li key={r.status}>
                <code>{r.status}</code> {r.description} {r.body?.schema && <code>{schemaLabel(r.body.schema)}</code>}
              </li>
            ))}
          </ul>
          <h2 id="code-samples">{t('api.codeSamples')}</h2>
          {page.codeSamples.map((sample) => (
            <section key={sample.id} aria-label={sample.label}>
              <h3 id={`sample-${sample.id}`}>{sample.label}</h3>
              <CodeBlock data-language={sample.language}>
                <code>{sample.code}</code>
              </CodeBlock>
            </section>
          ))}
          <p>
            <a href={page.specUrl} download>
              {t('api.downloadSpec')}
            </a>
          </p>
          <Pagination prev={page.prev} next={page.next} />
    </DocLayout>
  );
}
