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

  it('prerenders the box with Ctrl K and hydrates without a mismatch, loading nothing', async () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const html = renderToString(box(load));
    expect(html).toContain('Ctrl K');
    expect(html).toContain('Поиск');
    expect(html).not.toContain('aria-disabled');
    expect(html).not.toContain('aria-keyshortcuts');
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
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe('Поиск по документации');
    // Hydrated: the shortcut works and is announced.
    expect(container.querySelector('button')!.getAttribute('aria-keyshortcuts')).toBe('Control+K');
  });
});
