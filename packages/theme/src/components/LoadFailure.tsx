import { useTheme } from '../context.js';
import { ErrorDetails } from './CrashScreen.js';

export interface LoadFailureProps {
  /** Why loading failed; its message is shown when given. */
  error?: unknown;
  /** Loads the page again. */
  onRetry: () => void;
}

/**
 * The box shown when a page's code or data could not be loaded: what happened and what to do in the
 * reader's words, the browser's own message folded away as a detail, and a Retry button.
 */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  const { t } = useTheme();
  return (
    <div className="ld-load-failure" role="alert">
      <p className="ld-load-failure__title">{t('loadFailure.title')}</p>
      <p className="ld-load-failure__text">{t('loadFailure.text')}</p>
      {error !== undefined && <ErrorDetails error={error} className="ld-load-failure__message" />}
      <button type="button" className="ld-button" onClick={onRetry}>
        {t('loadFailure.retry')}
      </button>
    </div>
  );
}
