import type { BlogNavigation, TocEntry } from '@lumidoc/contract';
import type { ReactNode } from 'react';
import { TableOfContents } from '../components/TableOfContents.js';
import { BlogNav } from './BlogNav.js';

export interface BlogLayoutProps {
  nav: BlogNavigation;
  /** Route of the page, to mark its section in the nav. */
  route: string;
  /** Table of contents beside the content; none when absent. */
  toc?: readonly TocEntry[] | undefined;
  children: ReactNode;
}

/**
 * Every blog page: the blog's sections and feeds, the page's content, and (on posts) the table of
 * contents. The side columns are `div`s holding labelled `nav`s, as in the docs layout.
 */
export function BlogLayout({ nav, route, toc, children }: BlogLayoutProps) {
  return (
    <div className="ld-blog">
      <div className="ld-blog__nav">
        <BlogNav nav={nav} route={route} />
      </div>
      <div className="ld-blog__content">{children}</div>
      {toc && toc.length > 0 && (
        <div className="ld-blog__toc">
          <TableOfContents toc={toc} />
        </div>
      )}
    </div>
  );
}
