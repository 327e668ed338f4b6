import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * `false` while prerendering and during hydration, `true` once React runs on its own in the
 * browser (React re-renders right after hydrating when the two answers differ).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
