import type { RoadmapMilestone } from '@lumidoc/contract';
import { formatDate } from '@lumidoc/i18n';
import { useId } from 'react';
import { useTheme } from '../context.js';
import { formatYear } from './dates.js';
import { EntryLink } from './EntryLink.js';

export interface TimelineProps {
  /** Planned milestones first, then newest first, as the pipeline orders them. */
  milestones: readonly RoadmapMilestone[];
  /** Language of the milestone texts when it differs from the page's (a fallback page). */
  lang?: string | undefined;
}

interface Group {
  /** `planned`, or the year of the milestones. */
  key: string;
  entries: Array<{ milestone: RoadmapMilestone; index: number }>;
}

/** Consecutive milestones of the same year (or all planned ones) form one group. */
function groupMilestones(milestones: readonly RoadmapMilestone[]): Group[] {
  const groups: Group[] = [];
  milestones.forEach((milestone, index) => {
    const key = milestone.status === 'planned' || !milestone.date ? 'planned' : milestone.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push({ milestone, index });
    else groups.push({ key, entries: [{ milestone, index }] });
  });
  return groups;
}

/**
 * Milestones on a vertical line, grouped under a heading per year. A planned milestone says
 * "Planned" where a reached one shows its date, in the reader's calendar.
 */
export function Timeline({ milestones, lang }: TimelineProps) {
  const { t, locale } = useTheme();
  const idPrefix = useId();
  return (
    <div className="ld-timeline">
      {groupMilestones(milestones).map((group) => (
        <section key={group.key} className="ld-timeline__group">
          <h2 className="ld-timeline__heading" id={group.key === 'planned' ? 'planned' : `year-${group.key}`}>
            {group.key === 'planned' ? t('roadmap.planned') : formatYear(group.entries[0]!.milestone.date!, locale)}
          </h2>
          <ol className="ld-timeline__list">
            {group.entries.map(({ milestone, index }) => {
              const titleId = `${idPrefix}-${index}`;
              const planned = milestone.status === 'planned' || !milestone.date;
              return (
                <li key={index} className={`ld-timeline__entry ld-timeline__entry--${planned ? 'planned' : 'done'}`}>
                  <p className="ld-timeline__when">
                    {planned ? <span className="ld-timeline__planned">{t('roadmap.planned')}</span> : <time dateTime={milestone.date}>{formatDate(milestone.date!, locale)}</time>}
                  </p>
                  <h3 className="ld-timeline__title" id={titleId} lang={lang}>
                    {milestone.title}
                  </h3>
                  <p className="ld-timeline__text" lang={lang}>
                    {milestone.description}
                  </p>
                  {milestone.link && <EntryLink href={milestone.link} describedBy={titleId} />}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
