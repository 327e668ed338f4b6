import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useSettled } from './use-settled.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the value once it stopped changing for the delay, and then stays quiet', () => {
    const seen: string[] = [];
    function Probe({ value }: { value: string }) {
      seen.push(useSettled(value, 400));
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe value="" />));
    for (const value of ['1 result', '2 results', '3 results']) {
      act(() => root.render(<Probe value={value} />));
      act(() => vi.advanceTimersByTime(100));
    }
    expect(seen.at(-1)).toBe('');
    act(() => vi.advanceTimersByTime(400));
    expect(seen.at(-1)).toBe('3 results');
    const renders = seen.length;
    act(() => vi.advanceTimersByTime(5000));
    expect(seen).toHaveLength(renders);
    act(() => root.unmount());
  });
});
