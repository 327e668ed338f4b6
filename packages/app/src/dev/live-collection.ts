/** A collected site kept current by updating it in place or collecting it again. */
export interface LiveCollection<Site> {
  /**
   * Takes changes in: the files that changed (absolute paths), or none to collect again whatever
   * changed. Resolves when the site is current (or has failed).
   */
  refresh(changedFiles?: readonly string[]): Promise<void>;
  /**
   * The last good site and the error of the latest collection or update, if it failed. Waits only
   * for the first collection: later ones leave the previous site in service meanwhile.
   */
  current(): Promise<{ site: Site | undefined; error: unknown }>;
}

export interface LiveCollectionOptions<Site> {
  /**
   * Takes one changed file into the site in place, resolving to the routes whose data changed, or
   * to undefined when the site must be collected again. Tried only while the site has no error.
   */
  update?: (site: Site, file: string) => Promise<string[] | undefined>;
  onCollected?: (site: Site, ms: number) => void;
  onUpdated?: (site: Site, routes: string[], file: string, ms: number) => void;
  onFailed?: (error: unknown) => void;
}

/**
 * The site collected in memory, kept current. `refresh()` takes a change in, one at a time: a
 * single changed file the site can take in place (`update`) is, anything else collects the site
 * again. A refresh asked for while one runs makes it run once more afterwards with every change
 * since, so the last change is always seen. A failure keeps the last good site and holds the error
 * until a later collection succeeds.
 */
export function liveCollection<Site>(collect: () => Promise<Site>, { update, onCollected, onUpdated, onFailed }: LiveCollectionOptions<Site> = {}): LiveCollection<Site> {
  let site: Site | undefined;
  let error: unknown;
  let running: Promise<void> | undefined;
  let again = false;
  /** Files changed since the last run started; 'all' when a refresh named none. */
  let changed: Set<string> | 'all' = new Set();

  const fail = (failure: unknown) => {
    error = failure ?? new Error('The collection failed without a reason.');
    onFailed?.(error);
  };
  const updated = async (files: Set<string> | 'all'): Promise<boolean> => {
    if (!update || !site || error !== undefined || files === 'all' || files.size !== 1) return false;
    const [file] = files as Set<string> & { size: 1 };
    const started = performance.now();
    const routes = await update(site, file!);
    if (!routes) return false;
    onUpdated?.(site, routes, file!, Math.round(performance.now() - started));
    return true;
  };

  const run = async () => {
    do {
      again = false;
      const files = changed;
      changed = new Set();
      const started = performance.now();
      try {
        if (await updated(files)) continue;
        site = await collect();
        error = undefined;
        onCollected?.(site, Math.round(performance.now() - started));
      } catch (failure) {
        fail(failure);
      }
    } while (again);
    running = undefined;
  };

  return {
    refresh(changedFiles) {
      if (!changedFiles) changed = 'all';
      else if (changed !== 'all') for (const file of changedFiles) changed.add(file);
      if (running) again = true;
      else running = run();
      return running;
    },
    async current() {
      if (running && site === undefined && error === undefined) await running;
      return { site, error };
    },
  };
}
