/**
 * The site collected in memory, kept current. `refresh()` collects again, one collection at a
 * time: a refresh asked for while one runs makes it run once more afterwards, so the last change
 * is always seen. A failed collection keeps the last good one and holds the error until a later
 * collection succeeds.
 * @template Site
 * @param {() => Promise<Site>} collect
 * @param {{ onCollected?: (site: Site, ms: number) => void, onFailed?: (error: unknown) => void }} [events]
 */
export function liveCollection(collect, { onCollected, onFailed } = {}) {
  /** @type {Site | undefined} */
  let site;
  /** @type {unknown} */
  let error;
  /** @type {Promise<void> | undefined} */
  let running;
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
    /** Collects again; resolves when the site is current (or has failed). */
    refresh() {
      if (running) again = true;
      else running = run();
      return running;
    },
    /**
     * The last good site and the error of the latest collection, if it failed. Waits only for
     * the first collection: later ones leave the previous site in service meanwhile.
     * @returns {Promise<{ site: Site | undefined, error: unknown }>}
     */
    async current() {
      if (running && site === undefined && error === undefined) await running;
      return { site, error };
    },
  };
}
