import type { SearchIndexHandle } from '@lumidoc/search/client';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTheme } from '../context.js';
import { useHydrated } from '../hooks/use-hydrated.js';
import { useFocusReturn } from '../hooks/use-modal-focus.js';
import { isApplePlatform, isSearchShortcut, shortcutLabels } from '../search/shortcut.js';
import type { SearchDialogProps } from './SearchDialog.js';
import { SearchIcon } from './SearchIcon.js';

export interface SearchBoxProps {
  /** Loads the reader's locale index; called on the reader's first sign of wanting search. */
  load: () => Promise<SearchIndexHandle>;
}

interface Loaded {
  locale: string;
  index: SearchIndexHandle;
  Dialog: ComponentType<SearchDialogProps>;
}

/**
 * The navbar's search box: a button that looks like a field, with the shortcut hint (Ctrl K, or
 * ⌘ K on Apple systems once hydrated). Hovering, focusing or pressing Ctrl/⌘+K or `/` starts
 * loading the index and the dialog's code; meanwhile the box is marked disabled and says
 * "Loading...". Activating it opens the {@link SearchDialog} as soon as both are there. Without
 * JavaScript it cannot work, so the stylesheet hides it (`scripting: none`).
 */
export function SearchBox({ load }: SearchBoxProps) {
  const { t, locale } = useTheme();
  const hydrated = useHydrated();
  const apple = hydrated && isApplePlatform();
  const shortcut = shortcutLabels(apple);
  const [loading, setLoading] = useState(false);
  // Kept with its locale: after client navigation to another language, that language's index loads.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const ready = loaded?.locale === locale.code ? loaded : null;
  const [open, setOpen] = useState(false);
  const startedFor = useRef<string | null>(null);
  const wantsOpen = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes back to the box once the dialog is gone and the page is no longer inert.
  const { request: requestFocusBack, released: dialogReleased } = useFocusReturn(button);
  const dialogId = useId();

  /** Loads the index and the dialog once per locale; after a failure, the next attempt loads again. */
  const prepare = useCallback(() => {
    const code = locale.code;
    if (startedFor.current === code) return;
    startedFor.current = code;
    setLoading(true);
    Promise.all([load(), import('./SearchDialog.js')]).then(
      ([index, module]) => {
        setLoaded({ locale: code, index, Dialog: module.SearchDialog });
        setLoading(false);
        if (wantsOpen.current) setOpen(true);
      },
      (error: unknown) => {
        console.error('Loading the search index failed:', error);
        startedFor.current = null;
        wantsOpen.current = false;
        setLoading(false);
      },
    );
  }, [load, locale.code]);

  const requestOpen = useCallback(() => {
    wantsOpen.current = true;
    if (ready) setOpen(true);
    else prepare();
  }, [ready, prepare]);

  const close = useCallback(
    (focusButton: boolean) => {
      wantsOpen.current = false;
      requestFocusBack(focusButton);
      setOpen(false);
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
          if (event.key === 'Escape') wantsOpen.current = false;
        }}
      >
        <SearchIcon />
        <span className="ld-search-button__text">{loading ? t('search.loading') : t('search.placeholder')}</span>
      </button>
      <kbd className="ld-search-button__keys" aria-hidden="true">
        {shortcut.keys}
      </kbd>
      {open && ready && <ready.Dialog id={dialogId} index={ready.index} onClose={close} onReleased={dialogReleased} />}
    </span>
  );
}
