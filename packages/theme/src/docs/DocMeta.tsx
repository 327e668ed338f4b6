import type { DocPageData } from '@lumidoc/contract';
import { formatDate } from '@lumidoc/i18n';
import { fillPlaceholder } from '../api/InlineCode.js';
import { ExternalLink } from '../components/ExternalLink.js';
import { useTheme } from '../context.js';

export type DocMetaProps = Pick<DocPageData, 'editUrl' | 'lastUpdated'>;

/** "Last updated on <date> [by <author>]", the date in the reader's language and calendar. */
function LastUpdated({ date, author }: { date: string; author?: string | undefined }) {
  const { t, locale } = useTheme();
  const time = <time dateTime={date}>{formatDate(date, locale)}</time>;
  return (
    <p className="ld-doc-meta__updated">
      {fillPlaceholder((marker) => (author ? t('docMeta.lastUpdatedBy', { date: marker, author }) : t('docMeta.lastUpdated', { date: marker })), time)}
    </p>
  );
}

/**
 * The doc's footer: "Edit this page" (the source file, in a new tab) and when, and by whom, it
 * last changed. Renders only the parts the page has.
 */
export function DocMeta({ editUrl, lastUpdated }: DocMetaProps) {
  const { t } = useTheme();
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className="ld-doc-meta">
      {editUrl && (
        <ExternalLink href={editUrl} className="ld-doc-meta__edit">
          {t('docMeta.edit')}
        </ExternalLink>
      )}
      {lastUpdated && <LastUpdated date={lastUpdated.date} author={lastUpdated.author} />}
    </footer>
  );
}
