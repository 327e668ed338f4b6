import type { BlogTagsPageData } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { BlogLayout } from './BlogLayout.js';

/** `/blog/tags`: every tag in use with its number of posts. */
export function BlogTagsPage({ page }: { page: BlogTagsPageData }) {
  const { t, Link } = useTheme();
  return (
    <BlogLayout nav={page.blog} route={page.route}>
      <header className="ld-blog__header">
        <h1 className="ld-blog__title">{page.title}</h1>
      </header>
      <ul className="ld-tag-index">
        {page.tags.map((tag) => (
          <li key={tag.key} className="ld-tag-index__item">
            <Link href={tag.route} className="ld-tag">
              {tag.label}
            </Link>
            <span className="ld-tag-index__count">{t('blog.postCount', { count: tag.count })}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
