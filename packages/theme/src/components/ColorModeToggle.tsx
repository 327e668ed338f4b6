import { useEffect, useState } from 'react';
import { useTheme } from '../context.js';
import { readStorage, removeStorage, writeStorage } from '../storage.js';

/** A visitor's colour choice; `system` follows the operating system. */
export type ColorChoice = 'light' | 'dark' | 'system';

export const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * Runs in `<head>` before the page paints, so the right colours show from the first frame. Fixed
 * text, so a Content-Security-Policy can allow it by hash.
 */
export const COLOR_MODE_SCRIPT = `(function(){var c;try{c=localStorage.getItem('theme')}catch(e){}if(c!=='light'&&c!=='dark')c='system';var d=c==='dark'||(c==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);var r=document.documentElement;r.setAttribute('data-theme',d?'dark':'light');r.setAttribute('data-theme-choice',c)})()`;

const NEXT: Record<ColorChoice, ColorChoice> = { light: 'dark', dark: 'system', system: 'light' };
const ICON: Record<ColorChoice, string> = { light: '☀', dark: '☾', system: '◐' };

function systemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Sets the effective mode on `<html>` for a choice. */
export function applyColorChoice(choice: ColorChoice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', choice === 'dark' || (choice === 'system' && systemDark()) ? 'dark' : 'light');
  root.setAttribute('data-theme-choice', choice);
}

function storedChoice(): ColorChoice {
  const value = readStorage(COLOR_MODE_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * Cycles light -> dark -> system. The choice is stored, followed live when it is `system`, and kept
 * in step across tabs. With `disabled`, the stored choice is deleted and the OS decides.
 */
export function ColorModeToggle({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTheme();
  const [choice, setChoice] = useState<ColorChoice>('system');

  useEffect(() => {
    if (disabled) {
      removeStorage(COLOR_MODE_STORAGE_KEY);
      applyColorChoice('system');
      return;
    }
    setChoice(storedChoice());
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : undefined;
    const onSystem = () => {
      if (storedChoice() === 'system') applyColorChoice('system');
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLOR_MODE_STORAGE_KEY) return;
      const next = storedChoice();
      setChoice(next);
      applyColorChoice(next);
    };
    media?.addEventListener('change', onSystem);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener('change', onSystem);
      window.removeEventListener('storage', onStorage);
    };
  }, [disabled]);

  if (disabled) return null;
  const choose = () => {
    const next = NEXT[choice];
    setChoice(next);
    if (next === 'system') removeStorage(COLOR_MODE_STORAGE_KEY);
    else writeStorage(COLOR_MODE_STORAGE_KEY, next);
    applyColorChoice(next);
  };
  const mode = t(`colorMode.${choice}`);
  return (
    <button type="button" className="ld-icon-button ld-color-mode" onClick={choose} aria-label={t('colorMode.label', { mode })} title={t('colorMode.label', { mode })}>
      <span aria-hidden="true">{ICON[choice]}</span>
    </button>
  );
}
