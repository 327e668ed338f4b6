import type { BlogArchivePageData } from '@lumidoc/contract';
import { formatDate } from '@lumidoc/i18n';
import { useTheme } from '../context.js';
import { BlogLayout } from './BlogLayout.js';

/** `/blog/archive`: every post by year, newest first, with its date. */
export function BlogArchivePage({ page }: { page: BlogArchivePageData }) {
  const { t, Link, locale } = useTheme();
  return (
    <BlogLayout nav={page.blog} route={page.route}>
      <header className="ld-blog__header">
        <h1 className="ld-blog__title">{page.title}</h1>
      </header>
      {page.years.map(({ year, posts }) => (
        <section key={year} className="ld-archive__year" aria-labelledby={`archive-${year}`}>
          <h2 id={`archive-${year}`} className="ld-archive__heading">
            {year} <span className="ld-archive__count">{t('blog.postCount', { count: posts.length })}</span>
          </h2>
          <ul className="ld-archive__posts">
            {posts.map((post) => (
              <li key={post.route} className="ld-archive__post">
                <time dateTime={post.date}>{formatDate(post.date, locale, 'medium')}</time>
                <Link href={post.route} lang={post.fallbackFrom}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
