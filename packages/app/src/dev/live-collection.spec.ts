import { describe, expect, it } from 'vitest';
import { liveCollection } from './live-collection.js';

/** A collect function whose runs end only when the test says, with the given outcome. */
function controlledCollect() {
  const runs: Array<{ resolve: (site: string) => void; reject: (error: Error) => void }> = [];
  const collect = () => new Promise<string>((resolve, reject) => runs.push({ resolve, reject }));
  const settle = async (index: number, outcome: string | Error) => {
    await expect.poll(() => runs.length).toBeGreaterThan(index);
    if (outcome instanceof Error) runs[index]!.reject(outcome);
    else runs[index]!.resolve(outcome);
  };
  return { runs, collect, settle };
}

describe('liveCollection', () => {
  it('waits for the first collection, then serves the last good one while a later one fails', async () => {
    const { collect, settle } = controlledCollect();
    const failures: string[] = [];
    const live = liveCollection(collect, { onFailed: (error) => failures.push((error as Error).message) });
    const first = live.refresh();
    const waiting = live.current();
    await settle(0, 'site 1');
    await first;
    expect(await waiting).toEqual({ site: 'site 1', error: undefined });

    const second = live.refresh();
    expect(await live.current()).toEqual({ site: 'site 1', error: undefined });
    await settle(1, new Error('content/docs/en/a.md:3: unknown key'));
    await second;
    expect(await live.current()).toEqual({ site: 'site 1', error: new Error('content/docs/en/a.md:3: unknown key') });
    expect(failures).toEqual(['content/docs/en/a.md:3: unknown key']);

    const third = live.refresh();
    await settle(2, 'site 2');
    await third;
    expect(await live.current()).toEqual({ site: 'site 2', error: undefined });
  });

  it('runs once more after a burst of refreshes during a collection, not once per refresh', async () => {
    const { runs, collect, settle } = controlledCollect();
    const collected: string[] = [];
    const live = liveCollection(collect, { onCollected: (site) => collected.push(site) });
    const first = live.refresh();
    live.refresh();
    live.refresh();
    await settle(0, 'old');
    await settle(1, 'new');
    await first;
    expect(runs).toHaveLength(2);
    expect(collected).toEqual(['old', 'new']);
  });
});
