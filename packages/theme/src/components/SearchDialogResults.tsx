import type { TextRange } from '@lumidoc/search/client';
import { useTheme } from '../context.js';
import type { HitGroup } from '../search/group-hits.js';
import { Highlight, queryWordRanges } from './Highlight.js';

export interface SearchDialogResultsProps {
  /** Id of the listbox, for the combobox's `aria-controls`. */
  id: string;
  groups: readonly HitGroup[];
  /** The query, to mark words in hits whose index gave no highlights. */
  query: string;
  /** Position of the selected result. */
  active: number;
  optionId: (position: number) => string;
  onHover: (position: number) => void;
  /** A result was followed (click or Enter). */
  onChoose: () => void;
}

/** The results listbox: one group per page, labelled with its title; each option links to a section. */
export function SearchDialogResults({ id, groups, query, active, optionId, onHover, onChoose }: SearchDialogResultsProps) {
  const { t, Link } = useTheme();
  const marks = (text: string, ranges: readonly TextRange[] | undefined) => ranges ?? queryWordRanges(text, query);
  return (
    <div id={id} role="listbox" aria-label={t('search.label')} className="ld-search-dialog__results">
      {groups.map((group) => {
        const labelId = `${id}-page-${group.hits[0]!.position}`;
        return (
          <div key={group.route} role="group" aria-labelledby={labelId} className="ld-search-dialog__group">
            <div id={labelId} className="ld-search-dialog__page">
              <Highlight text={group.title} ranges={marks(group.title, group.hits[0]!.hit.highlights?.title)} />
            </div>
            {group.hits.map(({ hit, position }) => (
              // The link itself is the option, so no interactive element is nested in another.
              <div key={`${hit.route}#${hit.anchor ?? ''}`} role="none" className="ld-search__hit">
                <Link
                  href={hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === active}
                  tabIndex={-1}
                  onMouseMove={() => {
                    if (position !== active) onHover(position);
                  }}
                  onClick={onChoose}
                >
                  <span className="ld-search__hit-section">
                    {hit.section ? <Highlight text={hit.section} ranges={marks(hit.section, hit.highlights?.section)} /> : <Highlight text={hit.title} ranges={marks(hit.title, hit.highlights?.title)} />}
                  </span>
                  {hit.snippet && (
                    <span className="ld-search__hit-snippet">
                      <Highlight text={hit.snippet} ranges={marks(hit.snippet, hit.highlights?.snippet)} />
                    </span>
                  )}
                </Link>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
