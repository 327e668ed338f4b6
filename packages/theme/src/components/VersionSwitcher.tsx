import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useCloseOnOutsideClick } from '../hooks/use-close-on-outside-click.js';
import { useTheme } from '../context.js';
import type { VersionItem } from '../config.js';
import { rememberPreferredVersion } from '../docs/preferred-version.js';

/** The stored name of the unreleased docs, whatever their label. */
const NEXT_VERSION_NAME = 'current';

export type { VersionItem };

export interface VersionSwitcherProps {
  /** Unreleased docs ("Next") and the latest release, always listed first. */
  next: VersionItem;
  latest: VersionItem;
  /** Where the list of archived versions is fetched from. */
  archivedUrl: string;
  fetchImpl?: typeof fetch;
}

/** The entry whose origin is the page's own, else Latest. */
function currentOf(items: readonly VersionItem[], origin: string, fallback: VersionItem): VersionItem {
  return items.find((item) => new URL(item.url).origin === origin) ?? fallback;
}

/**
 * Next, Latest and the archived versions, each link keeping the current path, query and hash on
 * the other version's host. Hidden until the archive list has loaded; if it cannot be fetched,
 * "Failed to fetch versions" goes to the console and no switcher is shown. The menu never grows
 * past the window: it scrolls inside. A click outside and Escape close it; choosing a version
 * stores it as the preferred one ("current" for Next, the label otherwise).
 */
export function VersionSwitcher({ next, latest, archivedUrl, fetchImpl }: VersionSwitcherProps) {
  const { t, locale } = useTheme();
  const [items, setItems] = useState<VersionItem[] | null>(null);
  const [archivedCount, setArchivedCount] = useState(0);
  const [here, setHere] = useState({ origin: '', path: '' });
  const details = useRef<HTMLDetailsElement>(null);

  useCloseOnOutsideClick(details);

  useEffect(() => {
    let cancelled = false;
    setHere({ origin: window.location.origin, path: window.location.pathname + window.location.search + window.location.hash });
    (fetchImpl ?? fetch)(archivedUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const archived = (await response.json()) as VersionItem[];
        if (!Array.isArray(archived)) throw new Error('the versions file is not a list');
        if (!cancelled) {
          setItems([next, latest, ...archived]);
          setArchivedCount(archived.length);
        }
      })
      .catch((error: unknown) => {
        console.error('Failed to fetch versions', error);
      });
    return () => {
      cancelled = true;
    };
  }, [archivedUrl, fetchImpl, next, latest]);

  if (!items) return null;
  const current = currentOf(items, here.origin, latest);
  // Archived sites are single-language: drop the locale prefix there, and do not double the root path.
  const archivedPath = locale.path && here.path.startsWith(`/${locale.path}`) ? here.path.slice(locale.path.length + 1) || '/' : here.path;
  const hrefOf = (item: VersionItem, index: number) => {
    if (index < items.length - archivedCount) return new URL(here.path, item.url).href;
    const root = item.rootPath && !archivedPath.startsWith(`${item.rootPath}/`) ? item.rootPath : '';
    return new URL(root + archivedPath, item.url).href;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  };
  // The menu ends above the window's bottom edge wherever the toggle is (under an announcement, say).
  const fitMenu = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const menu = event.currentTarget.querySelector<HTMLElement>('.ld-dropdown__menu');
    if (!event.currentTarget.open || !menu) return;
    menu.style.maxHeight = `${Math.max(160, window.innerHeight - menu.getBoundingClientRect().top - 16)}px`;
  };
  return (
    <details className="ld-dropdown ld-version-switcher" ref={details} onKeyDown={onKeyDown} onToggle={fitMenu}>
      <summary aria-label={t('versions.label', { version: current.label })}>{current.label}</summary>
      <ul className="ld-dropdown__menu ld-version-switcher__menu">
        {items.map((item, index) => (
          <li key={item.label}>
            <a
              href={hrefOf(item, index)}
              target="_self"
              aria-current={item === current ? 'true' : undefined}
              onClick={() => rememberPreferredVersion('default', item === next ? NEXT_VERSION_NAME : item.label)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
