import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit, SearchIndexHandle } from '@lumidoc/search/client';
import { useTheme } from '../context.js';
import { readStorage, writeStorage } from '../storage.js';
import { Highlight } from './Highlight.js';

const RECENT_KEY = 'lumidoc.search.recent';
const RECENT_LIMIT = 5;

/** The last queries that led somewhere, newest first. */
function recentSearches(): string[] {
  try {
    const list: unknown = JSON.parse(readStorage(RECENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

function rememberSearch(query: string): void {
  const text = query.trim();
  if (!text) return;
  writeStorage(RECENT_KEY, JSON.stringify([text, ...recentSearches().filter((q) => q !== text)].slice(0, RECENT_LIMIT)));
}

export interface SearchBoxProps {
  /** Loads the reader's locale index; called once, on first focus or Ctrl/Cmd+K. */
  load: () => Promise<SearchIndexHandle>;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The navbar search box. The index loads on first use; until then the box says "Loading..." and
 * takes no input. Results are a list navigable with the arrow keys, Enter and Escape.
 */
export function SearchBox({ load }: SearchBoxProps) {
  const { t, Link } = useTheme();
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(0);
  const [shortcut, setShortcut] = useState('Ctrl+K');
  const index = useRef<SearchIndexHandle | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);

  const start = () => {
    if (state !== 'idle') return;
    setState('loading');
    load().then(
      (handle) => {
        index.current = handle;
        setState('ready');
      },
      (error: unknown) => {
        console.error('Loading the search index failed:', error);
        setState('failed');
      },
    );
  };

  useEffect(() => {
    setShortcut(isMac() ? '⌘K' : 'Ctrl+K');
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        start();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  useEffect(() => {
    if (state === 'ready') input.current?.focus();
  }, [state]);

  const run = (text: string) => {
    setQuery(text);
    setActive(0);
    setHits(index.current && text.trim() ? index.current.search(text, 10) : []);
  };
  /** A result was opened: remember the query for next time and close the list. */
  const chose = () => {
    rememberSearch(query);
    setRecent(recentSearches());
    run('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      run('');
      input.current?.blur();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length) setActive((active + (event.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      document.getElementById(`${listId}-${active}`)?.click();
    }
  };

  const loading = state === 'loading';
  return (
    <div className="ld-search" role="search">
      <input
        ref={input}
        type="search"
        className="ld-search__input"
        placeholder={loading ? t('search.loading') : t('search.placeholder')}
        aria-label={t('search.label')}
        title={t('search.shortcut', { keys: shortcut })}
        aria-keyshortcuts={shortcut === '⌘K' ? 'Meta+K' : 'Control+K'}
        aria-busy={loading}
        aria-disabled={state === 'loading' || undefined}
        readOnly={state === 'loading'}
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits.length ? `${listId}-${active}` : undefined}
        role="combobox"
        aria-autocomplete="list"
        value={query}
        onFocus={() => {
          start();
          setFocused(true);
          setRecent(recentSearches());
        }}
        onBlur={() => setFocused(false)}
        onPointerDown={start}
        onChange={(event) => run(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {state !== 'ready' && !query && <kbd className="ld-search__kbd" aria-hidden="true">{shortcut}</kbd>}
      <p className="ld-sr-only" aria-live="polite">
        {query.trim() && state === 'ready' ? (hits.length ? t('search.results', { count: hits.length }) : t('search.noResults', { query })) : ''}
      </p>
      {!query.trim() && state === 'ready' && focused && recent.length > 0 && (
        <div className="ld-search__results ld-search__recent">
          <p className="ld-search__recent-title">{t('search.recent')}</p>
          <ul>
            {recent.map((text) => (
              <li key={text}>
                <button type="button" className="ld-search__recent-item" onMouseDown={(event) => event.preventDefault()} onClick={() => run(text)}>
                  {text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {query.trim() && state === 'ready' && hits.length === 0 && (
        <div className="ld-search__results">
          <p className="ld-search__empty">{t('search.noResults', { query })}</p>
        </div>
      )}
      {query.trim() && state === 'ready' && hits.length > 0 && (
        <ul id={listId} role="listbox" aria-label={t('search.label')} className="ld-search__results">
          {hits.map((hit, i) => (
            // The link itself is the option, so no interactive element is nested in another.
            <li key={`${hit.route}#${hit.anchor ?? ''}`} role="none" className="ld-search__hit">
              <Link href={hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route} id={`${listId}-${i}`} role="option" aria-selected={i === active} tabIndex={-1} onClick={() => chose()}>
                <span className="ld-search__hit-title">
                  <Highlight text={hit.title} query={query} />
                </span>
                {hit.section && (
                  <span className="ld-search__hit-section">
                    <Highlight text={hit.section} query={query} />
                  </span>
                )}
                {hit.snippet && (
                  <span className="ld-search__hit-snippet">
                    <Highlight text={hit.snippet} query={query} />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
