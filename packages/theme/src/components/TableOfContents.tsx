import type { TocEntry } from '@lumidoc/content-pipeline';
import { useTheme } from '../context.js';

/** The page's headings (h2-h3 by default) as a nested list of anchor links. */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const { t } = useTheme();
  if (toc.length === 0) return null;
  const top = Math.min(...toc.map((e) => e.depth));
  return (
    <nav className="ld-toc" aria-labelledby="ld-toc-title">
      <p id="ld-toc-title" className="ld-toc__title">{t('toc.title')}</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`ld-toc__entry ld-toc__entry--${entry.depth - top}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
