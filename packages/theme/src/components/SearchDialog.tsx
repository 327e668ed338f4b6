import type { SearchHit, SearchIndexHandle } from '@lumidoc/search/client';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '../context.js';
import { trapTab, useModalFocus } from '../hooks/use-modal-focus.js';
import { groupByPage } from '../search/group-hits.js';
import { forgetSearch, recentSearches, rememberSearch } from '../search/recent-searches.js';
import { useScrollLock } from '../search/use-scroll-lock.js';
import { useSettled } from '../search/use-settled.js';
import { SearchIcon } from './SearchIcon.js';
import { SearchDialogRecent } from './SearchDialogRecent.js';
import { SearchDialogResults } from './SearchDialogResults.js';

export interface SearchDialogProps {
  /** Id of the dialog, for the search button's `aria-controls`. */
  id: string;
  /** The reader's locale index, loaded. */
  index: SearchIndexHandle;
  /** Closes the dialog; `returnFocus` is true when focus should go back to the search button. */
  onClose: (returnFocus: boolean) => void;
  /** Runs when the dialog has gone and the page is usable again: where focus may return. */
  onReleased?: () => void;
}

const NO_HITS: SearchHit[] = [];

/** How long typing must pause before the result count is announced. */
const ANNOUNCE_DELAY = 400;

/**
 * The search dialog: a combobox over a listbox of results grouped by page (section heading and
 * a snippet, query words marked). Arrow keys move, Enter follows the result through the site's
 * router link and closes, Escape, the close button and the backdrop close and give focus back.
 * With an empty query it offers the recent searches. Results come from the index asynchronously:
 * earlier results stay on screen until the current query's arrive, and a slower answer to an
 * earlier query never replaces a later one. Modal: focus stays inside, the page behind
 * is inert and does not scroll. Full screen at 996 px and below.
 */
export function SearchDialog({ id, index, onClose, onReleased }: SearchDialogProps) {
  const { t } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(recentSearches);
  const listId = useId();
  useModalFocus(container, onReleased);
  useScrollLock();

  const searching = query.trim() !== '';
  // The index fetches the shards a query needs, so results arrive a moment later. Until the
  // current query's do, the last ones stay; "no results" only speaks for the current query.
  const [answered, setAnswered] = useState<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] });
  useEffect(() => {
    if (!searching) return;
    let current = true;
    index.search(query).then(
      (found) => {
        if (current) setAnswered({ query, hits: found });
      },
      (error: unknown) => {
        console.error('Searching failed:', error);
        if (current) setAnswered({ query, hits: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [index, query, searching]);
  const settled = answered.query === query;
  const hits = searching ? answered.hits : NO_HITS;
  const groups = useMemo(() => groupByPage(hits), [hits]);
  const optionId = (position: number) => `${listId}-${position}`;
  const announcement = useSettled(searching && settled ? (hits.length ? t('search.results', { count: hits.length }) : t('search.noResults', { query })) : '', ANNOUNCE_DELAY);

  // The selected result stays in view while the arrow keys move through a long list.
  useEffect(() => {
    if (hits.length) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const search = (text: string) => {
    setQuery(text);
    setActive(0);
  };

  /** A result was followed: remember the query and close, leaving focus to the new page. */
  const chose = () => {
    rememberSearch(query);
    onClose(false);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length) {
      event.preventDefault();
      setActive((active + (event.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      document.getElementById(optionId(active))?.click();
    }
  };

  // Escape closes from anywhere in the dialog, before the search field would clear itself; not
  // while an input method (Japanese, Chinese, Korean) is composing, where it cancels the composition.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  };

  return createPortal(
    <div className="ld-search-dialog" ref={container} onKeyDownCapture={onKeyDownCapture} onKeyDown={trapTab}>
      <div className="ld-search-dialog__backdrop" aria-hidden="true" onClick={() => onClose(true)} />
      <div id={id} role="dialog" aria-modal="true" aria-label={t('search.label')} className="ld-search-dialog__panel">
        <div className="ld-search-dialog__bar">
          <SearchIcon />
          <input
            ref={input}
            type="search"
            className="ld-search-dialog__input"
            role="combobox"
            aria-label={t('search.label')}
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={hits.length ? optionId(active) : undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => search(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className="ld-icon-button ld-search-dialog__close" aria-label={t('search.close')} onClick={() => onClose(true)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="ld-search-dialog__body">
          {searching && hits.length > 0 && <SearchDialogResults id={listId} groups={groups} query={query} active={active} optionId={optionId} onHover={setActive} onChoose={chose} />}
          {searching && settled && hits.length === 0 && <p className="ld-search__empty">{t('search.noResults', { query })}</p>}
          {!searching && (
            <SearchDialogRecent
              queries={recent}
              onPick={(text) => {
                search(text);
                input.current?.focus();
              }}
              onForget={(text) => {
                forgetSearch(text);
                setRecent(recentSearches());
                input.current?.focus();
              }}
            />
          )}
        </div>
        <p className="ld-search-dialog__keys" aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {t('search.keysMove')}
          </span>
          <span>
            <kbd>↵</kbd> {t('search.keysOpen')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('search.keysClose')}
          </span>
        </p>
        <p className="ld-sr-only" role="status">
          {announcement}
        </p>
      </div>
    </div>,
    document.body,
  );
}
