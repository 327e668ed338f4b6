/** Locale-neutral routes of the blog; the reader's locale prefix is added with `localizePath`. */
export const BLOG_ROUTES = {
  list: '/blog',
  archive: '/blog/archive',
  authors: '/blog/authors',
  tags: '/blog/tags',
  rss: '/blog/rss.xml',
  atom: '/blog/atom.xml',
  /** Page `n` (from 2) of the post list; page 1 is the list itself. */
  page: (n: number) => (n <= 1 ? '/blog' : `/blog/page/${n}`),
  author: (id: string) => `/blog/authors/${id}`,
  /** A tag's page from its permalink (`/release`). */
  tag: (permalink: string) => `/blog/tags${permalink}`,
} as const;

/** Routes of the blog's own pages; a post whose slug lands on one of them is an error. */
export function isReservedBlogRoute(route: string): boolean {
  return (
    route === BLOG_ROUTES.list ||
    /^\/blog\/(page|archive|authors|tags)(\/|$)/.test(route) ||
    route === BLOG_ROUTES.rss ||
    route === BLOG_ROUTES.atom
  );
}

/**
 * A post's route: `/blog/<yyyy>/<mm>/<dd>/<name>` from its date and file name, or `/blog/<slug>`
 * when the front matter sets `slug` (with or without a leading `/`).
 */
export function postRoute(date: string, name: string, slug: string | undefined): string {
  if (slug !== undefined) return `/blog/${slug.replace(/^\/+/, '')}`;
  const [yyyy, mm, dd] = date.slice(0, 10).split('-');
  return `/blog/${yyyy}/${mm}/${dd}/${name}`;
}
