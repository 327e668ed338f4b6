import { isTextField } from '@lumidoc/theme';

/** Events that show the reader is about to use the page: each starts hydration at once. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Controls that do nothing without the app: a click on one before hydration is replayed after it. */
const CONTROL = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

/** Set on `<html>` by the app once React has hydrated and its effects have run. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

export interface HydrationOptions {
  /** Hydrate now rather than when idle or used (the development server). */
  immediately?: boolean;
  /** How long an idle moment may be waited for after `load`, in ms. */
  idleTimeout?: number;
}

/** Resolves once `<html>` carries the hydrated mark. */
function whenHydrated(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

/**
 * Starts `hydrate` when the page has loaded and the browser is idle, or at the reader's first
 * pointer, touch, key or focus, whichever comes first, so that the prerendered page paints without
 * waiting for the app's code. Until the app has hydrated, links work as plain links; a click on a
 * control (a button) and a shortcut key (a printable key outside text fields) are held and replayed
 * on the hydrated page, so nothing the reader does early is lost.
 */
export function hydrateWhenIdleOrUsed(hydrate: () => Promise<void>, options: HydrationOptions = {}): void {
  const root = document.documentElement;
  let started = false;
  let heldClick: HTMLElement | undefined;
  let heldKey: { target: EventTarget | null; init: KeyboardEventInit } | undefined;

  const holdClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = control;
    start();
  };
  const holdKey = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || isTextField(event.target)) return;
    const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
    heldKey = { target: event.target, init: { key, code, ctrlKey, metaKey, shiftKey, altKey, bubbles: true, cancelable: true } };
  };
  const replay = () => {
    removeEventListener('click', holdClick, true);
    removeEventListener('keydown', holdKey, true);
    if (heldKey) {
      const target = heldKey.target instanceof Node && heldKey.target.isConnected ? heldKey.target : document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', heldKey.init));
    }
    if (heldClick?.isConnected) heldClick.click();
  };

  function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
    const hydrated = whenHydrated(root);
    hydrate()
      .then(() => hydrated)
      .then(replay, (error: unknown) => {
        replay();
        console.error('The page could not load its scripts; links still work, the rest needs a reload.', error);
      });
  }

  if (options.immediately) return start();
  addEventListener('click', holdClick, true);
  addEventListener('keydown', holdKey, true);
  for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: options.idleTimeout ?? 2000 });
    else setTimeout(start, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
