import type { AnchorHTMLAttributes } from 'react';
import { useTheme } from '../context.js';

/**
 * A link to another site: opens in a new tab without giving that page a handle on this one
 * (`rel="noopener noreferrer"`), with a ↗ mark and a screen-reader note saying so.
 */
export function ExternalLink({ href, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { t } = useTheme();
  return (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span aria-hidden="true" className="ld-external">
        {' ↗'}
      </span>
      <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>
    </a>
  );
}
