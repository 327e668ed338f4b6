import { useTheme } from '../context.js';
import { errorMessage } from './CrashScreen.js';

export interface LoadFailureProps {
  /** Why loading failed; its message is shown when given. */
  error?: unknown;
  /** Loads the page again. */
  onRetry: () => void;
}

/** The box shown when a page's code or data could not be loaded, with a Retry button. */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  const { t } = useTheme();
  return (
    <div className="ld-load-failure" role="alert">
      <p className="ld-load-failure__title">{t('loadFailure.title')}</p>
      <p className="ld-load-failure__text">{t('loadFailure.text')}</p>
      {error !== undefined && (
        <p className="ld-load-failure__message">
          <code>{errorMessage(error)}</code>
        </p>
      )}
      <button type="button" className="ld-button" onClick={onRetry}>
        {t('loadFailure.retry')}
      </button>
    </div>
  );
}
