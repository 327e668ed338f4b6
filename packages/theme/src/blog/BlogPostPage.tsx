import type { BlogPostPageData } from '@lumidoc/contract';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { HastContent } from '../content/HastContent.js';
import { AuthorBadge } from './AuthorBadge.js';
import { BlogLayout } from './BlogLayout.js';
import { PostMeta } from './PostMeta.js';
import { PostNavigation } from './PostNavigation.js';
import { TagList } from './TagList.js';

/** A blog post: title, date and reading time, authors, body, tags, newer/older post and TOC. */
export function BlogPostPage({ page }: { page: BlogPostPageData }) {
  return (
    <BlogLayout nav={page.blog} route={page.route} toc={page.toc}>
      <article className="ld-blog-post">
        <TranslationNotice fallbackFrom={page.fallbackFrom} />
        <header className="ld-blog-post__header">
          <h1 className="ld-blog__title" lang={page.fallbackFrom}>
            {page.title}
          </h1>
          <PostMeta date={page.date} readingTimeMinutes={page.readingTimeMinutes} />
          {page.authors.length > 0 && (
            <div className="ld-blog-post__authors">
              {page.authors.map((author) => (
                <AuthorBadge key={author.id} author={author} />
              ))}
            </div>
          )}
        </header>
        <div className="ld-markdown" lang={page.fallbackFrom}>
          <HastContent tree={page.body} />
        </div>
        {page.tags.length > 0 && (
          <footer className="ld-blog-post__footer">
            <TagList tags={page.tags} />
          </footer>
        )}
      </article>
      <PostNavigation newer={page.newer} older={page.older} />
    </BlogLayout>
  );
}
