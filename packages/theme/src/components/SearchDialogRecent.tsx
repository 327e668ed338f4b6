import { useId } from 'react';
import { useTheme } from '../context.js';

export interface SearchDialogRecentProps {
  /** Recent queries, newest first. */
  queries: readonly string[];
  /** Searches for a recent query again. */
  onPick: (query: string) => void;
  /** Takes a query off the list. */
  onForget: (query: string) => void;
}

/** The recent searches, shown while the query is empty; each can be run again or removed. */
export function SearchDialogRecent({ queries, onPick, onForget }: SearchDialogRecentProps) {
  const { t } = useTheme();
  const titleId = useId();
  if (queries.length === 0) return null;
  return (
    <section className="ld-search__recent" aria-labelledby={titleId}>
      <h2 id={titleId} className="ld-search__recent-title">
        {t('search.recent')}
      </h2>
      <ul>
        {queries.map((query) => (
          <li key={query} className="ld-search-dialog__recent">
            <button type="button" className="ld-search__recent-item" onClick={() => onPick(query)}>
              {query}
            </button>
            <button type="button" className="ld-icon-button ld-search-dialog__forget" aria-label={t('search.removeRecent', { query })} onClick={() => onForget(query)}>
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
