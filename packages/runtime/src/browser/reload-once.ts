const KEY = 'lumidoc.reloaded-for';

/**
 * When the next page's code or data cannot load (a deploy replaced the files, the network
 * dropped), load the target the classic way — once per URL, so a broken page never loops.
 * Returns false when this URL was already reloaded for.
 */
export function reloadOnce(url: string): boolean {
  let done: string | null = null;
  try {
    done = sessionStorage.getItem(KEY);
  } catch {
    // No storage: still reload, the loop guard below is the page load itself.
  }
  if (done === url) return false;
  try {
    sessionStorage.setItem(KEY, url);
  } catch {
    // Ignored: see above.
  }
  window.location.assign(url);
  return true;
}

/** Forget the guard once a page has loaded normally. */
export function clearReloadGuard(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear without storage.
  }
}
