import type { SearchIndexHandle } from '@lumidoc/search/client';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTheme } from '../context.js';
import { useHydrated } from '../hooks/use-hydrated.js';
import { useFocusReturn } from '../hooks/use-modal-focus.js';
import { whenIdle } from '../hooks/when-idle.js';
import { isApplePlatform, isSearchShortcut, shortcutLabels } from '../search/shortcut.js';
import type { SearchDialogProps } from './SearchDialog.js';
import { SearchIcon } from './SearchIcon.js';

export interface SearchBoxProps {
  /** Loads the reader's locale index (its small manifest): called at idle time after hydration, and again on intent after a failure. */
  load: () => Promise<SearchIndexHandle>;
}

/** The index of one locale: loading (also while prerendered), ready, or failed (intent tries again). */
type IndexState = { locale: string; status: 'loading' } | { locale: string; status: 'ready'; handle: SearchIndexHandle } | { locale: string; status: 'failed' };

/**
 * The navbar's search box: a button that looks like a field, with the shortcut hint (Ctrl K, or
 * ⌘ K on Apple systems once hydrated). It starts disabled, saying "Loading...", and loads its
 * locale's index manifest when the browser is idle after hydration; then it shows its placeholder
 * and hint. If that load fails the box is enabled anyway, and the reader's intent (hover, focus,
 * Ctrl/⌘+K, `/`, a click) tries again. The dialog's code loads on intent; activating the box
 * opens the {@link SearchDialog} as soon as both are there. Without JavaScript it cannot work, so
 * the stylesheet hides it (`scripting: none`).
 */
export function SearchBox({ load }: SearchBoxProps) {
  const { t, locale } = useTheme();
  const hydrated = useHydrated();
  const apple = hydrated && isApplePlatform();
  const shortcut = shortcutLabels(apple);
  // Kept with its locale: after client navigation to another language, that language's index loads.
  const [index, setIndex] = useState<IndexState | null>(null);
  const status = index?.locale === locale.code ? index.status : 'loading';
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  // The reader asked for the dialog and has not closed it; it opens once index and code are there.
  const [wanted, setWanted] = useState(false);
  const ready = index?.locale === locale.code && index.status === 'ready' ? index : null;
  const dialog = wanted && ready && Dialog ? { Dialog, handle: ready.handle } : null;
  const open = dialog !== null;
  const loading = status === 'loading' || (wanted && !open);
  // The latest loader, so that a parent passing a new function on each render does not restart the idle wait.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const indexFor = useRef<string | null>(null);
  const dialogStarted = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes back to the box once the dialog is gone and the page is no longer inert.
  const { request: requestFocusBack, released: dialogReleased } = useFocusReturn(button);
  const dialogId = useId();

  /** Loads the index once per locale; after a failure, the next attempt loads again. */
  const loadIndex = useCallback(() => {
    const code = locale.code;
    if (indexFor.current === code) return;
    indexFor.current = code;
    setIndex({ locale: code, status: 'loading' });
    latestLoad.current().then(
      (handle) => setIndex({ locale: code, status: 'ready', handle }),
      (error: unknown) => {
        console.error('Loading the search index failed:', error);
        if (indexFor.current === code) indexFor.current = null;
        setIndex({ locale: code, status: 'failed' });
        setWanted(false);
      },
    );
  }, [locale.code]);

  /** Loads the dialog's code once; a failure is logged and the next intent tries again. */
  const loadDialog = useCallback(() => {
    if (dialogStarted.current) return;
    dialogStarted.current = true;
    import('./SearchDialog.js').then(
      (module) => setDialog(() => module.SearchDialog),
      (error: unknown) => {
        console.error('Loading the search dialog failed:', error);
        dialogStarted.current = false;
        setWanted(false);
      },
    );
  }, []);

  // The manifest is small: fetched once the page is idle, so the box is ready before it is needed.
  useEffect(() => whenIdle(loadIndex), [loadIndex]);

  const prepare = useCallback(() => {
    loadIndex();
    loadDialog();
  }, [loadIndex, loadDialog]);

  const requestOpen = useCallback(() => {
    setWanted(true);
    prepare();
  }, [prepare]);

  const close = useCallback(
    (focusButton: boolean) => {
      requestFocusBack(focusButton);
      setWanted(false);
    },
    [requestFocusBack],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      // Ctrl/⌘+K again closes, as in most documentation sites; `/` in the open dialog is typed.
      if (open) close(true);
      else requestOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, close, requestOpen]);

  const label = t('search.label');
  return (
    // The hint sits beside the button, not in it: a button's visible text must be part of its name.
    <span className="ld-search-box">
      <button
        ref={button}
        type="button"
        className="ld-search-button"
        aria-label={loading ? `${label}: ${t('search.loading')}` : label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        // Announced once the shortcut works: the listener is attached when hydration is done.
        aria-keyshortcuts={hydrated ? shortcut.aria : undefined}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        title={t('search.shortcut', { keys: shortcut.keys.replace(' ', '+') })}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={requestOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setWanted(false);
        }}
      >
        <SearchIcon />
        <span className="ld-search-button__text">{loading ? t('search.loading') : t('search.placeholder')}</span>
      </button>
      {!loading && (
        <kbd className="ld-search-button__keys" aria-hidden="true">
          {shortcut.keys}
        </kbd>
      )}
      {dialog && <dialog.Dialog id={dialogId} index={dialog.handle} onClose={close} onReleased={dialogReleased} />}
    </span>
  );
}
