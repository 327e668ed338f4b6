import type { BlogPostSummary } from '@lumidoc/contract';
import { useId } from 'react';
import { useTheme } from '../context.js';
import { HastContent } from '../content/HastContent.js';
import { AuthorBadge } from './AuthorBadge.js';
import { PostMeta } from './PostMeta.js';
import { TagList } from './TagList.js';

/**
 * A post in a list: title linking to it, date and reading time, authors, the excerpt (or the
 * description when the post has no `<!-- truncate -->`), tags and "Read more". Words from another
 * locale carry their `lang`.
 */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const { t, Link } = useTheme();
  const titleId = useId();
  return (
    <article className="ld-post-card" aria-labelledby={titleId}>
      <header className="ld-post-card__header">
        <h2 id={titleId} className="ld-post-card__title" lang={post.fallbackFrom}>
          <Link href={post.route}>{post.title}</Link>
        </h2>
        <PostMeta date={post.date} readingTimeMinutes={post.readingTimeMinutes} />
        {post.authors.length > 0 && (
          <div className="ld-post-card__authors">
            {post.authors.map((author) => (
              <AuthorBadge key={author.id} author={author} />
            ))}
          </div>
        )}
      </header>
      <div className="ld-markdown ld-post-card__excerpt" lang={post.fallbackFrom}>
        {post.excerpt ? <HastContent tree={post.excerpt} /> : post.description && <p>{post.description}</p>}
      </div>
      <footer className="ld-post-card__footer">
        <TagList tags={post.tags} />
        {/* The name names the post; the short text is what sighted readers see. Both live in the text
            (not aria-label) so crawlers and search-engine audits read a descriptive link too. */}
        <Link href={post.route} className="ld-post-card__more">
          <span aria-hidden="true">{t('blog.readMore')}</span>
          <span className="ld-sr-only">{t('blog.readMoreAbout', { title: post.title })}</span>
        </Link>
      </footer>
    </article>
  );
}

/** Posts as cards, in the order given: what the list, tag and author pages show. */
export function PostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <div className="ld-post-list">
      {posts.map((post) => (
        <PostCard key={post.route} post={post} />
      ))}
    </div>
  );
}
