import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle.js';

describe('whenIdle', () => {
  it('asks for an idle callback with a timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    const target = { requestIdleCallback, cancelIdleCallback } as unknown as Window;
    const task = vi.fn();
    const cancel = whenIdle(task, target);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timeout where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      const target = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout } as unknown as Window;
      whenIdle(task, target);
      vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledOnce();
      const cancelled = vi.fn();
      whenIdle(cancelled, target)();
      vi.advanceTimersByTime(IDLE_FALLBACK_MS);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
