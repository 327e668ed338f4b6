import type { ApiResponse } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { BodyDetails } from './BodyDetails.js';
import { InlineCode } from './InlineCode.js';

const isSuccess = (status: string) => /^2/.test(status);

/** The status code, coloured by its class (2xx, 3xx, 4xx, 5xx). */
export function StatusCode({ status }: { status: string }) {
  return <code className={`ld-status ld-status--${status.charAt(0)}xx`}>{status}</code>;
}

/**
 * The responses of an operation. Each one with a body opens to its schema and example; successful
 * ones start open, errors closed. A body equal to one listed above it (the same error for 400,
 * 401 and 403) is not shown again: the response links to the first.
 */
export function ResponseList({ responses }: { responses: readonly ApiResponse[] }) {
  const { t } = useTheme();
  const firstWithBody = new Map<string, string>();
  return (
    <ul className="ld-api__responses">
      {responses.map((r) => {
        const body = r.body && JSON.stringify(r.body);
        const same = body === undefined ? undefined : firstWithBody.get(body);
        if (body !== undefined && same === undefined) firstWithBody.set(body, r.status);
        return (
          <li key={r.status} id={responseAnchor(r.status)} className="ld-api__response">
            {r.body && same === undefined ? (
              <details open={isSuccess(r.status)}>
                <summary>
                  <StatusCode status={r.status} /> <InlineCode text={r.description} />
                </summary>
                <BodyDetails body={r.body} />
              </details>
            ) : (
              <p className="ld-api__response-line">
                <StatusCode status={r.status} /> <InlineCode text={r.description} />{' '}
                {same === undefined ? <span className="ld-api__no-body">{t('api.noBody')}</span> : <a href={`#${responseAnchor(same)}`}>{t('api.sameBody', { status: same })}</a>}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const responseAnchor = (status: string) => `response-${status}`;
