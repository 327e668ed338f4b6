import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Elements of `root` a visitor can Tab to, in order; hidden and collapsed ones are skipped. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/** Makes everything outside `keep` inert (no focus, no clicks, hidden from assistive tech); returns the undo. */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert && sibling.tagName !== 'SCRIPT') {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () => changed.forEach((element) => (element.inert = false));
}

/**
 * While mounted, keeps focus inside a modal panel: focuses its first control, makes the rest of
 * the page inert and pulls stray focus back. Pair with {@link trapTab} on the panel's keydown.
 * `onReleased` runs once the page is no longer inert, the moment focus can return to it: a parent's
 * effects may run before or after this cleanup, so it cannot rely on either.
 */
export function useModalFocus(panel: RefObject<HTMLElement | null>, onReleased?: () => void): void {
  const released = useRef(onReleased);
  released.current = onReleased;
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const restore = inertOutside(root);
    tabbables(root)[0]?.focus();
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) tabbables(root)[0]?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      restore();
      released.current?.();
    };
  }, [panel]);
}

/**
 * For the control that opens a modal: `request(true)` when closing asks for focus to come back to
 * `target`; pass `released` to the modal, which calls it from {@link useModalFocus} once the page is
 * no longer inert (the only moment focus can land there under every renderer).
 */
export function useFocusReturn(target: RefObject<HTMLElement | null>): { request: (back: boolean) => void; released: () => void } {
  const wanted = useRef(false);
  const request = useCallback((back: boolean) => {
    wanted.current = back;
  }, []);
  const released = useCallback(() => {
    if (!wanted.current) return;
    wanted.current = false;
    target.current?.focus();
  }, [target]);
  return { request, released };
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = tabbables(event.currentTarget);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
