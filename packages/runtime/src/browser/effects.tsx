import type { PageDataSource } from '@lumidoc/contract';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AnalyticsConfig } from './analytics.js';
import { createPageViewTracker } from './analytics.js';
import { watchVisibleLinks } from './prefetch.js';

/**
 * What happens around each navigation in the browser: page views, prefetching the links now in
 * view, and moving focus to the new page's heading so screen readers announce it.
 */
export function NavigationEffects({ data, analytics }: { data: PageDataSource; analytics?: AnalyticsConfig | undefined }) {
  const href = useRouterState({ select: (s) => s.location.href });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const track = useRef<ReturnType<typeof createPageViewTracker>>(undefined);
  const firstPath = useRef(pathname);

  useEffect(() => {
    track.current = createPageViewTracker(analytics);
    const onHash = () => track.current?.();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [analytics]);

  useEffect(() => {
    if (!loading) track.current?.();
  }, [href, loading]);

  useEffect(() => {
    if (loading) return;
    const stop = watchVisibleLinks(data);
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }
    return stop;
  }, [pathname, loading, data]);

  return null;
}
