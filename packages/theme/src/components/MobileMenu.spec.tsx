import { createLocaleSet } from '@lumidoc/i18n';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { ThemeConfig } from '../config.js';
import { ThemeProvider } from '../context.js';
import { Navbar } from './Navbar.js';

// Tells React these tests drive updates through act(), so it flushes them and stays quiet.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const locales = createLocaleSet({ defaultLocale: 'en', sourceLocale: 'en', locales: ['en', 'ru'] });
const config: ThemeConfig = { title: 'Immich', navbar: { items: [{ type: 'link', label: 'Docs', to: '/docs' }] }, footer: { columns: [] } };

/** Window width as the mobile media query sees it, switchable like a resized window. */
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

describe('the mobile menu', () => {
  it('closes when the window widens to the desktop size class', async () => {
    const setMobile = fakeWidth(true);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <ThemeProvider locale={locales.get('en')} locales={locales.list} config={config}>
          <Navbar alternates={{ en: '/docs', ru: '/ru/docs' }} />
        </ThemeProvider>,
      );
    });
    const button = container.querySelector<HTMLButtonElement>('.ld-navbar__menu-button')!;
    await act(async () => button.click());
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    await act(async () => setMobile(false));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => root.unmount());
    container.remove();
  });
});
