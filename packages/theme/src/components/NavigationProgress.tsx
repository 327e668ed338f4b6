import { useEffect, useState } from 'react';
import { useTheme } from '../context.js';

export interface NavigationProgressProps {
  /** True while the next page's code and data load. */
  active: boolean;
  /** Milliseconds before the bar appears, so quick navigations show nothing. */
  delay?: number;
  /** Accessible name of the bar; the translated "Loading page" when absent. */
  label?: string;
}

/** A thin bar at the top of the page, shown only when a navigation takes longer than `delay`. */
export function NavigationProgress({ active, delay = 200, label }: NavigationProgressProps) {
  const { t } = useTheme();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  if (!visible) return null;
  return <div className="ld-progress" role="progressbar" aria-label={label ?? t('navigation.loading')} aria-busy="true" />;
}
