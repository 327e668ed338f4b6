import type { BlogTagPageData } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { BlogLayout } from './BlogLayout.js';
import { PostList } from './PostCard.js';

/** `/blog/tags/<tag>`: the tag's description, its number of posts and the posts, newest first. */
export function BlogTagPage({ page }: { page: BlogTagPageData }) {
  const { t, Link } = useTheme();
  return (
    <BlogLayout nav={page.blog} route={page.route}>
      <header className="ld-blog__header">
        <h1 className="ld-blog__title">{page.title}</h1>
        {page.tag.description && <p className="ld-blog__description">{page.tag.description}</p>}
        <p className="ld-blog__count">
          {t('blog.postCount', { count: page.tag.count })}
          <span aria-hidden="true"> · </span>
          <Link href={page.blog.tags}>{t('blog.viewAllTags')}</Link>
        </p>
      </header>
      <PostList posts={page.posts} />
    </BlogLayout>
  );
}
