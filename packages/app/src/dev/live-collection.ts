/** A collected site kept current by collecting it again. */
export interface LiveCollection<Site> {
  /** Collects again; resolves when the site is current (or has failed). */
  refresh(): Promise<void>;
  /**
   * The last good site and the error of the latest collection, if it failed. Waits only for
   * the first collection: later ones leave the previous site in service meanwhile.
   */
  current(): Promise<{ site: Site | undefined; error: unknown }>;
}

/**
 * The site collected in memory, kept current. `refresh()` collects again, one collection at a
 * time: a refresh asked for while one runs makes it run once more afterwards, so the last change
 * is always seen. A failed collection keeps the last good one and holds the error until a later
 * collection succeeds.
 */
export function liveCollection<Site>(
  collect: () => Promise<Site>,
  { onCollected, onFailed }: { onCollected?: (site: Site, ms: number) => void; onFailed?: (error: unknown) => void } = {},
): LiveCollection<Site> {
  let site: Site | undefined;
  let error: unknown;
  let running: Promise<void> | undefined;
  let again = false;

  const run = async () => {
    do {
      again = false;
      const started = performance.now();
      try {
        site = await collect();
        error = undefined;
        onCollected?.(site, Math.round(performance.now() - started));
      } catch (failure) {
        error = failure ?? new Error('The collection failed without a reason.');
        onFailed?.(error);
      }
    } while (again);
    running = undefined;
  };

  return {
    refresh() {
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
