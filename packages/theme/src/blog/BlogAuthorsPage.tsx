import type { BlogAuthorsPageData } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { AuthorBadge } from './AuthorBadge.js';
import { BlogLayout } from './BlogLayout.js';

/** `/blog/authors`: every author with their profiles and number of posts. */
export function BlogAuthorsPage({ page }: { page: BlogAuthorsPageData }) {
  const { t } = useTheme();
  return (
    <BlogLayout nav={page.blog} route={page.route}>
      <header className="ld-blog__header">
        <h1 className="ld-blog__title">{page.title}</h1>
      </header>
      <ul className="ld-author-list">
        {page.authors.map(({ count, ...author }) => (
          <li key={author.id}>
            <AuthorBadge author={author} withSocials note={t('blog.postCount', { count })} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
