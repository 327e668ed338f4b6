import type { ApiOperationPageData, SidebarData, TocEntry } from '@lumidoc/contract';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Pagination } from '../components/Pagination.js';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { useTheme } from '../context.js';
import { HastContent } from '../content/HastContent.js';
import { AuthRequirements } from '../api/AuthRequirements.js';
import { BodyDetails } from '../api/BodyDetails.js';
import { CallbackList } from '../api/CallbackList.js';
import { CodeSamples } from '../api/CodeSamples.js';
import { MethodBadge } from '../api/MethodBadge.js';
import { ParametersTable } from '../api/ParametersTable.js';
import { ResponseList } from '../api/ResponseList.js';
import { DocLayout } from './DocLayout.js';

/**
 * One API operation: method badge and path, description, the credentials it accepts, parameters,
 * request body and responses as schema trees with examples, the requests it makes the API send
 * (callbacks), code samples in tabs, and the spec download. The sections are listed in the table
 * of contents. A webhook's page says that the API sends the request, with the credentials it
 * carries, and its samples deliver it to the reader's receiver.
 */
export function ApiOperationPage({ page, sidebar }: { page: ApiOperationPageData; sidebar?: SidebarData | undefined }) {
  const { t } = useTheme();
  const callbacks = page.callbacks ?? [];
  const sections: Array<TocEntry & { show: boolean }> = [
    { id: 'authorization', text: t('api.auth'), depth: 2, show: true },
    { id: 'parameters', text: t('api.parameters'), depth: 2, show: page.parameters.length > 0 },
    { id: 'request-body', text: t('api.requestBody'), depth: 2, show: page.requestBody !== undefined },
    { id: 'responses', text: t('api.responses'), depth: 2, show: page.responses.length > 0 },
    { id: 'callbacks', text: t('api.callbacks'), depth: 2, show: callbacks.length > 0 },
    { id: 'code-samples', text: t('api.codeSamples'), depth: 2, show: page.codeSamples.length > 0 },
  ];
  const toc = sections.filter((s) => s.show).map(({ id, text, depth }) => ({ id, text, depth }));
  return (
    <DocLayout route={page.route} sidebar={sidebar} toc={toc} className="ld-api">
      <Breadcrumbs items={page.breadcrumbs} />
      <TranslationNotice fallbackFrom={page.fallbackFrom} />
      <header className="ld-api__header">
        <h1 className="ld-doc__title">{page.title}</h1>
        <p className="ld-api__endpoint">
          <MethodBadge method={page.method} /> <code className="ld-api__path">{page.path}</code>
          {page.deprecated && <span className="ld-api__deprecated">{t('api.deprecated')}</span>}
        </p>
        <p className="ld-api__operation-id">
          {t('api.operationId')}: <code>{page.operationId}</code>
        </p>
      </header>
      <div className="ld-markdown">
        <HastContent tree={page.body} />
      </div>
      <h2 id="authorization">{t('api.auth')}</h2>
      <AuthRequirements security={page.security} schemes={page.securitySchemes} authRoute={page.authRoute} webhook={page.webhook === true} />
      {page.parameters.length > 0 && (
        <>
          <h2 id="parameters">{t('api.parameters')}</h2>
          <ParametersTable parameters={page.parameters} />
        </>
      )}
      {page.requestBody && (
        <>
          <h2 id="request-body">{t('api.requestBody')}</h2>
          <BodyDetails body={page.requestBody} />
        </>
      )}
      {page.responses.length > 0 && (
        <>
          <h2 id="responses">{t('api.responses')}</h2>
          <ResponseList responses={page.responses} />
        </>
      )}
      {callbacks.length > 0 && (
        <>
          <h2 id="callbacks">{t('api.callbacks')}</h2>
          <CallbackList callbacks={callbacks} />
        </>
      )}
      {page.codeSamples.length > 0 && (
        <>
          <h2 id="code-samples">{t('api.codeSamples')}</h2>
          {page.webhook && <p className="ld-api__samples-note">{t('api.webhook.samples')}</p>}
          <CodeSamples samples={page.codeSamples} />
        </>
      )}
      <p className="ld-api__download">
        <a href={page.specUrl} download>
          {t('api.downloadSpec')}
        </a>
      </p>
      <Pagination prev={page.prev} next={page.next} />
    </DocLayout>
  );
}
