import type { HTMLAttributes } from 'react';
import { useTheme } from '../context.js';

/** A content heading with a hover anchor that links to it. */
export function Heading({ as: Tag, id, children, ...props }: HTMLAttributes<HTMLHeadingElement> & { as: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTheme();
  if (!id) return <Tag {...props}>{children}</Tag>;
  return (
    <Tag id={id} {...props} className="ld-heading">
      {children}
      <a className="ld-heading__anchor" href={`#${id}`} aria-label={t('heading.anchor', { title: typeof children === 'string' ? children : id })}>
        #
      </a>
    </Tag>
  );
}
