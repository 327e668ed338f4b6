import type { MarkdownPageData } from '@lumidoc/contract';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { HastContent } from '../content/HastContent.js';
import { DocLayout } from '../layouts/DocLayout.js';

/** A standalone Markdown page (privacy policy, errors): notices, title, body and its table of contents. */
export function MarkdownPage({ page }: { page: MarkdownPageData }) {
  return (
    <DocLayout route={page.route} toc={page.toc.length > 0 ? page.toc : undefined} className="ld-markdown-page">
      <TranslationNotice fallbackFrom={page.fallbackFrom} outdated={page.outdated} />
      <header>
        <h1 className="ld-doc__title" lang={page.fallbackFrom}>
          {page.title}
        </h1>
      </header>
      <div className="ld-markdown" lang={page.fallbackFrom}>
        <HastContent tree={page.body} />
      </div>
    </DocLayout>
  );
}
