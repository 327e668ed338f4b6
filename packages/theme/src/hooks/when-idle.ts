/** Longest wait for an idle moment before the task runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Delay used where the browser has no `requestIdleCallback` (Safari): long enough to let hydration settle. */
export const IDLE_FALLBACK_MS = 300;

/**
 * Runs `task` once the browser is idle (at the latest after {@link IDLE_TIMEOUT_MS}), or after a
 * short timeout where idle callbacks do not exist. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, target: Window = window): () => void {
  if (typeof target.requestIdleCallback === 'function') {
    const handle = target.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => target.cancelIdleCallback(handle);
  }
  const handle = target.setTimeout(task, IDLE_FALLBACK_MS);
  return () => target.clearTimeout(handle);
}
