import type { TocEntry } from '@lumidoc/contract';
import { useEffect, useId, useState } from 'react';
import { useTheme } from '../context.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

/** The id of the last heading scrolled past the top of the viewport: what the reader is reading. */
function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
    const pick = () => {
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
      let current: string | undefined;
      for (const heading of headings) if (heading.getBoundingClientRect().top <= offset + 1) current = heading.id;
      setActive(current ?? headings[0]?.id);
    };
    // Recompute whenever a heading crosses the viewport, not on every scroll event.
    const observer = new IntersectionObserver(pick, { rootMargin: '0px 0px -60% 0px', threshold: [0, 1] });
    for (const heading of headings) observer.observe(heading);
    pick();
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

/**
 * The page's headings (h2-h3 by default) as a nested list of anchor links; the section being read
 * is marked (scroll-spy) when `spy` is on. `lang` marks the headings' language when the page is shown
 * in another locale's words (the title above them stays in the reader's language).
 */
function ThemeTableOfContents({ toc, spy = true, lang }: { toc: readonly TocEntry[]; spy?: boolean; lang?: string | undefined }) {
  const { t } = useTheme();
  const titleId = useId();
  const [ids] = useState(() => toc.map((e) => e.id));
  const active = useActiveHeading(spy ? ids : []);
  if (toc.length === 0) return null;
  const top = Math.min(...toc.map((e) => e.depth));
  return (
    <nav className="ld-toc" aria-labelledby={titleId}>
      <p id={titleId} className="ld-toc__title">{t('toc.title')}</p>
      <ul lang={lang}>
        {toc.map((entry) => (
          // Only a deeper entry is marked with its level: top-level ones are the plain `.ld-toc li`.
          <li key={entry.id} className={entry.depth > top ? `ld-toc__entry--${entry.depth - top}` : undefined}>
            <a href={`#${entry.id}`} aria-current={entry.id === active ? 'location' : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** On narrow screens (<= 996 px) the TOC folds into a disclosure above the article. */
export function MobileTableOfContents({ toc, lang }: { toc: readonly TocEntry[]; lang?: string | undefined }) {
  const { t } = useTheme();
  if (toc.length === 0) return null;
  return (
    <details className="ld-toc-mobile">
      <summary>{t('toc.title')}</summary>
      <TableOfContents toc={toc} spy={false} lang={lang} />
    </details>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    TableOfContents: ComponentProps<typeof ThemeTableOfContents>;
  }
}

/** The table of contents beside a page; a site replaces it with `components.TableOfContents` in its theme config. */
export const TableOfContents = overridable('TableOfContents', ThemeTableOfContents);
