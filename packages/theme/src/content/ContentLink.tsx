import type { AnchorHTMLAttributes } from 'react';
import { useTheme } from '../context.js';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A link in content: internal routes use the site's router link, external ones open safely. */
export function ContentLink({ href = '', children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { Link, t } = useTheme();
  if (EXTERNAL.test(href)) {
    const isWeb = /^https?:/i.test(href);
    return (
      <a href={href} {...props} {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {isWeb && <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>}
      </a>
    );
  }
  if (href.startsWith('#') || /\.[a-z0-9]+$/i.test(href.split('#')[0]!)) return <a href={href} {...props}>{children}</a>;
  return <Link href={href} {...props}>{children}</Link>;
}
