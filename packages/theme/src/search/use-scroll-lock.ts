import { useEffect } from 'react';

/**
 * While mounted, the page behind a modal does not scroll. The scrollbar's width is kept as
 * padding, so the page does not shift sideways when its scrollbar goes away.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const { style } = document.documentElement;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    return () => {
      style.overflow = saved.overflow;
      style.paddingRight = saved.paddingRight;
    };
  }, []);
}
