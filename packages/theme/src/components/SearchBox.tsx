import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit, SearchIndexHandle } from '@lumidoc/search/client';
import { useTheme } from '../context.js';

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
      run('');
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
        onFocus={start}
        onPointerDown={start}
        onChange={(event) => run(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {state !== 'ready' && !query && <kbd className="ld-search__kbd" aria-hidden="true">{shortcut}</kbd>}
      <p className="ld-sr-only" aria-live="polite">
        {query.trim() && state === 'ready' ? (hits.length ? t('search.results', { count: hits.length }) : t('search.noResults', { query })) : ''}
      </p>
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
              <Link href={hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route} id={`${listId}-${i}`} role="option" aria-selected={i === active} tabIndex={-1} onClick={() => run('')}>
                <span className="ld-search__hit-title">{hit.title}</span>
                {hit.section && <span className="ld-search__hit-section">{hit.section}</span>}
                {hit.snippet && <span className="ld-search__hit-snippet">{hit.snippet}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
