let warned = false;

function storage(): Storage | undefined {
  try {
    const store = window.localStorage;
    const probe = '__lumidoc_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    if (!warned) {
      warned = true;
      console.warn('Browser storage is unavailable (private mode or blocked); choices such as colour mode will not be remembered.');
    }
    return undefined;
  }
}

/** Reads a stored value; `null` when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Stores a value; does nothing (after one console warning) when storage is unavailable. */
export function writeStorage(key: string, value: string): void {
  storage()?.setItem(key, value);
}

export function removeStorage(key: string): void {
  storage()?.removeItem(key);
}
