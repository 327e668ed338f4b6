import type { DocTag } from '@lumidoc/contract';
import { useId } from 'react';
import { useTheme } from '../context.js';

/**
 * A doc's front matter tags, below its body. The site has no docs tag pages, so the tags are
 * labels, not links; an inline tag's description is its tooltip.
 */
export function DocTags({ tags }: { tags?: readonly DocTag[] | undefined }) {
  const { t } = useTheme();
  const labelId = useId();
  if (!tags || tags.length === 0) return null;
  return (
    <div className="ld-doc-tags">
      <span className="ld-doc-tags__label" id={labelId}>
        {t('blog.tags')}
      </span>
      <ul className="ld-tag-list" aria-labelledby={labelId}>
        {tags.map((tag, i) => (
          <li key={i}>
            <span className="ld-tag" title={tag.description}>
              {tag.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
