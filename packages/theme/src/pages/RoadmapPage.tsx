import type { RoadmapPageData } from '@lumidoc/contract';
import { StandaloneHeader } from './StandaloneHeader.js';
import { Timeline } from './Timeline.js';

/** The roadmap: title, introduction and the milestones on a timeline. */
export function RoadmapPage({ page }: { page: RoadmapPageData }) {
  return (
    <div className="ld-standalone ld-roadmap">
      <StandaloneHeader title={page.title} intro={page.intro} fallbackFrom={page.fallbackFrom} />
      <Timeline milestones={page.milestones} lang={page.fallbackFrom} />
    </div>
  );
}
