/** Milliseconds spent per build phase, and a wrapper that adds a piece of work to its phase. */
export interface PhaseTimer {
  phases: Record<string, number>;
  timed: <T>(phase: string, work: () => Promise<T> | T) => Promise<T>;
}

/** Starts a tally, empty or adding to `phases`; a phase timed twice (a plugin's `pages()` and `emit()`) adds up. */
export function phaseTimer(phases: Record<string, number> = {}): PhaseTimer {
  const timed = async <T>(phase: string, work: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      phases[phase] = (phases[phase] ?? 0) + Math.round(performance.now() - start);
    }
  };
  return { phases, timed };
}
