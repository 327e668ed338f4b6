import { useEffect, useState } from 'react';
import { useTheme } from '../context.js';

export interface SpinnerProps {
  /** Milliseconds before the spinner appears, so fast loads show nothing; default 200. */
  delay?: number;
  /** Accessible name; the translated "Loading…" when absent. */
  label?: string;
}

/** A loading indicator that appears only once loading has taken longer than `delay`. */
export function Spinner({ delay = 200, label }: SpinnerProps) {
  const { t } = useTheme();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  const text = label ?? t('spinner.label');
  return (
    <div className="ld-spinner" role="status" aria-label={text}>
      <span className="ld-spinner__circle" aria-hidden="true" />
      <span className="ld-sr-only">{text}</span>
    </div>
  );
}
