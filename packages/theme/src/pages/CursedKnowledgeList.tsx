import type { CursedKnowledgeItem as Item } from '@lumidoc/contract';
import { CursedKnowledgeItem } from './CursedKnowledgeItem.js';

export interface CursedKnowledgeListProps {
  /** Newest first, as the pipeline orders them. */
  items: readonly Item[];
  /** Language of the item texts when it differs from the page's (a fallback page). */
  lang?: string | undefined;
}

/** The cursed-knowledge items as an ordered list, in the order given. */
export function CursedKnowledgeList({ items, lang }: CursedKnowledgeListProps) {
  return (
    <ol className="ld-cursed-list">
      {items.map((item) => (
        <li key={`${item.date} ${item.title}`}>
          <CursedKnowledgeItem item={item} lang={lang} />
        </li>
      ))}
    </ol>
  );
}
