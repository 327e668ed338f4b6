import type { MouseEvent } from 'react';
import { useTheme } from '../context.js';

/**
 * The first focusable element of every page: hidden until focused, it jumps past the navbar to
 * the content and moves keyboard focus there. With JavaScript it does so without touching the
 * URL (no `#main-content` in the address, no router navigation); without, the link still works.
 */
export function SkipLink({ target = 'main-content' }: { /** Id of the element to jump to. */ target?: string }) {
  const { t } = useTheme();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus();
    element.scrollIntoView();
  };
  return (
    <a className="ld-skip-link" href={`#${target}`} onClick={skip}>
      {t('skip.toContent')}
    </a>
  );
}
