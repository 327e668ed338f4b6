import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTheme } from '../context.js';

export interface CrashScreenProps {
  /** What went wrong; its message is shown. */
  error: unknown;
  /** Renders the page again. */
  onTryAgain: () => void;
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
}

/** The technical message of an error, folded away under "Technical details" for whoever needs it. */
export function ErrorDetails({ error, className }: { error: unknown; className: string }) {
  const { t } = useTheme();
  return (
    <details className={`ld-error-details ${className}`}>
      <summary>{t('error.details')}</summary>
      <code>{errorMessage(error)}</code>
    </details>
  );
}

/**
 * "This page crashed.", a sentence for the reader on what to do, the error's message as a folded
 * detail and a Try again button.
 */
export function CrashScreen({ error, onTryAgain }: CrashScreenProps) {
  const { t } = useTheme();
  return (
    <div className="ld-crash" role="alert">
      <h1 className="ld-crash__title">{t('crash.title')}</h1>
      <p className="ld-crash__text">{t('crash.text')}</p>
      <ErrorDetails error={error} className="ld-crash__message" />
      <button type="button" className="ld-button ld-button--primary" onClick={onTryAgain}>
        {t('crash.tryAgain')}
      </button>
    </div>
  );
}

interface CrashBoundaryProps {
  /** A change (such as the route) clears the crash, so navigating away leaves the crash screen. */
  resetKey?: string | undefined;
  children: ReactNode;
}

interface CrashBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * A React error boundary: when rendering its children throws, it logs the error and shows the
 * {@link CrashScreen} instead; Try again renders the children anew.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: CrashBoundaryProps, state: CrashBoundaryState): Partial<CrashBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('This page crashed:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <CrashScreen error={this.state.error} onTryAgain={() => this.setState({ error: undefined, failed: false })} />;
  }
}
