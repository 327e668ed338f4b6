import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useCloseOnOutsideClick } from '../hooks/use-close-on-outside-click.js';
import { textFor, type ThemeText } from '../config.js';
import { useTheme } from '../context.js';

export interface NavbarDropdownProps {
  label: ThemeText;
  /** Internal routes (`to`, localized) or external URLs (`href`, opened in a new tab). */
  items: ReadonlyArray<{ label: ThemeText; to?: string; href?: string }>;
}

const links = (details: HTMLDetailsElement) => [...details.querySelectorAll<HTMLAnchorElement>('.ld-dropdown__menu a')];

/**
 * A navbar menu of links. A `<details>`, so it opens without JavaScript; with it, the arrow keys,
 * Home and End move through the links, Escape closes and returns to the toggle, and clicking or
 * tabbing elsewhere closes it.
 */
export function NavbarDropdown({ label, items }: NavbarDropdownProps) {
  const { locale, Link, localizePath, t } = useTheme();
  const details = useRef<HTMLDetailsElement>(null);

  useCloseOnOutsideClick(details);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const root = event.currentTarget;
    if (event.key === 'Escape' && root.open) {
      event.preventDefault();
      event.stopPropagation();
      root.open = false;
      root.querySelector('summary')?.focus();
      return;
    }
    const list = links(root);
    const at = list.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: at === -1 ? list.length - 1 : (at - 1 + list.length) % list.length,
      Home: at === -1 ? undefined : 0,
      End: at === -1 ? undefined : list.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    root.open = true;
    list[next]!.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
  };

  return (
    <details className="ld-dropdown ld-navbar__dropdown" ref={details} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary>{textFor(label, locale.code)}</summary>
      <ul className="ld-dropdown__menu">
        {items.map((item, i) => (
          <li key={i}>
            {item.to ? (
              <Link href={localizePath(item.to)}>{textFor(item.label, locale.code)}</Link>
            ) : (
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                {textFor(item.label, locale.code)}
                <span aria-hidden="true" className="ld-external"> ↗</span>
                <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
