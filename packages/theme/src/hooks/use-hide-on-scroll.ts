import { useEffect, useState, type RefObject } from 'react';

/** Scroll steps smaller than this (px) are jitter, not a direction. */
const THRESHOLD = 4;

/**
 * Whether a bar at the top should be out of the way: true after scrolling down past the bar's own
 * height, false again on any scroll up or near the top. Always false when `enabled` is false.
 * The sliding itself is CSS, so `prefers-reduced-motion` makes it instant.
 */
export function useHideOnScroll(bar: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(false);
    if (!enabled) return;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= (bar.current?.offsetHeight ?? 0)) setHidden(false);
      else if (y > last + THRESHOLD) setHidden(true);
      else if (y < last - THRESHOLD) setHidden(false);
      else return;
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [bar, enabled]);
  return enabled && hidden;
}
