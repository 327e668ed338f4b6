import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTheme } from '../context.js';

/**
 * A globe drawn inline, so it shows on every system: an emoji needs a font the reader may not have
 * (Chromium on Linux without an emoji font draws an empty box). Decoration only; the summary has its name.
 */
function LanguageIcon() {
  return (
    <svg className="ld-locale-dropdown__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="10" cy="10" r="7.75" />
        <ellipse cx="10" cy="10" rx="3.25" ry="7.75" />
        <path d="M2.5 7.5h15M2.5 12.5h15" />
      </g>
    </svg>
  );
}

export interface LocaleDropdownProps {
  /** The current page's route in every locale. */
  alternates: Readonly<Record<string, string>>;
}

/**
 * Lists every locale by its own name and links to the same page in it (or its fallback), keeping
 * the hash. Plain links in a `<details>`: it works without JavaScript and from the keyboard.
 */
export function LocaleDropdown({ alternates }: LocaleDropdownProps) {
  const { locale, locales, t, localizePath } = useTheme();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (details.current && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === 'Escape' && details.current?.open) {
      details.current.open = false;
      details.current.querySelector('summary')?.focus();
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const links = [...(details.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
      if (!links.length) return;
      event.preventDefault();
      if (details.current) details.current.open = true;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? (at + 1) % links.length : (at - 1 + links.length) % links.length;
      links[next]!.focus();
    }
  };

  return (
    <details className="ld-dropdown ld-locale-dropdown" ref={details} onKeyDown={onKeyDown}>
      <summary aria-label={`${t('language.label')}: ${locale.label}`}>
        <LanguageIcon /> {locale.label}
      </summary>
      <ul className="ld-dropdown__menu">
        {locales.map((other) => {
          const href = alternates[other.code] ?? (other.path ? `/${other.path}` : '/');
          return (
            <li key={other.code}>
              <a
                href={href}
                hrefLang={other.htmlLang}
                lang={other.htmlLang}
                aria-current={other.code === locale.code ? 'true' : undefined}
                onClick={(event) => {
                  if (window.location.hash) event.currentTarget.href = `${href}${window.location.hash}`;
                }}
              >
                {other.label}
              </a>
            </li>
          );
        })}
      </ul>
      {/* keeps localizePath referenced for sites that render without alternates */}
      <span hidden>{localizePath('/') === '' ? '' : null}</span>
    </details>
  );
}
