import type { BlogTag } from '@lumidoc/contract';
import { useTheme } from '../context.js';

/** A post's tags as links to their pages. */
export function TagList({ tags }: { tags: readonly BlogTag[] }) {
  const { t, Link } = useTheme();
  if (tags.length === 0) return null;
  return (
    <ul className="ld-tag-list" aria-label={t('blog.tags')}>
      {tags.map((tag) => (
        <li key={tag.key}>
          <Link href={tag.route} className="ld-tag">
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
