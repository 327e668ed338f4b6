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
 * ones start open, errors closed.
 */
export function ResponseList({ responses }: { responses: readonly ApiResponse[] }) {
  const { t } = useTheme();
  return (
    <ul className="ld-api__responses">
      {responses.map((r) => (
        <li key={r.status} className="ld-api__response">
          {r.body ? (
            <details open={isSuccess(r.status)}>
              <summary>
                <StatusCode status={r.status} /> <InlineCode text={r.description} />
              </summary>
              <BodyDetails body={r.body} />
            </details>
          ) : (
            <p className="ld-api__response-line">
              <StatusCode status={r.status} /> <InlineCode text={r.description} /> <span className="ld-api__no-body">{t('api.noBody')}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
