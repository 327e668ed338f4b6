import { Link } from '@tanstack/react-router';
import type { LinkComponentProps } from '@lumidoc/theme';

/** The theme's internal links as router links: client navigation with intent preloading. */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  const hashAt = href.indexOf('#');
  const to = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? undefined : href.slice(hashAt + 1);
  return (
    <Link to={to as '/'} {...(hash ? { hash } : {})} activeOptions={{ exact: true, includeHash: false }} {...(props as object)}>
      {children}
    </Link>
  );
}
