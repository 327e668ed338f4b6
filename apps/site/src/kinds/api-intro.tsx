import type { ApiIntroPageData } from '@lumidoc/content-pipeline';
import { DocSidebar, HastContent, TableOfContents } from '@lumidoc/theme';
import type { KindProps } from './registry.js';

export default function ApiIntroKind({ page, sidebar }: KindProps) {
  const intro = page as ApiIntroPageData;
  return (
    <div className="ld-doc ld-api">
      {sidebar && (
        <aside className="ld-doc__sidebar">
          <DocSidebar items={sidebar.items} route={intro.route} />
        </aside>
      )}
      <div className="ld-doc__main">
        <article className="ld-doc__article">
          <h1 className="ld-doc__title">
            {intro.title} <small>{intro.version}</small>
          </h1>
          <div className="ld-markdown">
            <HastContent tree={intro.body} />
          </div>
        </article>
        <aside className="ld-doc__toc">
          <TableOfContents toc={intro.toc} />
        </aside>
      </div>
    </div>
  );
}
