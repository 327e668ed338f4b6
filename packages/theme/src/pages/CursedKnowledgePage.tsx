import type { CursedKnowledgePageData } from '@lumidoc/contract';
import { CursedKnowledgeList } from './CursedKnowledgeList.js';
import { StandaloneHeader } from './StandaloneHeader.js';

/** The cursed-knowledge page: title, introduction and the items, newest first. */
export function CursedKnowledgePage({ page }: { page: CursedKnowledgePageData }) {
  return (
    <div className="ld-standalone ld-cursed-page">
      <StandaloneHeader title={page.title} intro={page.intro} fallbackFrom={page.fallbackFrom} />
      <CursedKnowledgeList items={page.items} lang={page.fallbackFrom} />
    </div>
  );
}
