import type { ApiIntroPageData, SidebarData } from '@lumidoc/contract';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { useTheme } from '../context.js';
import { HastContent } from '../content/HastContent.js';
import { DocLayout } from './DocLayout.js';

/**
 * The API reference's introduction: title and version, the spec download, and the body (base URL,
 * authentication, API keys, errors, areas) with its table of contents.
 */
export function ApiIntroPage({ page, sidebar }: { page: ApiIntroPageData; sidebar?: SidebarData | undefined }) {
  const { t } = useTheme();
  return (
    <DocLayout route={page.route} sidebar={sidebar} toc={page.toc} tocLang={page.fallbackFrom} className="ld-api">
      <TranslationNotice fallbackFrom={page.fallbackFrom} />
      <header className="ld-api__header">
        <h1 className="ld-doc__title" lang={page.fallbackFrom}>
          {page.title}
        </h1>
        <p className="ld-api__meta">
          <span className="ld-api__version">{t('api.version', { version: page.version })}</span>
          <a className="ld-button" href={page.specUrl} download>
            {t('api.downloadSpec')}
          </a>
        </p>
      </header>
      <div className="ld-markdown" lang={page.fallbackFrom}>
        <HastContent tree={page.body} />
      </div>
    </DocLayout>
  );
}
