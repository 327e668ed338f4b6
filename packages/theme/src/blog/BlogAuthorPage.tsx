import type { BlogAuthorPageData } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { Avatar } from './Avatar.js';
import { BlogLayout } from './BlogLayout.js';
import { PostList } from './PostCard.js';

/** `/blog/authors/<id>`: the author, their profiles and their posts, newest first. */
export function BlogAuthorPage({ page }: { page: BlogAuthorPageData }) {
  const { t } = useTheme();
  const { author } = page;
  const socials = Object.entries(author.socials ?? {});
  return (
    <BlogLayout nav={page.blog} route={page.route}>
      <header className="ld-blog__header ld-author-header">
        <Avatar name={author.name} src={author.imageUrl} size={96} />
        <div>
          <h1 className="ld-blog__title">{page.title}</h1>
          {author.title && <p className="ld-blog__description">{author.title}</p>}
          <p className="ld-blog__count">{t('blog.postCount', { count: page.posts.length })}</p>
          {(author.url || socials.length > 0) && (
            <ul className="ld-author__socials">
              {author.url && !socials.some(([, url]) => url === author.url) && (
                <li>
                  <a href={author.url} target="_blank" rel="noopener noreferrer me">
                    {author.url.replace(/^https?:\/\//, '')}
                    <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>
                  </a>
                </li>
              )}
              {socials.map(([platform, url]) => (
                <li key={platform}>
                  <a href={url} target="_blank" rel="noopener noreferrer me">
                    {url.replace(/^https?:\/\/(www\.)?/, '')}
                    <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <PostList posts={page.posts} />
    </BlogLayout>
  );
}
