import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useWindowSize, type WindowSize } from './use-window-size.js';

// Tells React these tests drive updates through act(), so it flushes them and stays quiet.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A `matchMedia` whose mobile query answers `mobile`, switchable like a resized window. */
function fakeWidth(initiallyMobile: boolean) {
  let mobile = initiallyMobile;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(max-width: 996px)' ? mobile : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    mobile = next;
    listeners.forEach((listener) => listener());
  };
}

const seen: WindowSize[] = [];
function Probe() {
  const size = useWindowSize();
  seen.push(size);
  return <span className="probe">{size === 'mobile' ? 'menu' : 'items'}</span>;
}

describe('useWindowSize', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it('answers "ssr" while prerendering', () => {
    expect(renderToString(<Probe />)).toBe('<span class="probe">items</span>');
    expect(seen).toEqual(['ssr']);
  });

  it('hydrates with "ssr" (no mismatch), then answers the real class and follows resizes', async () => {
    const setMobile = fakeWidth(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    seen.length = 0;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(seen[0]).toBe('ssr');
    expect(seen.at(-1)).toBe('mobile');
    expect(container.textContent).toBe('menu');
    await act(async () => setMobile(false));
    expect(seen.at(-1)).toBe('desktop');
    expect(container.textContent).toBe('items');
  });
});
