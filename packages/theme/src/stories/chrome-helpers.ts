/**
 * Helpers for the chrome stories: a config override, blocked browser storage, a controllable
 * operating-system colour scheme, and the announcement every chrome story can show.
 */
import type { Decorator } from '@storybook/react-vite';
import { createElement, type ReactNode } from 'react';
import type { AnnouncementConfig, ThemeConfig } from '../config.js';
import { ThemeProvider, useTheme } from '../context.js';
import { STORY_LOCALES } from './fixtures.js';

/** An announcement in the story languages; long in German and Russian on purpose. */
export const STORY_ANNOUNCEMENT: AnnouncementConfig = {
  id: 'story-announcement-2',
  content: {
    en: 'Immich changes quickly: expect bugs and breaking changes, and keep another backup of your photos and videos.',
    de: 'Immich entwickelt sich schnell weiter: Rechnen Sie mit Fehlern und inkompatiblen Änderungen und bewahren Sie eine weitere Sicherung Ihrer Fotos und Videos auf.',
    ru: 'Immich быстро меняется: возможны ошибки и несовместимые изменения, поэтому храните ещё одну резервную копию своих фото и видео.',
    ja: 'Immich は急速に変化しています。不具合や互換性のない変更に備え、写真と動画の別のバックアップを保管してください。',
    'zh-Hans': 'Immich 更新很快：可能会出现错误和不兼容的变更，请另外保留一份照片和视频的备份。',
  },
};

function ConfigOverride({ patch, children }: { patch: (config: ThemeConfig) => Partial<ThemeConfig>; children: ReactNode }) {
  const outer = useTheme();
  return createElement(ThemeProvider, {
    locale: outer.locale,
    locales: outer.locales,
    fallbackLocales: STORY_LOCALES.fallbackChain(outer.locale.code).slice(1),
    config: { ...outer.config, ...patch(outer.config) },
    Link: outer.Link,
    localizePath: outer.localizePath,
    children,
  });
}

/** Renders the story with the preview's theme config changed by `patch`. */
export function withThemeConfig(patch: (config: ThemeConfig) => Partial<ThemeConfig>): Decorator {
  return (Story) => createElement(ConfigOverride, { patch, children: createElement(Story) });
}

/** Makes `localStorage` throw as in private mode or with blocked storage; returns the undo. */
export function blockStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The user denied access to storage.', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  };
}

/** An operating-system colour scheme a story can switch, as the OS would live. */
export function fakeColorScheme(initiallyDark: boolean) {
  const real = window.matchMedia;
  const listeners = new Set<EventListenerOrEventListenerObject>();
  let dark = initiallyDark;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-color-scheme: dark')) return real.call(window, query);
    return {
      get matches() {
        return dark;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => listeners.add(listener),
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as MediaQueryList;
  };
  return {
    set(nextDark: boolean) {
      dark = nextDark;
      const event = new Event('change');
      listeners.forEach((listener) => (typeof listener === 'function' ? listener(event) : listener.handleEvent(event)));
    },
    restore() {
      window.matchMedia = real;
    },
  };
}

/** The page may scroll vertically, never sideways. */
export function horizontalOverflow(): number {
  return document.documentElement.scrollWidth - window.innerWidth;
}
