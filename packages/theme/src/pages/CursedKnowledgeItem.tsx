import type { CursedKnowledgeItem as Item } from '@lumidoc/contract';
import { formatDate } from '@lumidoc/i18n';
import { useId } from 'react';
import { useTheme } from '../context.js';
import { EntryLink } from './EntryLink.js';

export interface CursedKnowledgeItemProps {
  item: Item;
  /** Language of the item's texts when it differs from the page's (a fallback page). */
  lang?: string | undefined;
}

/** One piece of cursed knowledge: title, the fact, when it was learned and where. */
export function CursedKnowledgeItem({ item, lang }: CursedKnowledgeItemProps) {
  const { locale } = useTheme();
  const titleId = useId();
  return (
    <article className="ld-cursed" aria-labelledby={titleId}>
      <h2 className="ld-cursed__title" id={titleId} lang={lang}>
        {item.title}
      </h2>
      <p className="ld-cursed__fact" lang={lang}>
        {item.fact}
      </p>
      <p className="ld-cursed__meta">
        <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
        {item.link && <EntryLink href={item.link} describedBy={titleId} />}
      </p>
    </article>
  );
}
