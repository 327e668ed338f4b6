import type { BlogListPageData } from '@lumidoc/contract';
import { BlogLayout } from './BlogLayout.js';
import { ListPagination } from './ListPagination.js';
import { PostList } from './PostCard.js';

/** `/blog` and `/blog/page/<n>`: the posts of this page, newest first, and newer/older pages. */
export function BlogListPage({ page }: { page: BlogListPageData }) {
  return (
    <BlogLayout nav={page.blog} route={page.route}>
      <header className="ld-blog__header">
        <h1 className="ld-blog__title">{page.title}</h1>
        {page.description && <p className="ld-blog__description">{page.description}</p>}
      </header>
      <PostList posts={page.posts} />
      <ListPagination pagination={page.pagination} />
    </BlogLayout>
  );
}
