import type { ApiIntroPageData, SidebarData } from '@lumidoc/content-pipeline';
import { HastContent } from '../content/HastContent.js';
import { DocLayout } from './DocLayout.js';

/** The API reference's introduction: base URL, authentication, errors and the areas. */
export function ApiIntroPage({ page, sidebar }: { page: ApiIntroPageData; sidebar?: SidebarData | undefined }) {
  return (
    <DocLayout route={page.route} sidebar={sidebar} toc={page.toc} className="ld-api">
      <h1 className="ld-doc__title">
        {page.title} <small>{page.version}</small>
      </h1>
      <div className="ld-markdown">
        <HastContent tree={page.body} />
      </div>
    </DocLayout>
  );
}
