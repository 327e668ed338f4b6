import { KNOWN_LOCALE_CODES } from '@lumidoc/i18n';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '../context.js';
import { THEME_CATALOGS } from '../i18n/catalog.js';
import { STORY_LOCALES, THEME_CONFIG } from '../stories/fixtures.js';
import { SearchBox } from './SearchBox.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const box = (load: () => Promise<never>) => (
  <ThemeProvider locale={STORY_LOCALES.get('ru')} locales={STORY_LOCALES.list} config={THEME_CONFIG}>
    <SearchBox load={load} />
  </ThemeProvider>
);

describe('SearchBox', () => {
  it.each(KNOWN_LOCALE_CODES)('%s: the visible placeholder is part of the accessible name (label in name)', (code) => {
    const catalog = THEME_CATALOGS[code]!;
    expect((catalog['search.label'] as string).toLowerCase()).toContain((catalog['search.placeholder'] as string).toLowerCase());
  });

  /** Idle callbacks run only when the test says the browser is idle. */
  let idleTasks: IdleRequestCallback[] = [];
  const becomeIdle = async () => {
    const tasks = idleTasks.splice(0);
    await act(async () => tasks.forEach((task) => task({ didTimeout: false, timeRemaining: () => 10 })));
  };
  beforeEach(() => {
    idleTasks = [];
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** Prerenders the box into the document and hydrates it, checking that nothing mismatches. */
  async function hydrated(load: () => Promise<never>) {
    const html = renderToString(box(load));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, box(load), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
    return { html, button: container.querySelector('button')!, container };
  }

  it('prerenders the box disabled with Loading..., hydrates without a mismatch, then loads the index when idle', async () => {
    let resolve!: (handle: never) => void;
    const load = vi.fn(() => new Promise<never>((done) => (resolve = done)));
    const { html, button, container } = await hydrated(load);
    expect(html).toContain('Загрузка...');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('Ctrl K');
    expect(html).not.toContain('aria-keyshortcuts');
    // Hydrated: the shortcut works and is announced; the index waits for an idle moment.
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    expect(load).not.toHaveBeenCalled();
    await becomeIdle();
    expect(load).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => resolve({ search: async () => [] } as never));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Поиск по документации');
    expect(button.textContent).toBe('Поиск');
    expect(container.querySelector('kbd')!.textContent).toBe('Ctrl K');
    // Loaded once: the reader's intent does not load it again.
    await act(async () => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(load).toHaveBeenCalledOnce();
  });

  it('enables the box when the index fails to load, and tries again on intent', async () => {
    const load = vi.fn(() => Promise.reject(new Error('HTTP 503')) as Promise<never>);
    const { button } = await hydrated(load);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await becomeIdle();
    expect(load).toHaveBeenCalledOnce();
    expect(errors).toHaveBeenCalledWith('Loading the search index failed:', expect.any(Error));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.textContent).toBe('Поиск');
    await act(async () => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
