import type { ApiCallback } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { HastContent } from '../content/HastContent.js';
import { BodyDetails } from './BodyDetails.js';
import { InlineCode } from './InlineCode.js';
import { MethodBadge } from './MethodBadge.js';
import { StatusCode } from './ResponseList.js';

/**
 * The requests the API sends to the reader's server after an operation (its OpenAPI callbacks):
 * each with its name, method and URL expression, summary and description, the body it sends and
 * the answers it expects. The labels are the reader's language; the callbacks' own text is the
 * description's.
 */
export function CallbackList({ callbacks }: { callbacks: readonly ApiCallback[] }) {
  const { t } = useTheme();
  return (
    <>
      <p>{t('api.callbacks.intro')}</p>
      <ul className="ld-api__callbacks">
        {callbacks.map((callback) => (
          <li key={`${callback.name} ${callback.method} ${callback.url}`} className="ld-api__callback">
            <h3>
              <code>{callback.name}</code>{' '}
              <span>
                <MethodBadge method={callback.method} /> <code>{callback.url}</code>
              </span>
            </h3>
            {callback.summary && (
              <p>
                <InlineCode text={callback.summary} />
              </p>
            )}
            {callback.description && (
              <div className="ld-markdown">
                <HastContent tree={callback.description} />
              </div>
            )}
            {callback.requestBody && <BodyDetails body={callback.requestBody} />}
            {callback.statuses.length > 0 && (
              <p className="ld-api__callback-answers">
                <span className="ld-schema__label">{t('api.callbacks.answers')}</span>
                {callback.statuses.map((status) => (
                  <StatusCode key={status} status={status} />
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
