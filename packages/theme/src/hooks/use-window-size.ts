import { useSyncExternalStore } from 'react';

/** Widths above this many CSS pixels are `desktop`; this width and below is `mobile`. */
export const DESKTOP_BREAKPOINT = 996;

/** `ssr` while prerendering and during hydration, so the first client render matches the HTML. */
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

const MOBILE_QUERY = `(max-width: ${DESKTOP_BREAKPOINT}px)`;

function mobileQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mobileQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const clientSize = (): WindowSize => (mobileQuery()?.matches ? 'mobile' : 'desktop');
const serverSize = (): WindowSize => 'ssr';

/**
 * The window's size class, updated live. Layout itself belongs in CSS media queries (so nothing
 * shifts when the page hydrates); use this for behaviour, such as closing the mobile menu on a
 * desktop-wide window.
 */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(subscribe, clientSize, serverSize);
}
