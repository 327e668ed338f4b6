import { useLayoutEffect, useSyncExternalStore } from 'react';

interface CategoryState {
  /** Expanded, by the reader's choice or because it held the current page. */
  open: boolean;
  /** Held the current page at the last render, to notice when it starts to. */
  active: boolean;
}

// Module-level, above every page: client navigation (even one that remounts the sidebar) keeps
// what the reader opened or closed. Written only in the browser (effects and event handlers), so
// prerendering never carries one page's state into another.
const states = new Map<string, CategoryState>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function store(key: string, state: CategoryState): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

/** Forgets every category's state, so a story or test starts from the configured one. */
export function resetSidebarState(): void {
  states.clear();
  for (const listener of listeners) listener();
}

/**
 * Whether the sidebar category `key` is expanded, and a setter for the reader's choice. Until the
 * reader chooses, it is `initiallyOpen` (the configuration, or holding the current page). A
 * category that starts holding the current page opens, as Docusaurus does, and stays open
 * after the reader moves on, unless they close it.
 */
export function useCategoryExpanded(key: string, initiallyOpen: boolean, active: boolean): [boolean, (open: boolean) => void] {
  // The server snapshot (nothing stored) is also the hydration render's, so the HTML matches.
  const stored = useSyncExternalStore(
    subscribe,
    () => states.get(key)?.open,
    () => undefined,
  );
  // Before paint, so a category the reader closed elsewhere never flashes shut on arrival.
  useLayoutEffect(() => {
    const state = states.get(key);
    if (active && !state?.active) store(key, { open: true, active });
    else if (state && state.active !== active) states.set(key, { ...state, active });
  }, [key, active]);
  return [stored ?? initiallyOpen, (open) => store(key, { open, active })];
}
